import { DONATION_PROJECT_MESSAGES, FCRA_MESSAGES, PRE_ARN_MESSAGES } from '@foundation/shared';
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
  /** The statement of donations needs the foundation's approval under the year's regime (FOUNDATION_* settings). */
  No80gApproval = 'no_80g_approval',
  /** form-10bd.csv of a year under the Income-tax Act, 2025: its statement is Form 113 (statement.csv). */
  WrongStatementForm = 'wrong_statement_form',
  /** An offline gift's day of receipt is in the future (India). */
  ReceivedInFuture = 'received_in_future',
  /** An offline gift's day is before the current year, or the previous one once its statement was due. */
  ReceivedTooLongAgo = 'received_too_long_ago',
  /** A cheque's, transfer's or kind's particulars given for another mode. */
  ModeDetailsMismatch = 'mode_details_mismatch',
  /** `sendReceipt` without an e-mail address to send it to. */
  SendReceiptWithoutEmail = 'send_receipt_without_email',
  /** A receipt of a year whose statement of donations is already due cannot be cancelled here. */
  ReceiptYearClosed = 'receipt_year_closed',
  /** A refund of a gift received offline: no online payment to give back (staff cancel its receipt). */
  RefundOffline = 'refund_offline',
  /** A refund of a gift that was never paid (pending or failed). */
  NotRefundable = 'not_refundable',
  /** The gift's refund was already requested or made: a second one is never asked. */
  AlreadyRefunded = 'already_refunded',
  /** A refund of a gift of a year whose statement of donations is already due. */
  RefundYearClosed = 'refund_year_closed',
  /** A correction of a receipt that is cancelled (or a donation without a valid receipt). */
  ReceiptNotValid = 'receipt_not_valid',
  /** A correction that changes nothing on the receipt. */
  NothingToCorrect = 'nothing_to_correct',
  /** A correction that would print a PAN without the donor's address. */
  CorrectionNeedsAddress = 'correction_needs_address',
  /** A correction of a refunded gift (or one whose refund is on its way). */
  RefundedNotCorrected = 'refunded_not_corrected',
  /** `projectId` names no active donation project. */
  ProjectUnavailable = 'project_unavailable',
  /** A foreign source's gift, and the foundation has no FCRA account configured (docs/fcra-and-recurring.md). */
  ForeignContributionRefused = 'foreign_contribution_refused',
  /** A foreign source's gift can be taken on the FCRA account once, not as a subscription. */
  ForeignRecurringRefused = 'foreign_recurring_refused',
  /** Pasted pre-acknowledgement numbers: none, too many, or a line that is not one (the message names it). */
  PreArnsInvalid = 'invalid_pre_arns',
  /** Pasted pre-acknowledgement numbers already added for another tax year. */
  PreArnsOtherYear = 'pre_arns_other_year',
}

export const donationError = defineDomainErrors<DonationErrorCode>({
  [DonationErrorCode.PreArnsInvalid]: { kind: ErrorKind.Invalid, message: PRE_ARN_MESSAGES.empty },
  [DonationErrorCode.PreArnsOtherYear]: { kind: ErrorKind.Conflict, message: PRE_ARN_MESSAGES.taken(1) },
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
  [DonationErrorCode.ReceivedInFuture]: {
    kind: ErrorKind.Invalid,
    message: 'receivedOn must not be in the future (India time)',
  },
  [DonationErrorCode.ReceivedTooLongAgo]: {
    kind: ErrorKind.Invalid,
    message:
      'receivedOn must be in the current tax year, or the previous one until its statement is due on 31 May',
  },
  [DonationErrorCode.ModeDetailsMismatch]: {
    kind: ErrorKind.Invalid,
    message:
      'Give only the particulars of the gift’s mode: cheque for a cheque, reference for a transfer or UPI, kind for a gift in kind',
  },
  [DonationErrorCode.SendReceiptWithoutEmail]: {
    kind: ErrorKind.Invalid,
    message: 'sendReceipt needs the donor’s email',
  },
  [DonationErrorCode.ReceiptYearClosed]: {
    kind: ErrorKind.Conflict,
    message:
      'This receipt’s year has closed: its statement of donations was due on 31 May. Correct it on the income-tax portal (a correction statement), not here',
  },
  [DonationErrorCode.RefundOffline]: {
    kind: ErrorKind.Conflict,
    message:
      'This gift was received offline: there is no online payment to refund. Give the money back by hand and cancel its receipt with the reason',
  },
  [DonationErrorCode.NotRefundable]: {
    kind: ErrorKind.Conflict,
    message: 'Only a completed gift paid online can be refunded: this one was never paid',
  },
  [DonationErrorCode.AlreadyRefunded]: {
    kind: ErrorKind.Conflict,
    message: 'This gift’s refund has already been requested: it is never refunded twice',
  },
  [DonationErrorCode.RefundYearClosed]: {
    kind: ErrorKind.Conflict,
    message:
      'This gift’s year has closed: its statement of donations was due on 31 May, so its receipt can no longer be cancelled here. Correct it on the income-tax portal (a correction statement) before refunding',
  },
  [DonationErrorCode.ReceiptNotValid]: {
    kind: ErrorKind.Conflict,
    message: 'This donation has no valid receipt to correct: its receipt is cancelled',
  },
  [DonationErrorCode.NothingToCorrect]: {
    kind: ErrorKind.Invalid,
    message: 'Nothing to correct: give a name, PAN or address that differs from the receipt',
  },
  [DonationErrorCode.CorrectionNeedsAddress]: {
    kind: ErrorKind.Invalid,
    message: 'address is required with a PAN: the receipt prints both',
  },
  [DonationErrorCode.RefundedNotCorrected]: {
    kind: ErrorKind.Conflict,
    message: 'This gift is refunded (or its refund is on its way): its receipt is cancelled, not corrected',
  },
  [DonationErrorCode.ProjectUnavailable]: {
    kind: ErrorKind.Invalid,
    message: DONATION_PROJECT_MESSAGES.unavailable,
  },
  [DonationErrorCode.ForeignContributionRefused]: {
    kind: ErrorKind.Unprocessable,
    message: FCRA_MESSAGES.foreignRefused,
  },
  [DonationErrorCode.ForeignRecurringRefused]: {
    kind: ErrorKind.Unprocessable,
    message: FCRA_MESSAGES.foreignRecurringRefused,
  },
  [DonationErrorCode.No80gApproval]: {
    kind: ErrorKind.Conflict,
    message:
      'The statement of donations needs the foundation’s approval under the year’s tax regime: set the FOUNDATION_* settings',
  },
  [DonationErrorCode.WrongStatementForm]: {
    kind: ErrorKind.Invalid,
    message: 'Form 10BD is the statement of years up to 2025-26: use statement.csv for this year',
  },
});
