/**
 * The mail outbox as the admin panel sees it: every e-mail the product queued, its delivery state, and the
 * kinds of e-mail there are.
 */

/** What an e-mail is for; each kind is queued by one place in the API. */
export type MailKind =
  | 'registration-receipt'
  | 'donation-thanks'
  | 'recurring-gift-cancelled'
  | 'recurring-gift-debit-failed'
  | 'donation-certificate'
  | 'volunteer-application-staff'
  | 'volunteer-application-received'
  | 'booking-cancelled'
  | 'booking-refund'
  | 'waitlist-joined'
  | 'waitlist-offer'
  | 'event-reminder'
  | 'event-message'
  | 'staff-invite'
  | 'receipt-cancelled'
  | 'event-cancelled'
  | 'event-changed'
  | 'newsletter';
export const MAIL_KINDS: readonly MailKind[] = [
  'registration-receipt',
  'donation-thanks',
  'recurring-gift-cancelled',
  'recurring-gift-debit-failed',
  'donation-certificate',
  'volunteer-application-staff',
  'volunteer-application-received',
  'booking-cancelled',
  'booking-refund',
  'waitlist-joined',
  'waitlist-offer',
  'event-reminder',
  'event-message',
  'staff-invite',
  'receipt-cancelled',
  'event-cancelled',
  'event-changed',
  'newsletter',
];
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'registration-receipt': 'Registration receipt',
  'donation-thanks': 'Donation receipt',
  'recurring-gift-cancelled': 'Recurring gift cancelled',
  'recurring-gift-debit-failed': 'Recurring gift debit failed',
  'donation-certificate': 'Certificate of donation',
  'volunteer-application-staff': 'Volunteer application (to staff)',
  'volunteer-application-received': 'Volunteer application received',
  'booking-cancelled': 'Booking cancelled',
  'booking-refund': 'Booking refund',
  'waitlist-joined': 'Waiting list joined',
  'waitlist-offer': 'Waiting-list offer',
  'event-reminder': 'Event reminder',
  'event-message': 'Message to attendees',
  'staff-invite': 'Staff invitation',
  'receipt-cancelled': 'Receipt cancelled',
  'event-cancelled': 'Event cancelled',
  'event-changed': 'Event changed',
  newsletter: 'Newsletter',
};

/** pending: waiting for its (next) attempt; sent: accepted by the mail server; failed: given up. */
export type MailStatus = 'pending' | 'sent' | 'failed';
export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'failed'];

/** One queued e-mail in `GET /api/admin/mail-outbox` (never its body or attachments). */
export interface AdminOutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  kind: MailKind;
  status: MailStatus;
  /** Attempts made so far. */
  attempts: number;
  /** The mail server's answer to the last failed attempt; null once sent. */
  lastError: string | null;
  /** When a pending message is tried next. */
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
  /** The message this one is a copy of, when staff sent it again. */
  resendOf: string | null;
}
