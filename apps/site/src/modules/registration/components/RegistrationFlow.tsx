import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type EventDetail, localizedText } from '@foundation/shared';
import { bookingPath } from '@foundation/shared';
import { StyledButton, StyledButtonLink, StyledButtonRow } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StyledMuted } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { initialTicketSelection, soldOutTypes, useTicketSelection } from '../hooks/useTicketSelection';
import { useRegistrationFlow } from '../hooks/useRegistrationFlow';
import { REGISTRATION_TEXTS } from '../texts';
import { Receipt } from './Receipt';
import { type AttendeeValues, EMPTY_ATTENDEE, RegistrationForm } from './RegistrationForm';
import { WaitlistDialog } from './WaitlistDialog';

/** What the visitor asked for with the event page's buttons: a new object for each click. */
export type RegistrationRequest = { kind: 'register' } | { kind: 'waitlist' };

/**
 * The registration modal, the payment step, the result modals and the waiting-list form, opened by the event
 * page's buttons (./EventRegistration.tsx loads this module with the first click: it only ever runs then).
 */
export default function RegistrationFlow({
  event,
  request,
}: {
  event: EventDetail;
  request: RegistrationRequest;
}) {
  const navigate = useNavigate();
  const { phase, open, close, submit, tryAgain, paymentDialog } = useRegistrationFlow();
  const [attendee, setAttendee] = useState<AttendeeValues>(EMPTY_ATTENDEE);
  const tickets = useTicketSelection(event.ticketTypes);
  /** The waiting-list form: closed (undefined), or open on a ticket type (null: the first sold-out one). */
  const [waitlistFor, setWaitlistFor] = useState<string | null | undefined>(undefined);
  const waitingTypes = soldOutTypes(event.ticketTypes);
  const joinWaitlist = (typeId: string | null) => {
    close();
    setWaitlistFor(typeId);
  };
  // Each click of the page's buttons is a new request: open what it asks for, as the render adjusts state to a
  // new prop (react.dev, "You might not need an effect").
  const [answered, setAnswered] = useState<RegistrationRequest | null>(null);
  if (answered !== request) {
    setAnswered(request);
    if (request.kind === 'register') open();
    else joinWaitlist(null);
  }

  /** Back to idle with an empty form (after a booking, or on Back to Events). */
  const reset = () => {
    setAttendee(EMPTY_ATTENDEE);
    tickets.setSelection(initialTicketSelection(event.ticketTypes));
    close();
  };
  const backToEvents = () => {
    reset();
    navigate('/events');
  };

  const onSubmit = () =>
    submit({
      eventSlug: event.urlSlug,
      ...(tickets.selection.ticketTypeId ? { ticketTypeId: tickets.selection.ticketTypeId } : {}),
      numberOfTickets: tickets.selection.quantity,
      name: attendee.name.trim(),
      email: attendee.email.trim(),
      phone: attendee.phone.trim(),
      address: attendee.address.trim(),
      ...(event.forChildren
        ? { guardianName: attendee.guardianName.trim(), guardianConsent: attendee.guardianConsent }
        : {}),
    });

  return (
    <>
      {waitlistFor !== undefined && (
        <WaitlistDialog event={event} initialTypeId={waitlistFor} onClose={() => setWaitlistFor(undefined)} />
      )}
      {phase.kind === 'form' && (
        <Dialog
          title={REGISTRATION_TEXTS.title}
          onClose={close}
          dismissible={!phase.submitting}
          closeLabel={REGISTRATION_TEXTS.close}
        >
          <StyledMuted>{localizedText(event, 'title', currentLocale())}</StyledMuted>
          <RegistrationForm
            isPaid={event.isPaid}
            forChildren={event.forChildren}
            eventPrice={event.price}
            ticketTypes={event.ticketTypes}
            attendee={attendee}
            onAttendeeChange={setAttendee}
            tickets={tickets}
            submitting={phase.submitting}
            fieldErrors={phase.fieldErrors}
            onSubmit={onSubmit}
            onJoinWaitlist={waitingTypes.length > 0 ? joinWaitlist : undefined}
          />
        </Dialog>
      )}
      {phase.kind === 'paying' && !paymentDialog && (
        <StyledPaying role="status">{REGISTRATION_TEXTS.paying}</StyledPaying>
      )}
      {paymentDialog}
      {phase.kind === 'success' && (
        <Dialog title={REGISTRATION_TEXTS.successTitle} onClose={reset} id="booking-result">
          <StyledMuted>{REGISTRATION_TEXTS.successNote}</StyledMuted>
          <Receipt receipt={phase.receipt} event={event} />
          <StyledMuted data-print="hide">{REGISTRATION_TEXTS.manageBookingNote}</StyledMuted>
          <StyledReceiptActions data-print="hide">
            <StyledButtonLink to={bookingPath(phase.bookingToken)}>
              {REGISTRATION_TEXTS.manageBooking}
            </StyledButtonLink>
            <StyledButton type="button" $variant="secondary" onClick={() => window.print()}>
              {REGISTRATION_TEXTS.printReceipt}
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={backToEvents}>
              {REGISTRATION_TEXTS.backToEvents}
            </StyledButton>
          </StyledReceiptActions>
        </Dialog>
      )}
      {phase.kind === 'failed' && (
        <Dialog title={REGISTRATION_TEXTS.failedTitle} onClose={close} showCloseButton={false}>
          <StyledFailure>{phase.message}</StyledFailure>
          <StyledMuted>{REGISTRATION_TEXTS.failedNote}</StyledMuted>
          <StyledButtonRow>
            <StyledButton type="button" onClick={tryAgain}>
              {REGISTRATION_TEXTS.tryAgain}
            </StyledButton>
            <StyledButton type="button" $variant="secondary" onClick={backToEvents}>
              {REGISTRATION_TEXTS.backToEvents}
            </StyledButton>
          </StyledButtonRow>
        </Dialog>
      )}
    </>
  );
}

const StyledPaying = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFailure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * The receipt is longer than a phone's screen and its dialog opens at the top: the buttons stay in view at
 * the dialog's bottom edge while the visitor reads it.
 */
const StyledReceiptActions = styled(StyledButtonRow)`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space.lg});
  margin: 0 calc(-1 * ${({ theme }) => theme.space.lg}) calc(-1 * ${({ theme }) => theme.space.lg});
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-top: ${({ theme }) => `${theme.borders.thin} ${theme.colors.border}`};
`;
