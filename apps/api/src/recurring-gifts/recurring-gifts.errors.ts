import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

export const RECURRING_GIFT_NOT_FOUND = 'Recurring gift not found';

/** Errors of recurring gifts. */
export enum RecurringGiftErrorCode {
  /** No such gift, or the access token does not match. */
  NotFound = 'not_found',
  /** The authorisation names another subscription than the gift's. */
  PaymentMismatch = 'payment_mismatch',
  /** The gift has no subscription to authorise (its creation failed). */
  NoPaymentExpected = 'no_payment_expected',
  /** Checkout authorised the gift already, with another first payment. */
  AlreadyAuthorised = 'already_authorised',
  /** The e-mailed link to set a stopped gift up again: unknown key, or the gift is no longer stopped. */
  RenewalInvalid = 'renewal_invalid',
}

export const recurringGiftError = defineDomainErrors<RecurringGiftErrorCode>({
  [RecurringGiftErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: RECURRING_GIFT_NOT_FOUND },
  [RecurringGiftErrorCode.PaymentMismatch]: {
    kind: ErrorKind.Invalid,
    message: 'The authorisation does not belong to this recurring gift',
  },
  [RecurringGiftErrorCode.NoPaymentExpected]: {
    kind: ErrorKind.Conflict,
    message: 'This recurring gift has no subscription to authorise',
  },
  [RecurringGiftErrorCode.RenewalInvalid]: {
    kind: ErrorKind.Conflict,
    message: 'This link to set your gift up again is no longer valid. You can start a new gift on this page.',
  },
  [RecurringGiftErrorCode.AlreadyAuthorised]: {
    kind: ErrorKind.Conflict,
    message: 'This recurring gift has already been authorised',
  },
});
