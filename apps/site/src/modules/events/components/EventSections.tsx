import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { type EventDetail, type Faq, localizedText } from '@foundation/shared';
import { Gallery } from '../../../components/Gallery';
import { stack, StyledBulletList, StyledSection, StyledSectionTitle } from '../../../components/layout';
import { RichText } from '../../../components/RichText';
import { hasRichText } from '../../../lib/richText';
import { currentLocale, t } from '../../../i18n/i18n';
import { EVENT_TEXTS } from '../texts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <StyledSectionTitle id={id}>{title}</StyledSectionTitle>
      {children}
    </StyledSection>
  );
}

/** The sections with a Hindi twin (`featuresHi`, `faqsHi`, ...), shown in the page's language. */
type SectionField =
  | 'features'
  | 'benefits'
  | 'specialFeatures'
  | 'includedItems'
  | 'notIncludedItems'
  | 'cancellationPolicy'
  | 'cancellationPolicyPoints'
  | 'faqs'
  | 'schedule';

const present = (items: readonly string[] | null | undefined) => (items ?? []).filter((item) => item?.trim());

function ListSection({ title, items }: { title: string; items: readonly string[] }) {
  const shown = present(items);
  if (shown.length === 0) return null;
  return (
    <Section title={title}>
      <StyledBulletList>
        {shown.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </StyledBulletList>
    </Section>
  );
}

/** FAQ accordion: one question open at a time. */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <StyledFaqList>
      {faqs.map((faq, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <li key={`${index}-${faq.question}`}>
            <h3>
              <StyledFaqButton
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{faq.question}</span>
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </StyledFaqButton>
            </h3>
            <StyledFaqAnswer id={panelId} hidden={!expanded}>
              {faq.answer}
            </StyledFaqAnswer>
          </li>
        );
      })}
    </StyledFaqList>
  );
}

/** Every section of docs/product.md §2's event page, each only when it has content. */
export function EventSections({ event }: { event: EventDetail }) {
  const locale = currentLocale();
  // The description in the page's language (its Hindi twin where staff wrote one).
  const description = localizedText(event, 'description', locale);
  // Each section too: its Hindi twin replaces the whole English section where staff wrote one.
  const section = <K extends SectionField>(field: K) => localizedText(event, field, locale);
  const schedule = (section('schedule') ?? []).filter((item) => item.activity?.trim());
  const gallery = (event.gallery ?? []).filter((item) => item.imageUrl);
  const faqs = (section('faqs') ?? []).filter((faq) => faq.question?.trim());
  const policy = section('cancellationPolicy')?.trim();
  const policyPoints = present(section('cancellationPolicyPoints'));
  return (
    <>
      {hasRichText(description) && (
        <Section title={EVENT_TEXTS.aboutThisEvent}>
          <RichText html={description} />
        </Section>
      )}
      <ListSection title={EVENT_TEXTS.whatToExpect} items={section('features')} />
      <ListSection title={EVENT_TEXTS.benefits} items={section('benefits')} />
      <ListSection title={EVENT_TEXTS.specialFeatures} items={section('specialFeatures')} />
      <ListSection title={EVENT_TEXTS.whatsIncluded} items={section('includedItems')} />
      <ListSection title={EVENT_TEXTS.whatsNotIncluded} items={section('notIncludedItems')} />
      {schedule.length > 0 && (
        <Section title={EVENT_TEXTS.dailySchedule}>
          <StyledSchedule>
            {schedule.map((item, index) => (
              <li key={`${index}-${item.activity}`}>
                <strong>{item.activity}</strong>
                {item.description && <p>{item.description}</p>}
              </li>
            ))}
          </StyledSchedule>
        </Section>
      )}
      {gallery.length > 0 && (
        <Section title={EVENT_TEXTS.gallery}>
          <Gallery
            label={t('events.galleryLabel', { title: localizedText(event, 'title', locale) })}
            items={gallery.map((item) => ({ url: item.imageUrl, caption: item.caption }))}
            variants={event.imageVariants}
            captionLang={locale === 'en' ? undefined : 'en'}
          />
        </Section>
      )}
      {faqs.length > 0 && (
        <Section title={EVENT_TEXTS.faq}>
          <FaqAccordion faqs={faqs} />
        </Section>
      )}
      {(policy || policyPoints.length > 0) && (
        <Section title={EVENT_TEXTS.cancellationPolicy}>
          {policy && <p>{policy}</p>}
          {policyPoints.length > 0 && (
            <StyledBulletList>
              {policyPoints.map((point, index) => (
                <li key={`${index}-${point}`}>{point}</li>
              ))}
            </StyledBulletList>
          )}
        </Section>
      )}
    </>
  );
}

const StyledSchedule = styled.ol`
  ${stack('sm')}
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-left: ${({ theme }) => theme.space.md};
    border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primarySoft}`};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledFaqList = styled.ul`
  ${stack('xs')}
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    font-family: inherit;
    font-size: inherit;
  }
`;

const StyledFaqButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.layout.controlSize};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFaqAnswer = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
