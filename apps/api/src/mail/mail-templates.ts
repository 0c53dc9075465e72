import {
  DEFAULT_LOCALE,
  formatDateRange,
  formatIndianLongDate,
  formatInr,
  formatIndiaDateTime,
  indiaCalendarDate,
  type Locale,
  type MailKind,
  type RecurringPeriod,
  type RegistrationReceipt,
  type TaxRegimeId,
  taxRegimeById,
} from '@foundation/shared';
import { buildIcs } from './ics.js';
import { MAIL_TEXTS, refundInWordsIn, type MailTexts } from './mail-texts.js';
import type { StoredMailAttachment } from './mail-outbox.entity.js';

export interface MailMessage {
  dedupeKey: string;
  kind: MailKind;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: StoredMailAttachment[];
  /**
   * A newsletter or other non-essential e-mail: the one-click unsubscribe address it is sent with
   * (`List-Unsubscribe` and `List-Unsubscribe-Post`, RFC 8058). Absent on the e-mails a booking or a gift needs.
   */
  listUnsubscribe?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function rowsToText(rows: [string, string][]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export function rowsToHtml(rows: [string, string][]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${body}</table>`;
}

/**
 * The `lang` of a visitor's e-mail: none on English ones (they stay exactly as they were), `hi` on Hindi
 * ones so that mail clients and screen readers pick the right voice and fonts.
 */
export function langAttribute(locale: Locale): string {
  return locale === 'en' ? '' : ` lang="${locale}"`;
}

/** The link to the booking page closing a cancellation or refund e-mail (none for an old booking). */
function bookingPageLink(bookingUrl: string | null, t: MailTexts): { link: string; linkHtml: string } {
  if (!bookingUrl) return { link: '', linkHtml: '' };
  return {
    link: `\n\n${t.bookingPage}: ${bookingUrl}`,
    linkHtml: `<p><a href="${escapeHtml(bookingUrl)}">${escapeHtml(t.bookingPage)}</a></p>`,
  };
}

// The staff-written texts a template prints (event titles, locations, ticket type and role names) arrive
// already in the record's language, chosen once where the document's data is built (`bookingTexts` for a
// booking, the waiting list's `entryTexts`, the volunteer service's role title); templates translate only
// their own sentences, from MAIL_TEXTS.

/** The receipt rows of docs/product.md §2: booking id, date, event, dates, location, attendee, payment, ticket type. */
export function receiptRows(
  receipt: RegistrationReceipt,
  locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  const t = MAIL_TEXTS[locale];
  const rows: [string, string][] = [
    [t.label.bookingId, receipt.id],
    [t.label.date, formatIndiaDateTime(receipt.createdAt, locale)],
    [t.label.event, receipt.event.title],
    [t.label.eventDates, formatDateRange(receipt.event.startDate, receipt.event.endDate, locale)],
    [t.label.location, receipt.event.location],
    [t.label.name, receipt.attendee.name],
    [t.label.email, receipt.attendee.email],
    [t.label.phone, receipt.attendee.phone],
    [t.label.address, receipt.attendee.address],
    [t.label.ticketType, receipt.ticketTypeName ?? t.notApplicable],
    [t.label.numberOfTickets, String(receipt.numberOfTickets)],
  ];
  if (receipt.isPaid) {
    rows.push(
      [t.label.paymentId, receipt.paymentId ?? t.notApplicable],
      [t.label.orderId, receipt.orderId ?? t.notApplicable],
      [t.label.totalAmount, formatInr(receipt.totalAmount, locale)],
    );
  }
  return rows;
}

/** The attendee's confirmation: receipt in text and HTML, and the event as an .ics attachment. */
export function registrationReceiptMail(
  receipt: RegistrationReceipt,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = receipt.event.title;
  const rows = receiptRows(receipt, locale);
  const intro = t.booking.intro(title);
  const ics = buildIcs({
    uid: `${receipt.id}@registrations.foundation`,
    title,
    description: t.booking.icsDescription(receipt.id, receipt.numberOfTickets),
    location: receipt.event.location,
    startDate: receipt.event.startDate,
    endDate: receipt.event.endDate,
    organizerName: foundationName,
  });
  return {
    dedupeKey: `registration-receipt:${receipt.id}`,
    kind: 'registration-receipt',
    recipient: receipt.attendee.email,
    subject: t.booking.subject(title),
    textBody: `${foundationName}\n\n${intro}\n\n${rowsToText(rows)}\n\n${t.booking.calendarNote}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(intro)}</p>${rowsToHtml(rows)}<p>${escapeHtml(t.booking.calendarNote)}</p></body></html>`,
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
  /** The regime of the gift's date: the e-mail names its section and act. */
  taxRegime: TaxRegimeId;
}

/** What the donor is told happened: a one-time gift is never called monthly or yearly. */
export function donationOutcomeText(
  amount: number,
  charge: RecurringChargeForMail | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = MAIL_TEXTS[locale].donation;
  const rupees = formatInr(amount, locale);
  if (!charge) return t.received(rupees);
  const next = charge.nextDueOn ? t.nextDue(formatIndianLongDate(charge.nextDueOn, locale) as string) : '';
  if (charge.chargeNumber <= 1) return t.recurringStarted(charge.period, rupees, next);
  return t.recurringContinues(charge.period, rupees, next);
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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { foundationName, charge, receipt, myGivingUrl } = details;
  const t = MAIL_TEXTS[locale];
  const greeting = donation.name ? t.dearName(donation.name) : t.dearFriend;
  const outcome = donationOutcomeText(donation.amount, charge, locale);
  const support = t.donation.support(foundationName);
  const rows: [string, string][] = [
    [t.label.donationId, donation.id],
    [t.label.date, formatIndiaDateTime(donation.completedAt, locale)],
    [t.label.amount, formatInr(donation.amount, locale)],
    [t.label.paymentId, donation.paymentId ?? t.notApplicable],
  ];
  if (receipt) rows.push([t.label.receiptNumber, receipt.receiptNumber]);
  const regime = receipt ? taxRegimeById(receipt.taxRegime) : undefined;
  const receiptNote =
    !receipt || !regime
      ? ''
      : receipt.is80G
        ? t.donation.receiptDeductible(regime)
        : t.donation.receiptNotDeductible(regime);
  const linkNote = charge ? t.donation.linkRecurring : t.donation.linkOneTime;
  const text = [greeting, outcome, support, rowsToText(rows), receiptNote, `${linkNote}\n${myGivingUrl}`]
    .filter((part) => part !== '')
    .join('\n\n');
  const html =
    `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p>` +
    `<p>${escapeHtml(outcome)}</p><p>${escapeHtml(support)}</p>${rowsToHtml(rows)}` +
    (receiptNote ? `<p>${escapeHtml(receiptNote)}</p>` : '') +
    `<p>${escapeHtml(linkNote)} <a href="${escapeHtml(myGivingUrl)}">${escapeHtml(t.donation.myGiving)}</a></p></body></html>`;
  return {
    dedupeKey: details.resend
      ? `donation-receipt-resend:${donation.id}:${details.resend.key}`
      : `donation-thanks:${donation.id}`,
    kind: 'donation-thanks',
    recipient: donation.email,
    subject: t.donation.subject(foundationName),
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

/**
 * The donor's e-mail that a receipt was cancelled (its number stays used), with the cancelled receipt's PDF.
 * Sent once per receipt.
 */
export function receiptCancelledMail(
  donor: { name: string | null; email: string },
  receipt: { id: string; receiptNumber: string; cancelledAt: Date; reason: string },
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const greeting = donor.name ? t.dearName(donor.name) : t.dearFriend;
  const date = formatIndianLongDate(indiaCalendarDate(receipt.cancelledAt), locale) ?? '';
  const body = t.receiptCancelled.body(receipt.receiptNumber, date, receipt.reason);
  return {
    dedupeKey: `receipt-cancelled:${receipt.id}`,
    kind: 'receipt-cancelled',
    recipient: donor.email,
    subject: t.receiptCancelled.subject(receipt.receiptNumber),
    textBody: `${greeting}\n\n${body}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p></body></html>`,
    attachments: [
      {
        filename: `receipt-${receipt.receiptNumber.replace(/\//g, '-')}-cancelled.pdf`,
        contentType: 'application/pdf',
        source: { kind: RECEIPT_PDF_ATTACHMENT, id: receipt.id },
      },
    ],
  };
}

