import {
  formatDateRange,
  formatIndianLongDate,
  formatInr,
  formatIndiaDateTime,
  refundInWords,
  refundStatusSentence,
  type MailKind,
  type RecurringPeriod,
  type RegistrationReceipt,
} from '@foundation/shared';
import { buildIcs } from './ics.js';
import type { StoredMailAttachment } from './mail-outbox.entity.js';

export interface MailMessage {
  dedupeKey: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: StoredMailAttachment[];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function rowsToText(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

function rowsToHtml(rows: [string, string][]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${body}</table>`;
}

/** The receipt rows of docs/product.md §2: booking id, date, event, dates, location, attendee, payment, ticket type. */
export function receiptRows(receipt: RegistrationReceipt): [string, string][] {
  const rows: [string, string][] = [
    ['Booking ID', receipt.id],
    ['Date', formatIndiaDateTime(receipt.createdAt)],
    ['Event', receipt.event.title],
    ['Event dates', formatDateRange(receipt.event.startDate, receipt.event.endDate)],
    ['Location', receipt.event.location],
    ['Name', receipt.attendee.name],
    ['Email', receipt.attendee.email],
    ['Phone', receipt.attendee.phone],
    ['Address', receipt.attendee.address],
    ['Ticket type', receipt.ticketTypeName ?? 'N/A'],
    ['Number of tickets', String(receipt.numberOfTickets)],
  ];
  if (receipt.isPaid) {
    rows.push(
      ['Payment ID', receipt.paymentId ?? 'N/A'],
      ['Order ID', receipt.orderId ?? 'N/A'],
      ['Total Amount', formatInr(receipt.totalAmount)],
    );
  }
  return rows;
}

/** The attendee's confirmation: receipt in text and HTML, and the event as an .ics attachment. */
export function registrationReceiptMail(receipt: RegistrationReceipt, foundationName: string): MailMessage {
  const rows = receiptRows(receipt);
  const intro = `Thank you for registering. Your booking for ${receipt.event.title} is confirmed.`;
  const ics = buildIcs({
    uid: `${receipt.id}@registrations.foundation`,
    title: receipt.event.title,
    description: `Booking ID ${receipt.id}, ${receipt.numberOfTickets} ticket(s).`,
    location: receipt.event.location,
    startDate: receipt.event.startDate,
    endDate: receipt.event.endDate,
    organizerName: foundationName,
  });
  return {
    dedupeKey: `registration-receipt:${receipt.id}`,
    kind: 'registration-receipt',
    recipient: receipt.attendee.email,
    subject: `Booking confirmed: ${receipt.event.title}`,
    textBody: `${foundationName}\n\n${intro}\n\n${rowsToText(rows)}\n\nThe event is attached as a calendar file.\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}<p>The event is attached as a calendar file.</p></body></html>`,
    attachments: [
      { filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  };
}

export interface DonationForMail {
  id: string;
  amount: number;
  donationType: string;
  name: string | null;
  email: string;
  paymentId: string | null;
  completedAt: Date;
}

/** A recurring gift's charge, as its e-mail describes it. */
export interface RecurringChargeForMail {
  period: RecurringPeriod;
  /** 1 for the first charge (the gift was just set up). */
  chargeNumber: number;
  /** The day the next charge is due, `YYYY-MM-DD` in India, or null when none is due. */
  nextDueOn: string | null;
}

/** The receipt attached to a donation's e-mail. */
export interface ReceiptForMail {
  id: string;
  receiptNumber: string;
  is80G: boolean;
}

/** What the donor is told happened: a one-time gift is never called monthly or yearly. */
export function donationOutcomeText(amount: number, charge: RecurringChargeForMail | null): string {
  const rupees = formatInr(amount);
  if (!charge) return `Your gift of ${rupees} was received. Thank you.`;
  const next = charge.nextDueOn ? `; the next is due on ${formatIndianLongDate(charge.nextDueOn)}` : '';
  if (charge.chargeNumber <= 1) {
    return `Your ${charge.period} gift of ${rupees} is set up; the first ${rupees} was received today${next}.`;
  }
  return `Your ${charge.period} gift of ${rupees} continues: another ${rupees} was received today${next}.`;
}

/**
 * The donor's e-mail for a completed donation: what happened (one-time or a recurring gift's charge), the
 * receipt as a PDF attachment (rendered when the e-mail is sent) and the donor's own "My giving" link. Sent
 * once per donation (its dedupe key); `resend` makes another (staff re-sending the receipt).
 */
export function donationReceiptMail(
  donation: DonationForMail,
  details: {
    foundationName: string;
    charge: RecurringChargeForMail | null;
    receipt: ReceiptForMail | null;
    myGivingUrl: string;
    resend?: { key: string };
  },
): MailMessage {
  const { foundationName, charge, receipt, myGivingUrl } = details;
  const greeting = donation.name ? `Dear ${donation.name},` : 'Dear friend,';
  const outcome = donationOutcomeText(donation.amount, charge);
  const support = `Thank you for your support of ${foundationName}.`;
  const rows: [string, string][] = [
    ['Donation ID', donation.id],
    ['Date', formatIndiaDateTime(donation.completedAt)],
    ['Amount', formatInr(donation.amount)],
    ['Payment ID', donation.paymentId ?? 'N/A'],
  ];
  if (receipt) rows.push(['Receipt number', receipt.receiptNumber]);
  const receiptNote = !receipt
    ? ''
    : receipt.is80G
      ? 'Your 80G receipt is attached.'
      : 'Your donation receipt is attached. It is not an 80G receipt: add your PAN and address on your My giving page to receive one.';
  const linkNote = charge
    ? 'See your gifts, download your receipts and manage or cancel your recurring gift on your My giving page:'
    : 'See your gifts and download your receipts on your My giving page:';
  const text = [greeting, outcome, support, rowsToText(rows), receiptNote, `${linkNote}\n${myGivingUrl}`]
    .filter((part) => part !== '')
    .join('\n\n');
  const html =
    `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p>` +
    `<p>${escapeHtml(outcome)}</p><p>${escapeHtml(support)}</p>${rowsToHtml(rows)}` +
    (receiptNote ? `<p>${escapeHtml(receiptNote)}</p>` : '') +
    `<p>${escapeHtml(linkNote)} <a href="${escapeHtml(myGivingUrl)}">My giving</a></p></body></html>`;
  return {
    dedupeKey: details.resend
      ? `donation-receipt-resend:${donation.id}:${details.resend.key}`
      : `donation-thanks:${donation.id}`,
    kind: 'donation-thanks',
    recipient: donation.email,
    subject: `Thank you for your donation to ${foundationName}`,
    textBody: `${text}\n`,
    htmlBody: html,
    attachments: receipt
      ? [
          {
            filename: `receipt-${receipt.receiptNumber.replace(/\//g, '-')}.pdf`,
            contentType: 'application/pdf',
            source: { kind: RECEIPT_PDF_ATTACHMENT, id: receipt.id },
          },
        ]
      : [],
  };
}

