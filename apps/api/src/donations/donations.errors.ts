import { defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

export const DONATION_NOT_FOUND = 'Donation not found';

/** Errors of donating. */
export enum DonationErrorCode {
  /** No such donation, or the access token does not match. */
  NotFound = 'not_found',
  /** The amount is above the configured maximum; the message names it (invalid_request, as any bad field). */
  AmountTooLarge = 'invalid_request',
  NoPaymentExpected = 'no_payment_expected',
  PaymentMismatch = 'payment_mismatch',
}

export const donationError = defineDomainErrors<DonationErrorCode>({
  [DonationErrorCode.NotFound]: { kind: ErrorKind.NotFound, message: DONATION_NOT_FOUND },
  [DonationErrorCode.AmountTooLarge]: { kind: ErrorKind.Invalid, message: 'amount is too large' },
  [DonationErrorCode.NoPaymentExpected]: {
    kind: ErrorKind.Conflict,
    message: 'This donation has no payment to confirm',
  },
  [DonationErrorCode.PaymentMismatch]: {
    kind: ErrorKind.Invalid,
    message: 'The payment does not belong to this donation',
  },
});
