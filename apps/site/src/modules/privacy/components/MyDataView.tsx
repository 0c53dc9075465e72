import { type ReactNode } from 'react';
import styled from 'styled-components';
import { formatIndiaDateTime, formatInr, type MyDataExport } from '@foundation/shared';
import { stack, StyledMuted } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { RIGHTS_TEXTS } from '../rightsTexts';

type Row = [label: string, value: string | number | null | undefined];

/** One record as a list of its fields (empty ones left out). */
function Record({ rows }: { rows: Row[] }) {
  return (
    <StyledRecord>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </StyledRecord>
  );
}

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section>
      <StyledGroupTitle>
        {title} ({count})
      </StyledGroupTitle>
      {count === 0 ? <StyledMuted>{RIGHTS_TEXTS.nothing}</StyledMuted> : <StyledList>{children}</StyledList>}
    </section>
  );
}

/** Everything held about the person, readable: one group per kind of record, each field labelled. */
export function MyDataView({ data }: { data: MyDataExport }) {
  const t = RIGHTS_TEXTS;
  const f = t.field;
  const locale = currentLocale();
  const when = (at: string) => formatIndiaDateTime(at, locale);
  const money = (amount: number) => formatInr(amount, locale);
  return (
    <StyledView aria-label={t.dataHeading(data.email)}>
      <h3>{t.dataHeading(data.email)}</h3>
      <StyledMuted>{t.madeAt(when(data.madeAt))}</StyledMuted>
      <Group title={t.section.registrations} count={data.registrations.length}>
        {data.registrations.map((r) => (
          <li key={r.id}>
            <Record
              rows={[
                [f.event, r.event],
                [f.name, r.name],
                [f.email, r.email],
                [f.phone, r.phone],
                [f.address, r.address],
                [f.guardianName, r.guardianName],
                [f.guardianConsentAt, r.guardianConsentAt ? when(r.guardianConsentAt) : null],
                [f.tickets, r.numberOfTickets],
                [f.amount, money(r.totalAmount)],
                [f.status, r.status],
                [f.date, when(r.createdAt)],
              ]}
            />
          </li>
        ))}
      </Group>
      <Group title={t.section.waitlistEntries} count={data.waitlistEntries.length}>
        {data.waitlistEntries.map((w) => (
          <li key={w.id}>
            <Record
              rows={[
                [f.event, w.event],
                [f.name, w.name],
                [f.email, w.email],
                [f.phone, w.phone],
                [f.tickets, w.numberOfTickets],
                [f.status, w.status],
                [f.date, when(w.createdAt)],
              ]}
            />
          </li>
        ))}
      </Group>
      <Group title={t.section.donations} count={data.donations.length}>
        {data.donations.map((d) => (
          <li key={d.id}>
            <Record
              rows={[
                [f.amount, money(d.amount)],
                [f.name, d.name],
                [f.email, d.email],
                [f.phone, d.phone],
                [f.pan, d.pan],
                [f.address, d.address],
                [f.status, d.status],
                [f.date, when(d.createdAt)],
                [f.receipts, d.receipts.map((r) => r.receiptNumber).join(', ')],
              ]}
            />
          </li>
        ))}
      </Group>
      <Group title={t.section.recurringGifts} count={data.recurringGifts.length}>
        {data.recurringGifts.map((g) => (
          <li key={g.id}>
            <Record
              rows={[
                [f.amount, money(g.amount)],
                [f.name, g.name],
                [f.email, g.email],
                [f.phone, g.phone],
                [f.pan, g.pan],
                [f.address, g.address],
                [f.status, g.status],
                [f.date, when(g.createdAt)],
              ]}
            />
          </li>
        ))}
      </Group>
      <Group title={t.section.contactMessages} count={data.contactMessages.length}>
        {data.contactMessages.map((c) => (
          <li key={c.id}>
            <Record
              rows={[
                [f.name, c.fullName],
                [f.phone, c.whatsappNumber],
                [f.message, c.message],
                [f.date, when(c.createdAt)],
              ]}
            />
          </li>
        ))}
      </Group>
      <Group title={t.section.volunteerApplications} count={data.volunteerApplications.length}>
        {data.volunteerApplications.map((a) => (
          <li key={a.id}>
            <Record
              rows={[
                [f.role, a.role],
                [f.name, a.name],
                [f.email, a.email],
                [f.phone, a.phone],
                [f.city, a.city],
                [f.availability, a.availability],
                [f.message, a.message],
                [f.status, a.status],
                [f.date, when(a.createdAt)],
              ]}
            />
          </li>
        ))}
      </Group>
      <section>
        <StyledGroupTitle>{t.section.newsletter}</StyledGroupTitle>
        <StyledMuted>
          {data.newsletter ? t.subscribedSince(when(data.newsletter.subscribedAt)) : t.nothing}
        </StyledMuted>
      </section>
      <Group title={t.section.consents} count={data.consents.length}>
        {data.consents.map((c) => (
          <li key={`${c.record}-${c.recordId}`}>
            {t.consentLine(t.record(c.record), c.acceptedAt ? when(c.acceptedAt) : '-', c.noticeVersion)}
          </li>
        ))}
      </Group>
    </StyledView>
  );
}

const StyledView = styled.section`
  ${stack('md')}
  overflow-wrap: anywhere;
`;

const StyledGroupTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledList = styled.ul`
  ${stack('sm')}
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const StyledRecord = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  div {
    display: contents;
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
  }
`;
