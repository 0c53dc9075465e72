import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  formatDateRange,
  formatIndiaDateTime,
  formatIndiaTime,
  localizedText,
  type Booking,
  type ErasureReport,
} from '@foundation/shared';
import { StyledButton, StyledButtonAnchor, StyledButtonLink, StyledButtonRow } from '../components/buttons';
import {
  factList,
  stack,
  StyledErrorText,
  StyledMuted,
  StyledPage,
  StyledPageHeader,
  StyledPageTitle,
  StyledSection,
  StyledSectionTitle,
  StyledStatus,
  StyledTag,
  StyledVisuallyHidden,
} from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { currentLocale } from '../i18n/i18n';
import { calendarFileUrl, ticketPdfUrl } from '../modules/registration/api/bookings.api';
import { CancelBooking } from '../modules/registration/components/CancelBooking';
import { Receipt } from '../modules/registration/components/Receipt';
import { ResendEmail } from '../modules/registration/components/ResendEmail';
import { useBooking } from '../modules/registration/hooks/useBooking';
import { CorrectDetailsForm } from '../modules/privacy/components/CorrectDetailsForm';
import { DataRights } from '../modules/privacy/components/DataRights';
import { ErasedView } from '../modules/privacy/components/ErasedView';
import { eraseBookingData, fetchBookingData } from '../modules/privacy/rights.api';
import { RIGHTS_TEXTS } from '../modules/privacy/rightsTexts';
import { BOOKING_TEXTS } from '../modules/registration/bookingTexts';

/**
 * "Manage my booking" (docs/product.md): reached by the secret link of the confirmation e-mail and of the
 * receipt modal. Sections, in the order a visitor needs them: the event (dates, place, schedule), the ticket
 * and calendar, the confirmation e-mail, the receipt, then "Cancel booking" (or, once cancelled, the
 * cancellation and its refund) as its own section with its own heading.
 */
export default function BookingPage() {
  const { token } = useParams();
  const { booking, error, notFound, reload, replace } = useBooking(token);
  const [erased, setErased] = useState<ErasureReport | null>(null);
  const t = BOOKING_TEXTS;
  usePageTitle(booking ? `${t.title}: ${booking.receipt.event.title}` : notFound ? t.notFoundTitle : t.title);

  if (erased) return <ErasedView report={erased} />;
  if (notFound) {
    return (
      <StyledCentered>
        <StyledPageTitle>{t.notFoundTitle}</StyledPageTitle>
        <StyledMuted>{t.notFoundNote}</StyledMuted>
        <StyledButtonLink to="/events">{t.backToEvents}</StyledButtonLink>
      </StyledCentered>
    );
  }
  if (!booking || !token) {
    return error ? (
      <StyledCentered>
        <StyledErrorText role="alert">{t.loadFailed}</StyledErrorText>
        <StyledButton type="button" onClick={reload}>
          {t.retry}
        </StyledButton>
      </StyledCentered>
    ) : (
      <StyledStatus role="status">{t.loading}</StyledStatus>
    );
  }
  return <BookingDetails booking={booking} token={token} onChanged={replace} onErased={setErased} />;
}

