import {
  DEFAULT_LOCALE,
  formatIndianLongDate,
  formatInr,
  formatIndiaDateTime,
  indiaCalendarDate,
  type Locale,
  type RecurringPeriod,
  type TaxRegimeId,
  taxRegimeById,
} from '@foundation/shared';
import {
  escapeHtml,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

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
