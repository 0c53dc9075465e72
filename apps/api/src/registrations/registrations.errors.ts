import {
  CANCELLATION_MESSAGES,
  EVENT_CANCELLATION_MESSAGES,
  GUARDIAN_MESSAGES,
  MESSAGES,
  renderApiText,
  type ApiText,
} from '@foundation/shared';
import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const REFUND_PENDING_MESSAGE =
  'Your payment arrived after your seats were released and they have been taken meanwhile. The payment will be refunded.';

/** The three ways a chosen ticket type can be wrong (one code, invalid_request, as for any bad field). */
export const TICKET_TYPE_MESSAGES = {
  choose: 'Choose a ticket type',
  unknown: 'Unknown ticket type for this event',
  none: 'This event has no ticket types',
} as const;

/** Errors of registering for an event and paying for it. */
export enum RegistrationErrorCode {
  /** The registration, or the event it is for, does not exist (or the access token does not match). */
  NotFound = 'not_found',
  RegistrationClosed = 'registration_closed',
  /** Staff cancelled the event: it takes no registration (409). */
  EventCancelled = 'event_cancelled',
  SoldOut = 'sold_out',
  /** Fewer seats are left than asked for; the message names the number (ticketsAvailableMessage). */
  NotEnoughTickets = 'not_enough_tickets',
  /** The ticket type is missing, not the event's, or given for an event without types (TICKET_TYPE_MESSAGES). */
  InvalidTicketType = 'invalid_request',
  NoPaymentExpected = 'no_payment_expected',
  PaymentMismatch = 'payment_mismatch',
  /** A late payment whose seats were taken meanwhile: the registration is failed and marked for refund. */
  RefundPending = 'refund_pending',
  /** One client address, e-mail or phone already holds the most unpaid seats allowed for the event. */
  HoldLimitPerHolder = 'hold_limit_per_holder',
  /** The event's unpaid holds would exceed their share of its unsold seats. */
  HoldShareExceeded = 'hold_share_exceeded',
  /** The event's cancellation deadline has passed: the message names it ("Cancellation closed at …"). */
  CancellationClosed = 'cancellation_closed',
  /** The event's rule does not let attendees cancel. */
  NotCancellable = 'not_cancellable',
  /** Only a completed (confirmed) booking can be cancelled. */
  NotConfirmed = 'not_confirmed',
  /** Staff asked for a refund where none is due (none owed, or one already requested or made). */
  NothingToRefund = 'nothing_to_refund',
  /** An event for children booked without a guardian's name or consent (GUARDIAN_MESSAGES, per field). */
  GuardianConsentRequired = 'guardian_consent_required',
}

/** Refusal of a hold beyond HOLD_MAX_PENDING_SEATS_PER_HOLDER (429); English words "ticket(s)" and "is/are". */
export const holdLimitText = (max: number, held: number): ApiText => ({
  key:
    max === 1
      ? held === 1
        ? 'holdLimitOne'
        : 'holdLimitOneHeldMany'
      : held === 1
        ? 'holdLimitHeldOne'
        : 'holdLimitMany',
  values: { max, held },
});
export const holdLimitMessage = (max: number, held: number) => renderApiText(holdLimitText(max, held), 'en');

/** Refusal of a hold beyond HOLD_MAX_SHARE_OF_SEATS_LEFT (409). */
export const holdShareText = (allowed: number): ApiText =>
  allowed > 0 ? { key: 'holdShareSome', values: { allowed } } : { key: 'holdShareNone' };
export const holdShareMessage = (allowed: number) => renderApiText(holdShareText(allowed), 'en');

export const registrationError = defineDomainErrors<RegistrationErrorCode>({
  [RegistrationErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: REGISTRATION_NOT_FOUND },
  [RegistrationErrorCode.RegistrationClosed]: {
    kind: ErrorKind.Conflict,
    message: MESSAGES.registrationClosed,
  },
  [RegistrationErrorCode.EventCancelled]: {
    kind: ErrorKind.Conflict,
    message: EVENT_CANCELLATION_MESSAGES.cancelled,
  },
  [RegistrationErrorCode.SoldOut]: { kind: ErrorKind.Conflict, message: MESSAGES.soldOut },
  [RegistrationErrorCode.NotEnoughTickets]: {
    kind: ErrorKind.Conflict,
    message: 'Not enough tickets available for this type.',
  },
  [RegistrationErrorCode.InvalidTicketType]: {
    kind: ErrorKind.Invalid,
    message: TICKET_TYPE_MESSAGES.unknown,
  },
  [RegistrationErrorCode.NoPaymentExpected]: {
    kind: ErrorKind.Conflict,
    message: 'This registration has no payment to confirm',
  },
  [RegistrationErrorCode.PaymentMismatch]: {
    kind: ErrorKind.Invalid,
    message: 'The payment does not belong to this registration',
  },
  [RegistrationErrorCode.RefundPending]: { kind: ErrorKind.Conflict, message: REFUND_PENDING_MESSAGE },
  [RegistrationErrorCode.HoldLimitPerHolder]: {
    kind: ErrorKind.TooManyRequests,
    message: holdLimitMessage(10, 10),
  },
  [RegistrationErrorCode.HoldShareExceeded]: { kind: ErrorKind.Conflict, message: holdShareMessage(0) },
  [RegistrationErrorCode.CancellationClosed]: {
    kind: ErrorKind.Conflict,
    message: 'Cancellation closed.',
  },
  [RegistrationErrorCode.NotCancellable]: {
    kind: ErrorKind.Conflict,
    message: CANCELLATION_MESSAGES.notCancellable,
  },
  [RegistrationErrorCode.NotConfirmed]: {
    kind: ErrorKind.Conflict,
    message: CANCELLATION_MESSAGES.notCompleted,
  },
  [RegistrationErrorCode.NothingToRefund]: {
    kind: ErrorKind.Conflict,
    message: CANCELLATION_MESSAGES.nothingToRefund,
  },
  [RegistrationErrorCode.GuardianConsentRequired]: {
    kind: ErrorKind.Invalid,
    message: GUARDIAN_MESSAGES.consentRequired,
  },
});