/** The kind of deferred attachment that is a receipt's PDF (its id is the receipt's id). */
export const RECEIPT_PDF_ATTACHMENT = 'receipt-pdf';

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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const greeting = gift.name ? t.dearName(gift.name) : t.dearFriend;
  const who = gift.cancelledBy === 'donor' ? t.cancelledByPerson : t.cancelledByFoundation(foundationName);
  const thanks =
    gift.chargesCount === 0
      ? t.recurringCancelled.thanksNone
      : t.recurringCancelled.thanksGifts(gift.chargesCount);
  const amount = formatInr(gift.amount, locale);
  const body = t.recurringCancelled.body(gift.period, amount, foundationName, who, thanks);
  const receiptsStay = t.recurringCancelled.receiptsStay;
  const rows: [string, string][] = [
    [t.label.recurringGiftId, gift.id],
    [t.label.cancelled, formatIndiaDateTime(gift.cancelledAt, locale)],
    [t.label.amount, t.recurringCancelled.perPeriod(amount, gift.period)],
    [t.label.giftsReceived, String(gift.chargesCount)],
  ];
  return {
    dedupeKey: `recurring-gift-cancelled:${gift.id}`,
    kind: 'recurring-gift-cancelled',
    recipient: gift.email,
    subject: t.recurringCancelled.subject(gift.period, foundationName),
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n\n${receiptsStay}\n${myGivingUrl}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}<p>${escapeHtml(receiptsStay)} <a href="${escapeHtml(myGivingUrl)}">${escapeHtml(t.donation.myGiving)}</a></p></body></html>`,
    attachments: [],
  };
}

/** The deferred attachment source of certificates of donation (CertificatesService registers it). */
export const CERTIFICATE_PDF_ATTACHMENT = 'donation-certificate-pdf';

/**
 * Sends a donor the certificate of donation the income-tax portal generated for them (Form 114 from 2026-27),
 * attached, with their My giving link where it stays.
 */
export function donationCertificateMail(
  certificate: { id: string; financialYear: string; formName: string; email: string; fileName: string },
  foundationName: string,
  myGivingUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const body = t.certificate.body(certificate.formName, certificate.financialYear, foundationName);
  return {
    dedupeKey: `donation-certificate:${certificate.id}:${certificate.email}`,
    kind: 'donation-certificate',
    recipient: certificate.email,
    subject: t.certificate.subject(certificate.formName, certificate.financialYear),
    textBody: `${t.dearFriend}\n\n${body}\n${myGivingUrl}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(t.dearFriend)}</p><p>${escapeHtml(body)} <a href="${escapeHtml(myGivingUrl)}">${escapeHtml(t.donation.myGiving)}</a></p></body></html>`,
    attachments: [
      {
        filename: certificate.fileName.replace(/[^A-Za-z0-9._-]+/g, '-'),
        contentType: 'application/pdf',
        source: { kind: CERTIFICATE_PDF_ATTACHMENT, id: certificate.id },
      },
    ],
  };
}

/** A monthly or yearly gift whose debit failed, as its e-mail tells it. */
export interface DebitFailedGiftForMail {
  id: string;
  period: RecurringPeriod;
  amount: number;
  name: string | null;
  email: string;
  /** The provider's state: `pending` (being retried) or `halted` (stopped). */
  status: 'pending' | 'halted';
  /** When the provider reported it: one e-mail per gift, state and report. */
  reportedAt: Date;
  /** The donation project the gift is for, in the donor's language, or null. */
  projectTitle: string | null;
}

/**
 * Tells the donor that a debit of their monthly or yearly gift failed, with the link that sets the same gift
 * up again (a new subscription; the failed one is cancelled once the new one is authorised).
 */
export function recurringGiftDebitFailedMail(
  gift: DebitFailedGiftForMail,
  foundationName: string,
  setUpAgainUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const greeting = gift.name ? t.dearName(gift.name) : t.dearFriend;
  const amount = formatInr(gift.amount, locale);
  const what = t.debitFailed[gift.status](gift.period, amount, foundationName);
  const again = t.debitFailed.setUpAgain(
    t.recurringCancelled.perPeriod(amount, gift.period),
    gift.projectTitle,
  );
  const notices = t.debitFailed.noticesFromBank;
  const rows: [string, string][] = [
    [t.label.recurringGiftId, gift.id],
    [t.label.amount, t.recurringCancelled.perPeriod(amount, gift.period)],
  ];
  return {
    dedupeKey: `recurring-gift-debit-failed:${gift.id}:${gift.status}:${gift.reportedAt.toISOString()}`,
    kind: 'recurring-gift-debit-failed',
    recipient: gift.email,
    subject: t.debitFailed.subject(gift.period, foundationName),
    textBody: `${greeting}\n\n${what}\n\n${again}\n${t.debitFailed.button}: ${setUpAgainUrl}\n\n${rowsToText(rows)}\n\n${notices}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(again)}</p><p><a href="${escapeHtml(setUpAgainUrl)}">${escapeHtml(t.debitFailed.button)}</a></p>${rowsToHtml(rows)}<p>${escapeHtml(notices)}</p></body></html>`,
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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale].booking;
  const mail = registrationReceiptMail(receipt, foundationName, locale);
  if (dedupeKey) mail.dedupeKey = dedupeKey;
  if (!bookingUrl) return mail;
  const text = `${t.manageText(bookingUrl)}\n${t.keepLink}`;
  const html = `<p><a href="${escapeHtml(bookingUrl)}">${escapeHtml(t.manageLink)}</a>${escapeHtml(t.manageRest)}</p><p>${escapeHtml(t.keepLink)}</p>`;
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

function volunteerApplicationRows(
  application: VolunteerApplicationForMail,
  locale: Locale = DEFAULT_LOCALE,
): [string, string][] {
  const { label } = MAIL_TEXTS[locale];
  return [
    [label.role, application.roleTitle],
    [label.name, application.name],
    [label.eMail, application.email],
    [label.phone, application.phone],
    [label.city, application.city],
    [label.availability, application.availability],
    [label.message, application.message || '-'],
    [label.received, formatIndiaDateTime(application.createdAt, locale)],
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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const greeting = t.dearName(application.name);
  const body = t.volunteer.body(foundationName, application.roleTitle);
  const rows = volunteerApplicationRows(application, locale);
  return {
    dedupeKey: `volunteer-application-received:${application.id}`,
    kind: 'volunteer-application-received',
    recipient: application.email,
    subject: t.volunteer.subject(foundationName),
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
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
export function bookingCancelledMail(
  booking: CancelledBookingForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const { receipt } = booking;
  const t = MAIL_TEXTS[locale];
  const title = receipt.event.title;
  const who =
    booking.cancelledBy === 'attendee' ? t.cancelledByPerson : t.cancelledByFoundation(foundationName);
  const inWords = refundInWordsIn(locale, booking.refundPaise, booking.amountPaise);
  const paid = formatInr(booking.amountPaise / 100, locale);
  let money = '';
  if (booking.amountPaise > 0) {
    money =
      booking.refundPaise > 0 ? t.cancellation.refundComing(inWords) : t.cancellation.nothingRefunded(paid);
  }
  const dates = formatDateRange(receipt.event.startDate, receipt.event.endDate, locale);
  const body = t.cancellation.body(title, dates, who, money);
  const rows: [string, string][] = [
    [t.label.bookingId, receipt.id],
    [t.label.cancelled, formatIndiaDateTime(booking.cancelledAt, locale)],
    [t.label.event, title],
    [t.label.numberOfTickets, String(receipt.numberOfTickets)],
  ];
  if (booking.amountPaise > 0) {
    rows.push([t.label.amountPaid, paid]);
    rows.push([t.label.refund, booking.refundPaise > 0 ? inWords : t.none]);
  }
  const { link, linkHtml } = bookingPageLink(booking.bookingUrl, t);
  return {
    dedupeKey: `booking-cancelled:${receipt.id}`,
    kind: 'booking-cancelled',
    recipient: receipt.attendee.email,
    subject: t.cancellation.subject(title),
    textBody: `${foundationName}\n\n${body}\n\n${rowsToText(rows)}${link}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}${linkHtml}</body></html>`,
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
export function bookingRefundMail(
  refund: BookingRefundForMail,
  foundationName: string,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = refund.eventTitle;
  const inWords = refundInWordsIn(locale, refund.refundPaise, refund.amountPaise);
  const greeting = t.dearName(refund.name);
  const body = t.refund.body(t.refund.status[refund.status](inWords), refund.bookingId, title);
  const subject = t.refund.subject[refund.status](formatInr(refund.refundPaise / 100, locale), title);
  const { link, linkHtml } = bookingPageLink(refund.bookingUrl, t);
  return {
    dedupeKey: `booking-refund:${refund.refundId}:${refund.attempts}:${refund.status}`,
    kind: 'booking-refund',
    recipient: refund.email,
    subject,
    textBody: `${foundationName}\n\n${greeting}\n\n${body}${link}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${linkHtml}</body></html>`,
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

function waitlistRows(entry: WaitlistEntryForMail, locale: Locale): [string, string][] {
  const { label } = MAIL_TEXTS[locale];
  return [
    [label.event, entry.eventTitle],
    [label.dates, formatDateRange(entry.eventStartDate, entry.eventEndDate, locale)],
    [label.ticketType, entry.ticketTypeName],
    [label.tickets, String(entry.numberOfTickets)],
  ];
}

/** Confirms a place on the waiting list and says what happens next. */
export function waitlistJoinedMail(
  entry: WaitlistEntryForMail,
  position: number,
  foundationName: string,
  offerHours: number,
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = entry.eventTitle;
  const greeting = t.dearName(entry.name);
  const body = t.waitlist.joined(title, position, offerHours);
  const rows = waitlistRows(entry, locale);
  return {
    dedupeKey: `waitlist-joined:${entry.id}`,
    kind: 'waitlist-joined',
    recipient: entry.email,
    subject: t.waitlist.joinedSubject(title),
    textBody: `${greeting}\n\n${body}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>${rowsToHtml(rows)}</body></html>`,
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
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const t = MAIL_TEXTS[locale];
  const title = entry.eventTitle;
  const greeting = t.dearName(entry.name);
  const body = t.waitlist.offer(title, entry.numberOfTickets, formatIndiaDateTime(expiresAt, locale));
  const keep = t.waitlist.keepLink;
  const confirm = t.waitlist.confirm;
  const rows = waitlistRows(entry, locale);
  return {
    dedupeKey: `waitlist-offer:${offerId}`,
    kind: 'waitlist-offer',
    recipient: entry.email,
    subject: t.waitlist.offerSubject(title),
    textBody: `${greeting}\n\n${body}\n\n${confirm}: ${offerUrl}\n${keep}\n\n${rowsToText(rows)}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html${langAttribute(locale)}><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(offerUrl)}">${escapeHtml(confirm)}</a></p><p>${escapeHtml(keep)}</p>${rowsToHtml(rows)}</body></html>`,
    attachments: [],
  };
}