function BookingDetails({
  booking,
  token,
  onChanged,
  onErased,
}: {
  booking: Booking;
  token: string;
  onChanged: (booking: Booking) => void;
  onErased: (report: ErasureReport) => void;
}) {
  const t = BOOKING_TEXTS;
  const { receipt, event } = booking;
  const locale = currentLocale();
  const cancelledReason =
    event.status === 'cancelled' ? localizedText(event, 'cancellationReason', locale) : null;
  const windowEnd = booking.cancellation.moveWindowEndsAt;
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledTag>{t.status[receipt.status]}</StyledTag>
        <StyledPageTitle>{t.title}</StyledPageTitle>
        <StyledLeadTitle>{receipt.event.title}</StyledLeadTitle>
      </StyledPageHeader>

      <StyledColumns>
        <StyledSection aria-labelledby="booking-event">
          <StyledSectionTitle id="booking-event">{t.eventHeading}</StyledSectionTitle>
          <StyledFacts>
            <div>
              <dt>{t.dates}</dt>
              <dd>
                <time dateTime={receipt.event.startDate}>
                  {formatDateRange(receipt.event.startDate, receipt.event.endDate, currentLocale())}
                </time>
              </dd>
            </div>
            {event.startTime && (
              <div>
                <dt>{t.startTime}</dt>
                <dd>{formatIndiaTime(event.startTime, locale, true)}</dd>
              </div>
            )}
            <div>
              <dt>{t.place}</dt>
              <dd>
                <a href={event.mapsUrl} target="_blank" rel="noopener noreferrer">
                  {event.location}
                  <StyledVisuallyHidden> {t.placeLinkHint}</StyledVisuallyHidden>
                </a>
              </dd>
            </div>
          </StyledFacts>
          {event.hasEnded && <StyledMuted>{t.ended}</StyledMuted>}
          {event.status === 'cancelled' && (
            <StyledNotice role="status" data-testid="booking-event-cancelled">
              <strong>{t.eventCancelled}</strong>
              {cancelledReason && <span>{t.eventCancelledReason(cancelledReason)}</span>}
            </StyledNotice>
          )}
          {event.status !== 'cancelled' && event.movedAt && (
            <StyledNotice role="status" data-testid="booking-event-moved">
              <span>{t.moved(formatIndiaDateTime(event.movedAt, locale))}</span>
              {windowEnd && <strong>{t.moveWindow(formatIndiaDateTime(windowEnd, locale))}</strong>}
            </StyledNotice>
          )}
          {event.schedule.length > 0 && (
            <>
              <StyledSubTitle>{t.schedule}</StyledSubTitle>
              <StyledSchedule>
                {event.schedule.map((item, index) => (
                  <li key={`${index}-${item.activity}`}>
                    <strong>{item.activity}</strong>
                    {item.description && <span>{item.description}</span>}
                  </li>
                ))}
              </StyledSchedule>
            </>
          )}
        </StyledSection>

        <StyledSection aria-labelledby="booking-ticket">
          <StyledSectionTitle id="booking-ticket">{t.ticketHeading}</StyledSectionTitle>
          {booking.ticketAvailable ? (
            <>
              <StyledMuted>{t.ticketNote}</StyledMuted>
              <StyledButtonRow>
                <StyledButtonAnchor href={ticketPdfUrl(token)} download>
                  {t.downloadTicket}
                </StyledButtonAnchor>
              </StyledButtonRow>
            </>
          ) : (
            <StyledMuted>{booking.ticketUnavailableReason}</StyledMuted>
          )}
          <StyledSubTitle id="booking-calendar">{t.addToCalendar}</StyledSubTitle>
          <StyledButtonRow role="group" aria-labelledby="booking-calendar">
            <StyledButtonAnchor $variant="secondary" href={calendarFileUrl(token)} download>
              {t.calendarFile}
            </StyledButtonAnchor>
            <StyledButtonAnchor
              $variant="secondary"
              href={booking.googleCalendarUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.googleCalendar}
              <StyledVisuallyHidden> {t.newTab}</StyledVisuallyHidden>
            </StyledButtonAnchor>
          </StyledButtonRow>
          {booking.ticketAvailable && (
            <>
              <StyledSubTitle>{t.emailHeading}</StyledSubTitle>
              <ResendEmail token={token} email={receipt.attendee.email} />
            </>
          )}
        </StyledSection>
      </StyledColumns>

      <StyledSection aria-labelledby="booking-receipt-heading">
        <StyledSectionTitle id="booking-receipt-heading">{t.receiptHeading}</StyledSectionTitle>
        <StyledReceiptBox>
          <Receipt receipt={receipt} />
        </StyledReceiptBox>
        <StyledButtonRow data-print="hide">
          <StyledButton type="button" $variant="secondary" onClick={() => window.print()}>
            {t.printReceipt}
          </StyledButton>
        </StyledButtonRow>
      </StyledSection>

      {(receipt.status === 'completed' || receipt.status === 'cancelled') && (
        <StyledSection aria-labelledby="booking-cancel-heading" data-print="hide">
          <StyledSectionTitle id="booking-cancel-heading">
            {receipt.status === 'cancelled' ? t.cancelledHeading : t.cancelHeading}
          </StyledSectionTitle>
          <CancelBooking booking={booking} token={token} onChanged={onChanged} />
        </StyledSection>
      )}

      <StyledSection aria-labelledby="booking-rights-heading" data-print="hide">
        <StyledSectionTitle id="booking-rights-heading">{RIGHTS_TEXTS.heading}</StyledSectionTitle>
        <DataRights
          email={receipt.attendee.email}
          loadData={() => fetchBookingData(token)}
          erase={() => eraseBookingData(token)}
          onErased={onErased}
          correction={<CorrectDetailsForm booking={booking} token={token} onChanged={onChanged} />}
        />
      </StyledSection>
    </StyledPage>
  );
}

const StyledCentered = styled.div`
  ${stack('md')}
  align-items: flex-start;
  max-width: ${({ theme }) => theme.layout.readableWidth};
`;

const StyledLeadTitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: anywhere;
`;

/** Event and ticket side by side from tablets up; one column on phones. */
const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const StyledSubTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledFacts = styled.dl`
  ${stack('sm')}
  margin: 0;

  ${factList}

  dd {
    overflow-wrap: anywhere;
  }
`;

const StyledSchedule = styled.ol`
  ${stack('sm')}
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  li {
    display: flex;
    flex-direction: column;
  }

  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledReceiptBox = styled.div`
  max-width: ${({ theme }) => theme.layout.receiptWidth};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What changed about the event (cancelled by staff, or moved with its free cancellation window). */
const StyledNotice = styled.p`
  ${stack('xs')}
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.text};
`;
