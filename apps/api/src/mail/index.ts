// The public surface of mail/: what other domains may import (tools/lint/api-domains.mjs says which may).
export {
  TICKET_PDF_ATTACHMENT,
  eventCancelledMail,
  eventChangedMail,
  eventMessageMail,
  eventMessageStaffCopy,
  eventReminderMail,
  plainTextToHtml,
} from './event-mail-templates.js';
export { buildIcs } from './ics.js';
export {
  CERTIFICATE_PDF_ATTACHMENT,
  RECEIPT_PDF_ATTACHMENT,
  bookingCancelledMail,
  bookingConfirmationMail,
  bookingRefundMail,
  donationCertificateMail,
  donationReceiptMail,
  escapeHtml,
  langAttribute,
  receiptCancelledMail,
  recurringGiftCancelledMail,
  recurringGiftDebitFailedMail,
  staffInviteMail,
  volunteerApplicationReceivedMail,
  volunteerApplicationStaffMail,
  waitlistJoinedMail,
  waitlistOfferMail,
} from './mail-templates.js';
export type { MailMessage, RecurringChargeForMail, WaitlistEntryForMail } from './mail-templates.js';
export { MAIL_TEXTS } from './mail-texts.js';
export { MailService } from './mail.service.js';
