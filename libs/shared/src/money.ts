import { INTL_LOCALES, type Locale } from './locale.js';

/** Currency of every amount in the product. */
export const CURRENCY = 'INR' as const;
export type Currency = typeof CURRENCY;
export const RUPEE_SIGN = '\u20B9';

const DECIMAL_AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Converts a rupee amount given as a decimal string (as PostgreSQL's numeric arrives) or a number into
 * whole paise, without floating-point arithmetic on the fractional part.
 */
export function toPaise(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = DECIMAL_AMOUNT.exec(text);
  if (!match) throw new RangeError(`Not a non-negative amount with at most two decimals: ${amount}`);
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  const total = rupees * 100 + paise;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Amount too large: ${amount}`);
  return total;
}

/** Whole paise back to a decimal rupee string with two decimals ('1500.00'), for storage. */
export function paiseToRupeeString(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole paise amount: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `${rupees}.${String(rest).padStart(2, '0')}`;
}

type InrFormats = { whole: Intl.NumberFormat; fractional: Intl.NumberFormat };

// Made on first use, one pair per language: building an Intl formatter loads that locale's ICU data, which
// on a slow phone costs tens of milliseconds per formatter at start-up (measured on the site's first load,
// docs/decisions/0026-site-performance.md), and most pages format no amount in Hindi, or none at all.
const inrFormats: Partial<Record<Locale, InrFormats>> = {};

function inrFormatsOf(locale: Locale): InrFormats {
  inrFormats[locale] ??= {
    whole: new Intl.NumberFormat(INTL_LOCALES[locale], { maximumFractionDigits: 0 }),
    fractional: new Intl.NumberFormat(INTL_LOCALES[locale], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  };
  return inrFormats[locale];
}

/**
 * An amount in rupees with the rupee sign and Indian digit grouping: '₹1,500', '₹1,00,000', '₹99.50'; the
 * same figures in Hindi (Latin digits, as Indian Hindi print uses them for money).
 */
export function formatInr(amount: string | number, locale: Locale = 'en'): string {
  const paise = toPaise(amount);
  const { whole, fractional } = inrFormatsOf(locale);
  const formatted = paise % 100 === 0 ? whole.format(paise / 100) : fractional.format(paise / 100);
  return `${RUPEE_SIGN}${formatted}`;
}
