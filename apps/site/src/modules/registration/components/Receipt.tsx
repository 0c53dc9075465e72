import styled from 'styled-components';
import { stack } from '../../../components/layout';
import {
  formatDateRange,
  formatIndiaDateTime,
  formatInr,
  type EventDetail,
  localizedText,
  type RegistrationReceipt,
} from '@foundation/shared';
import { currentLocale } from '../../../i18n/i18n';
import { SITE } from '../../../siteConfig';
import { REGISTRATION_TEXTS } from '../texts';

export const RECEIPT_ID = 'booking-receipt';

/**
 * The printable receipt (docs/product.md §2: receipt contents). The print stylesheet prints only this.
 * `event`: the page's event, when the receipt is shown on it, for its title and place in the page's language
 * (the receipt itself carries the English ones).
 */
export function Receipt({
  receipt,
  event,
}: {
  receipt: RegistrationReceipt;
  event?: Pick<EventDetail, 'title' | 'titleHi' | 'location' | 'locationHi'>;
}) {
  const t = REGISTRATION_TEXTS.receipt;
  const locale = currentLocale();
  const title = event ? localizedText(event, 'title', locale) : receipt.event.title;
  const location = event ? localizedText(event, 'location', locale) : receipt.event.location;
  const rows: [string, string][] = [
    [t.bookingId, receipt.id],
    [t.date, formatIndiaDateTime(receipt.createdAt, locale)],
    [t.event, title],
    [t.dates, formatDateRange(receipt.event.startDate, receipt.event.endDate, locale)],
    [t.location, location],
    [t.name, receipt.attendee.name],
    [t.email, receipt.attendee.email],
    [t.phone, receipt.attendee.phone],
    [t.address, receipt.attendee.address],
    [t.tickets, String(receipt.numberOfTickets)],
    [t.ticketType, receipt.ticketTypeName ?? t.notAvailable],
  ];
  if (receipt.isPaid) {
    rows.push(
      [t.paymentId, receipt.paymentId ?? t.notAvailable],
      [t.orderId, receipt.orderId ?? t.notAvailable],
      [t.totalAmount, formatInr(receipt.totalAmount, locale)],
    );
  }
  return (
    <StyledReceipt id={RECEIPT_ID} aria-labelledby={`${RECEIPT_ID}-title`}>
      <StyledHeading id={`${RECEIPT_ID}-title`}>{SITE.name}</StyledHeading>
      <StyledRows>
        {/* A row without a value is left out: a booking from a waiting-list offer has no address. */}
        {rows
          .filter(([, value]) => value && value.trim() !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </StyledRows>
    </StyledReceipt>
  );
}

const StyledReceipt = styled.section`
  ${stack('sm')}
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const StyledRows = styled.dl`
  ${stack('xxs')}
  margin: 0;

  div {
    display: grid;
    grid-template-columns: minmax(${({ theme }) => theme.layout.receiptLabelMinWidth}, 35%) 1fr;
    gap: ${({ theme }) => theme.space.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
