import { BOOKING_MESSAGES } from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** Errors of the booking page's routes (`/api/bookings/{token}/…`). */
export enum BookingErrorCode {
  /** No booking has this token (or it is not shaped like one): the same plain 404 either way. */
  NotFound = 'not_found',
  /** The booking waits for its payment: no ticket yet, no confirmation to resend. */
  PaymentPending = 'payment_pending',
  /** The booking failed (payment failed, dismissed, hold expired): never a ticket. */
  NotCompleted = 'not_completed',
  /** The booking was cancelled: its ticket is no longer valid. */
  Cancelled = 'cancelled',
  /** A correction that names no field. */
  NothingToCorrect = 'nothing_to_correct',
  /** The booking's personal data was erased: nothing is left to correct. */
  Erased = 'erased',
}

export const bookingError = defineDomainErrors<BookingErrorCode>({
  [BookingErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: BOOKING_MESSAGES.notFound },
  [BookingErrorCode.PaymentPending]: { kind: ErrorKind.Conflict, message: BOOKING_MESSAGES.ticketPending },
  [BookingErrorCode.NotCompleted]: { kind: ErrorKind.Conflict, message: BOOKING_MESSAGES.ticketFailed },
  [BookingErrorCode.Cancelled]: { kind: ErrorKind.Conflict, message: BOOKING_MESSAGES.cancelled },
  [BookingErrorCode.NothingToCorrect]: {
    kind: ErrorKind.Invalid,
    message: BOOKING_MESSAGES.nothingToCorrect,
  },
  [BookingErrorCode.Erased]: { kind: ErrorKind.Conflict, message: BOOKING_MESSAGES.erased },
});