/**
 * An invitation to the admin panel: the one-time link to set a password (staff read the panel in English
 * or Hindi, and choose once signed in; the invitation is in English like the panel's sign-in page).
 */
export function staffInviteMail(
  invite: { email: string; name: string; roleLabel: string; invitedBy: string; inviteId: string },
  inviteUrl: string,
  expiresAt: Date,
  foundationName: string,
): MailMessage {
  const greeting = invite.name ? `Dear ${invite.name},` : 'Hello,';
  const body = `${invite.invitedBy} has invited you to the admin panel of ${foundationName} with the role ${invite.roleLabel}.`;
  const action = 'Set your password';
  const expiry = `The link works once, until ${formatIndiaDateTime(expiresAt, 'en')} (India time). If you did not expect this e-mail, ignore it.`;
  return {
    dedupeKey: `staff-invite:${invite.inviteId}`,
    kind: 'staff-invite',
    recipient: invite.email,
    subject: `Your invitation to the ${foundationName} admin panel`,
    textBody: `${greeting}\n\n${body}\n\n${action}: ${inviteUrl}\n${expiry}\n\n${foundationName}\n`,
    htmlBody: `<!doctype html><html><body><h1>${escapeHtml(foundationName)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(inviteUrl)}">${escapeHtml(action)}</a></p><p>${escapeHtml(expiry)}</p></body></html>`,
    attachments: [],
  };
}