/** The kind of deferred attachment that is a receipt's PDF (its id is the receipt's id). */
export const RECEIPT_PDF_ATTACHMENT = 'receipt-pdf';

const RECEIPTS_STAY = 'Your receipts stay on your My giving page:';

/** A recurring gift as its cancellation e-mail tells it. */
export interface RecurringGiftForMail {
  id: string;
  period: 'monthly' | 'yearly';
  amount: number;
  name: string | null;
  email: string;
  chargesCount: number;
  cancelledAt: Date;
  cancelledBy: 'donor' | 'staff';
}

/** Confirms that a monthly or yearly gift was cancelled and that nothing more will be charged. */
export function recurringGiftCancelledMail(
  gift: RecurringGiftForMail,
  foundationName: string,
  /** The donor's My giving link (receipts stay there). */
  myGivingUrl: string,
): MailMessage {
  const greeting = gift.name ? `Dear ${gift.name},` : 'Dear friend,';
  const who = gift.cancelledBy === 'donor' ? 'as you asked' : `by ${foundationName}`;
  const thanks =
    gift.chargesCount === 0
      ? 'Thank you for thinking of us.'
      : `Thank you for the ${gift.chargesCount === 1 ? 'gift' : `${gift.chargesCount} gifts`} you made.`;
  const body = `Your ${gift.period} gift of ${formatInr(gift.amount)} to ${foundationName} has been cancelled ${who}. Nothing more will be charged. ${thanks}`;
  const rows: [string, string][] = [
    ['Recurring gift ID', gift.id],
    ['Cancelled', formatIndiaDateTime(gift.cancelledAt)],
    ['Amount', `${formatInr(gift.amount)} ${gift.period === 'monthly' ? 'a month' : 'a year'}`],
    ['Gifts received', String(gift.chargesCount)],
  ];
  return {
    dedupeKey: `recurring-gift-cancelled:${gift.id}`,
    kind: 'recurring-gift-cancelled',
    recipient: gift.email,
    subject: `Your ${gift.period} gift to ${foundationName} is cancelled`,
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n\n${RECEIPTS_STAY}\n${myGivingUrl}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}<p>${escapeHtml(RECEIPTS_STAY)} <a href="${escapeHtml(myGivingUrl)}">My giving</a></p></body></html>`,
    attachments: [],
  };
}

/**
 * The attendee's confirmation with the link to their booking page (`{SITE_URL}/bookings/{token}`), where
 * they print the receipt, download the ticket, add the event to a calendar or have this e-mail sent again.
 * `bookingUrl` null: the plain confirmation (a booking made before links existed). `dedupeKey` defaults to
 * the one confirmation per booking; a resend passes its own.
 */
export function bookingConfirmationMail(
  receipt: RegistrationReceipt,
  foundationName: string,
  bookingUrl: string | null,
  dedupeKey?: string,
): MailMessage {
  const mail = registrationReceiptMail(receipt, foundationName);
  if (dedupeKey) mail.dedupeKey = dedupeKey;
  if (!bookingUrl) return mail;
  const text = `Manage your booking (receipt, ticket, calendar): ${bookingUrl}\nKeep this link to yourself: anyone who has it can see your booking.`;
  const html = `<p><a href="${escapeHtml(bookingUrl)}">Manage your booking</a>: print the receipt, download your ticket, add the event to your calendar.</p><p>Keep this link to yourself: anyone who has it can see your booking.</p>`;
  mail.textBody = mail.textBody.replace(/\n$/, `\n\n${text}\n`);
  mail.htmlBody = mail.htmlBody.replace('</body>', `${html}</body>`);
  return mail;
}

/** A volunteer application as its two e-mails tell it (every field plain text, escaped in the HTML). */
export interface VolunteerApplicationForMail {
  id: string;
  name: string;
  email: string;
  phone: string;
  city: string;
  roleTitle: string;
  availability: string;
  message: string;
  createdAt: Date;
}

function volunteerApplicationRows(application: VolunteerApplicationForMail): [string, string][] {
  return [
    ['Role', application.roleTitle],
    ['Name', application.name],
    ['E-mail', application.email],
    ['Phone', application.phone],
    ['City', application.city],
    ['Availability', application.availability],
    ['Message', application.message || '-'],
    ['Received', formatIndiaDateTime(application.createdAt)],
  ];
}

/** Tells the staff that someone applied to volunteer; replying goes to the applicant. */
export function volunteerApplicationStaffMail(
  application: VolunteerApplicationForMail,
  staffAddress: string,
): MailMessage {
  const intro = `${application.name} applied to volunteer as ${application.roleTitle}. The application is in the admin panel under Volunteer applications.`;
  const rows = volunteerApplicationRows(application);
  return {
    dedupeKey: `volunteer-application-staff:${application.id}`,
    kind: 'volunteer-application-staff',
    recipient: staffAddress,
    subject: `Volunteer application: ${application.roleTitle} (${application.name})`,
    textBody: `${intro}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html><body><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/** Thanks the applicant and repeats what they sent. */
export function volunteerApplicationReceivedMail(
  application: VolunteerApplicationForMail,
  foundationName: string,
): MailMessage {
  const greeting = `Dear ${application.name},`;
  const body = `Thank you for offering your time to ${foundationName} as ${application.roleTitle}. We have received your application and will be in touch soon.`;
  const rows = volunteerApplicationRows(application);
  return {
    dedupeKey: `volunteer-application-received:${application.id}`,
    kind: 'volunteer-application-received',
    recipient: application.email,
    subject: `Your volunteer application to ${foundationName}`,
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/** A cancelled booking as its e-mail tells it. */
export interface CancelledBookingForMail {
  receipt: RegistrationReceipt;
  cancelledAt: Date;
  cancelledBy: 'attendee' | 'staff';
  /** Whole paise paid and refunded (0 and 0 for a free booking). */
  amountPaise: number;
  refundPaise: number;
  /** The booking page (null for a booking made before booking links existed). */
  bookingUrl: string | null;
}

/** Confirms a cancellation and says exactly what comes back; the refund's own e-mails follow it. */
export function bookingCancelledMail(booking: CancelledBookingForMail, foundationName: string): MailMessage {
  const { receipt } = booking;
  const who = booking.cancelledBy === 'attendee' ? 'as you asked' : `by ${foundationName}`;
  let money = '';
  if (booking.amountPaise > 0) {
    money =
      booking.refundPaise > 0
        ? ` You get ${refundInWords(booking.refundPaise, booking.amountPaise)} back: we have asked for the refund to the card or account you paid with, and we will e-mail you when it is made.`
        : ` Nothing of the ${formatInr(booking.amountPaise / 100)} paid is refunded.`;
  }
  const body = `Your booking for ${receipt.event.title} (${formatDateRange(receipt.event.startDate, receipt.event.endDate)}) has been cancelled ${who}. Its ticket is no longer valid.${money}`;
  const rows: [string, string][] = [
    ['Booking ID', receipt.id],
    ['Cancelled', formatIndiaDateTime(booking.cancelledAt)],
    ['Event', receipt.event.title],
    ['Number of tickets', String(receipt.numberOfTickets)],
  ];
  if (booking.amountPaise > 0) {
    rows.push(['Amount paid', formatInr(booking.amountPaise / 100)]);
    rows.push([
      'Refund',
      booking.refundPaise > 0 ? refundInWords(booking.refundPaise, booking.amountPaise) : 'None',
    ]);
  }
  const link = booking.bookingUrl ? `\n\nYour booking page: ${booking.bookingUrl}` : '';
  const linkHtml = booking.bookingUrl
    ? `<p><a href="${escapeHtml(booking.bookingUrl)}">Your booking page</a></p>`
    : '';
  return {
    dedupeKey: `booking-cancelled:${receipt.id}`,
    kind: 'booking-cancelled',
    recipient: receipt.attendee.email,
    subject: `Booking cancelled: ${receipt.event.title}`,
    textBody: `${foundationName}\n\n${body}\n\n${rowsToText(rows)}${link}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}${linkHtml}</body></html>`,
    attachments: [],
  };
}

/** A booking's refund as its e-mails tell it (one per state it reaches). */
export interface BookingRefundForMail {
  refundId: string;
  /** The attempt: a retried refund e-mails its new request and outcome again. */
  attempts: number;
  status: 'pending' | 'processed' | 'failed';
  refundPaise: number;
  amountPaise: number;
  bookingId: string;
  eventTitle: string;
  name: string;
  email: string;
  bookingUrl: string | null;
}

/** Tells the attendee a refund was requested, made, or failed (then staff retry it), exact about amounts. */
export function bookingRefundMail(refund: BookingRefundForMail, foundationName: string): MailMessage {
  const inWords = refundInWords(refund.refundPaise, refund.amountPaise);
  const greeting = `Dear ${refund.name},`;
  const body = `${refundStatusSentence({ status: refund.status, inWords })} (Booking ${refund.bookingId}, ${refund.eventTitle}.)`;
  const subjects = {
    pending: `Refund requested: ${formatInr(refund.refundPaise / 100)} for ${refund.eventTitle}`,
    processed: `Refund made: ${formatInr(refund.refundPaise / 100)} for ${refund.eventTitle}`,
    failed: `Refund delayed: ${formatInr(refund.refundPaise / 100)} for ${refund.eventTitle}`,
  };
  const link = refund.bookingUrl ? `\n\nYour booking page: ${refund.bookingUrl}` : '';
  const linkHtml = refund.bookingUrl
    ? `<p><a href="${escapeHtml(refund.bookingUrl)}">Your booking page</a></p>`
    : '';
  return {
    dedupeKey: `booking-refund:${refund.refundId}:${refund.attempts}:${refund.status}`,
    kind: 'booking-refund',
    recipient: refund.email,
    subject: subjects[refund.status],
    textBody: `${foundationName}\n\n${greeting}\n\n${body}${link}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${linkHtml}</body></html>`,
    attachments: [],
  };
}

/** A waiting-list entry as its e-mails tell it (every field plain text, escaped in the HTML). */
export interface WaitlistEntryForMail {
  id: string;
  name: string;
  email: string;
  eventTitle: string;
  eventStartDate: string;
  eventEndDate: string;
  ticketTypeName: string;
  numberOfTickets: number;
}

function waitlistRows(entry: WaitlistEntryForMail): [string, string][] {
  return [
    ['Event', entry.eventTitle],
    ['Dates', formatDateRange(entry.eventStartDate, entry.eventEndDate)],
    ['Ticket type', entry.ticketTypeName],
    ['Tickets', String(entry.numberOfTickets)],
  ];
}

/** Confirms a place on the waiting list and says what happens next. */
export function waitlistJoinedMail(
  entry: WaitlistEntryForMail,
  position: number,
  foundationName: string,
  offerHours: number,
): MailMessage {
  const greeting = `Dear ${entry.name},`;
  const body = `You are on the waiting list for ${entry.eventTitle} (number ${position} in line). When seats free up we e-mail you an offer: the seats are then held for you for ${offerHours} hours, and you confirm them from the link in that e-mail. Nothing is booked or charged until you do.`;
  const rows = waitlistRows(entry);
  return {
    dedupeKey: `waitlist-joined:${entry.id}`,
    kind: 'waitlist-joined',
    recipient: entry.email,
    subject: `You are on the waiting list: ${entry.eventTitle}`,
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/**
 * The offer: seats are held until `expiresAt`; the secret link opens the page where the person confirms
 * (free) or pays (paid). One per offer (`offerId` changes with each offer made to the entry).
 */
export function waitlistOfferMail(
  entry: WaitlistEntryForMail,
  offerUrl: string,
  expiresAt: Date,
  foundationName: string,
  offerId: string,
): MailMessage {
  const greeting = `Dear ${entry.name},`;
  const body = `Seats have freed up for ${entry.eventTitle} and we are holding ${entry.numberOfTickets} for you until ${formatIndiaDateTime(expiresAt)} (India time). Confirm them from this link before then; afterwards they pass to the next person in line.`;
  const keep = 'Keep this link to yourself: anyone who has it can take these seats.';
  const rows = waitlistRows(entry);
  return {
    dedupeKey: `waitlist-offer:${offerId}`,
    kind: 'waitlist-offer',
    recipient: entry.email,
    subject: `Seats are held for you: ${entry.eventTitle}`,
    textBody: `${greeting}\n\n${body}\n\nConfirm your seats: ${offerUrl}\n${keep}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(offerUrl)}">Confirm your seats</a></p><p>${escapeHtml(keep)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}
