import {
  formatDateRange,
  formatInr,
  formatIndiaDateTime,
  type RegistrationReceipt,
} from '@foundation/shared';
import { buildIcs } from './ics.js';
import type { MailAttachment } from './mail-outbox.entity.js';

export interface MailMessage {
  dedupeKey: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: MailAttachment[];
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

/** The donor's thank-you with the amount. */
export function donationThankYouMail(donation: DonationForMail, foundationName: string): MailMessage {
  const greeting = donation.name ? `Dear ${donation.name},` : 'Dear friend,';
  const body = `Thank you for your ${donation.donationType} donation of ${formatInr(donation.amount)} to ${foundationName}. Your support keeps our programs going.`;
  const rows: [string, string][] = [
    ['Donation ID', donation.id],
    ['Date', formatIndiaDateTime(donation.completedAt)],
    ['Amount', formatInr(donation.amount)],
    ['Payment ID', donation.paymentId ?? 'N/A'],
  ];
  return {
    dedupeKey: `donation-thanks:${donation.id}`,
    recipient: donation.email,
    subject: `Thank you for your donation to ${foundationName}`,
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
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
