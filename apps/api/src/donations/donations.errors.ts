import { DONATION_PROJECT_MESSAGES } from '@foundation/shared';
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
  /** No receipt yet (the donation is not completed): nothing to download. */
  NoReceipt = 'receipt_not_found',
  NoReceiptToSend = 'no_receipt',
  NoEmail = 'no_email',
  /** Form 10BD needs the foundation's 80G registration (FOUNDATION_* settings). */
  No80gApproval = 'no_80g_approval',
  /** `projectId` names no active donation project. */
  ProjectUnavailable = 'project_unavailable',
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
  [DonationErrorCode.NoReceipt]: { kind: ErrorKind.NotFound, message: 'This donation has no receipt yet' },
  [DonationErrorCode.NoReceiptToSend]: {
    kind: ErrorKind.Conflict,
    message: 'This donation has no receipt yet: it is sent when the donation completes',
  },
  [DonationErrorCode.NoEmail]: {
    kind: ErrorKind.Conflict,
    message: 'The donor gave no e-mail address: download the receipt instead',
  },
  [DonationErrorCode.ProjectUnavailable]: {
    kind: ErrorKind.Invalid,
    message: DONATION_PROJECT_MESSAGES.unavailable,
  },
  [DonationErrorCode.No80gApproval]: {
    kind: ErrorKind.Conflict,
    message: 'Form 10BD needs the foundation’s 80G registration: set the FOUNDATION_* settings',
  },
});
