import { CHECK_IN_MESSAGES, EVENT_CANCELLATION_MESSAGES, WALK_IN_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the check-in routes and of the admin's check-in links. */
export enum CheckInErrorCode {
  /** No link has this secret (or it is not shaped like one). */
  LinkUnknown = 'check_in_link_unknown',
  LinkRevoked = 'check_in_link_revoked',
  LinkExpired = 'check_in_link_expired',
  /** No such event, or one the caller's link does not open (the same 404: a link learns nothing of others). */
  EventNotFound = 'event_not_found',
  /** A link's batch names another event: nothing of the batch is written. */
  OtherEvent = 'other_event',
  LinkNotFound = 'not_found',
  InvalidBatch = 'invalid_batch',
  InvalidLink = 'invalid_link',
  /** A walk-in's body is malformed (names the field): nothing is written. */
  InvalidWalkIn = 'invalid_walk_in',
  /** The walk-in's payment does not fit the server's price (below it, free for a paid ticket...). */
  WalkInPriceRefused = 'walk_in_price_refused',
  /** Not enough seats of the ticket type for the walk-in: nothing is written. */
  WalkInSeatsFull = 'walk_in_seats_full',
  /** The provider could not make the UPI QR code: the walk-in is not registered (its seats are free again). */
  WalkInUpiUnavailable = 'walk_in_upi_unavailable',
  WalkInNotFound = 'walk_in_not_found',
  /** Staff cancelled the event: it takes no walk-ins (as it takes no registrations). */
  EventCancelled = 'event_cancelled',
}

export const checkInError = defineDomainErrors<CheckInErrorCode>({
  [CheckInErrorCode.LinkUnknown]: { kind: ErrorKind.Unauthenticated, message: CHECK_IN_MESSAGES.linkUnknown },
  [CheckInErrorCode.LinkRevoked]: { kind: ErrorKind.Unauthenticated, message: CHECK_IN_MESSAGES.linkRevoked },
  [CheckInErrorCode.LinkExpired]: { kind: ErrorKind.Unauthenticated, message: CHECK_IN_MESSAGES.linkExpired },
  [CheckInErrorCode.EventNotFound]: { kind: ErrorKind.NotFound, message: CHECK_IN_MESSAGES.eventNotFound },
  [CheckInErrorCode.OtherEvent]: { kind: ErrorKind.NotFound, message: CHECK_IN_MESSAGES.otherEvent },
  [CheckInErrorCode.LinkNotFound]: { kind: ErrorKind.NotFound, message: CHECK_IN_MESSAGES.linkNotFound },
  [CheckInErrorCode.InvalidBatch]: { kind: ErrorKind.Invalid, message: 'The scans are not valid' },
  [CheckInErrorCode.InvalidLink]: { kind: ErrorKind.Invalid, message: CHECK_IN_MESSAGES.labelRequired },
  [CheckInErrorCode.InvalidWalkIn]: { kind: ErrorKind.Invalid, message: 'The walk-in is not valid' },
  [CheckInErrorCode.WalkInPriceRefused]: { kind: ErrorKind.Invalid, message: WALK_IN_MESSAGES.paidNotFree },
  [CheckInErrorCode.WalkInSeatsFull]: { kind: ErrorKind.Conflict, message: WALK_IN_MESSAGES.full },
  [CheckInErrorCode.WalkInUpiUnavailable]: {
    kind: ErrorKind.Unavailable,
    message: WALK_IN_MESSAGES.upiUnavailable,
  },
  [CheckInErrorCode.WalkInNotFound]: { kind: ErrorKind.NotFound, message: WALK_IN_MESSAGES.notFound },
  [CheckInErrorCode.EventCancelled]: {
    kind: ErrorKind.Conflict,
    message: EVENT_CANCELLATION_MESSAGES.cancelled,
  },
});
