import {
  formatDeadline,
  formatIndiaDateTime,
  formatInr,
  refundStatusSentence,
  type Booking,
  type BookingRefund,
  type Locale,
} from '@foundation/shared';
import { t } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';

/**
 * The booking page's sentences about cancelling, in the page's language. The API writes them in English
 * (shared cancellation.ts), which an English page shows as they come; a Hindi page builds the same
 * sentences from the facts beside them (deadline, amounts, when it was cancelled), with the Hindi date and
 * time of day, unless the API already answered in Hindi (its sentence is then shown as it is).
 */

/** Whether the API's text is already Hindi (Devanagari letters in it). */
export const isHindiText = (text: string): boolean => /[\u0900-\u097F]/.test(text);

/** '₹600 of ₹1,200 (50%)' in Hindi ('₹1,200 में से ₹600 (50%)'), '₹1,200 (100%)' when all comes back. */
function refundWords(refundPaise: number, amountPaise: number, locale: Locale): string {
  const percent = amountPaise === 0 ? 0 : Math.round((refundPaise * 100) / amountPaise);
  const refund = formatInr(refundPaise / 100, locale);
  if (refundPaise === amountPaise) return t('booking.terms.refundWhole', { refund, percent });
  return t('booking.terms.refundPart', { refund, paid: formatInr(amountPaise / 100, locale), percent });
}

/**
 * What cancelling gives (or gave) this booking. A cancelled booking whose refund has its own line below
 * says only when it was cancelled: the amount is then told once, by the refund.
 */
export function cancellationSummary(booking: Booking, locale: Locale): string {
  const { terms, cancelledAt } = booking.cancellation;
  if (terms.refusal === 'cancelled' && cancelledAt && booking.refund) {
    return t('booking.terms.cancelledOn', { when: formatIndiaDateTime(cancelledAt, locale) });
  }
  if (locale === 'en' || isHindiText(terms.summary)) return terms.summary;
  const deadline = terms.deadline ? formatDeadline(new Date(terms.deadline), locale) : '';
  switch (terms.refusal) {
    case 'not-cancellable':
      return t('booking.terms.notCancellable');
    case 'deadline-passed':
      return t('booking.terms.closed', { when: deadline });
    case 'not-completed':
      return t('booking.terms.notConfirmed');
    case 'cancelled': {
      const when = cancelledAt ? formatIndiaDateTime(cancelledAt, locale) : '';
      const said = t('booking.terms.cancelledOn', { when });
      if (terms.amountPaise === 0) return said;
      return terms.refundPaise > 0
        ? `${said} ${t('booking.terms.refunded', { refund: refundWords(terms.refundPaise, terms.amountPaise, locale) })}`
        : `${said} ${t('booking.terms.nothingRefunded')}`;
    }
    default:
      if (terms.amountPaise === 0) return t('booking.terms.untilFree', { when: deadline });
      return terms.refundPaise > 0
        ? t('booking.terms.untilRefund', {
            when: deadline,
            refund: refundWords(terms.refundPaise, terms.amountPaise, locale),
          })
        : t('booking.terms.untilNoRefund', {
            when: deadline,
            paid: formatInr(terms.amountPaise / 100, locale),
          });
  }
}

/** The sentence of the refund's state: the API's English one, or the same in Hindi. */
export function refundSentence(refund: BookingRefund, amountPaise: number, locale: Locale): string {
  const sentence = refundStatusSentence(refund);
  if (locale === 'en' || isHindiText(sentence)) return sentence;
  const inWords = refundWords(Math.round(refund.amount * 100), amountPaise, locale);
  return t(`booking.refundSentence.${refund.status}`, { inWords });
}

/**
 * Why the API refused to cancel, for the confirmation dialog: its message on an English page; on a Hindi
 * page the same refusal in Hindi, from the answer's `code` (and `deadline`). Null when the answer is not
 * the API's own (the caller then says that cancelling failed).
 */
export function cancelRefusalText(error: unknown, locale: Locale): string | null {
  if (!(error instanceof ApiError && error.fromServer && error.status < 500)) return null;
  if (locale === 'en' || isHindiText(error.message)) return error.message;
  const { code, deadline } = error.body;
  if (code === 'cancellation_closed' && typeof deadline === 'string' && !Number.isNaN(Date.parse(deadline))) {
    return t('booking.terms.closed', { when: formatDeadline(new Date(deadline), locale) });
  }
  if (code === 'not_cancellable') return t('booking.terms.notCancellable');
  if (code === 'not_confirmed') return t('booking.terms.notConfirmed');
  return error.message;
}
