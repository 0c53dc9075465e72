import {
  DEFAULT_LOCALE,
  formatInr,
  formatIndiaDateTime,
  type Locale,
  type RecurringPeriod,
} from '@foundation/shared';
import {
  escapeHtml,
  langAttribute,
  MAIL_TEXTS,
  rowsToHtml,
  rowsToText,
  type MailMessage,
} from '../mail/index.js';

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
