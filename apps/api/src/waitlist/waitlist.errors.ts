import { MESSAGES, WAITLIST_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the waiting list (joining, offers, the admin resource). */
export enum WaitlistErrorCode {
  EventNotFound = 'not_found',
  RegistrationClosed = 'registration_closed',
  /** The ticket type is missing or not the event's (the registration's messages). */
  InvalidTicketType = 'invalid_request',
  /** Seats the person asked for are free: they register instead. */
  SeatsAvailable = 'seats_available',
  AlreadyWaiting = 'already_waiting',
  EntryNotFound = 'entry_not_found',
  OfferNotFound = 'offer_not_found',
  OfferOver = 'offer_over',
  NotWaiting = 'not_waiting',
  DoesNotFit = 'does_not_fit',
}

export const waitlistError = defineDomainErrors<WaitlistErrorCode>({
  [WaitlistErrorCode.EventNotFound]: { kind: ErrorKind.NotFound, message: MESSAGES.eventNotFound },
  [WaitlistErrorCode.RegistrationClosed]: { kind: ErrorKind.Conflict, message: MESSAGES.registrationClosed },
  [WaitlistErrorCode.InvalidTicketType]: {
    kind: ErrorKind.Invalid,
    message: 'Unknown ticket type for this event',
  },
  [WaitlistErrorCode.SeatsAvailable]: { kind: ErrorKind.Conflict, message: WAITLIST_MESSAGES.seatsAvailable },
  [WaitlistErrorCode.AlreadyWaiting]: { kind: ErrorKind.Conflict, message: WAITLIST_MESSAGES.alreadyWaiting },
  [WaitlistErrorCode.EntryNotFound]: { kind: ErrorKind.NotFound, message: WAITLIST_MESSAGES.entryNotFound },
  [WaitlistErrorCode.OfferNotFound]: { kind: ErrorKind.NotFound, message: WAITLIST_MESSAGES.offerNotFound },
  [WaitlistErrorCode.OfferOver]: { kind: ErrorKind.Conflict, message: WAITLIST_MESSAGES.offerOver },
  [WaitlistErrorCode.NotWaiting]: { kind: ErrorKind.Conflict, message: WAITLIST_MESSAGES.notWaiting },
  [WaitlistErrorCode.DoesNotFit]: { kind: ErrorKind.Conflict, message: WAITLIST_MESSAGES.doesNotFit },
});
