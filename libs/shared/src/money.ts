import { type Locale } from './locale.js';

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

/**
 * A whole number's digits grouped the Indian way, the last three and then pairs: '999', '1,500', '1,00,000',
 * '12,34,56,789'; what `Intl.NumberFormat('en-IN')` and `('hi-IN')` write (Latin digits in both), without it:
 * the first Intl number formatter a page builds loads ICU's number data, 30 to 70 ms of a desktop's main thread
 * and several times that on a phone, in the middle of hydration (docs/decisions/0026-site-performance.md).
 * money.spec.ts holds it to Intl's output.
 */
export function formatIndianDigits(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole non-negative number: ${value}`);
  const digits = String(value);
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * An amount in rupees with the rupee sign and Indian digit grouping: '₹1,500', '₹1,00,000', '₹99.50'; the
 * same figures in Hindi (Latin digits, as Indian Hindi print uses them for money), so `locale` changes nothing
 * today and stays for a language that writes its own digits.
 */
export function formatInr(amount: string | number, _locale: Locale = 'en'): string {
  const paise = toPaise(amount);
  const rupees = formatIndianDigits(Math.floor(paise / 100));
  const rest = paise % 100;
  return `${RUPEE_SIGN}${rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`}`;
}
