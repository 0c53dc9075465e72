/**
 * The Indian financial year (1 April to 31 March, in India time; the Income-tax Act, 2025 calls it the tax
 * year) and the numbers of donation receipts, which restart in each year: 'DR/2026-27/000123'.
 */

/** India has no daylight saving time: always UTC+5:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const APRIL = 3;

const FINANCIAL_YEAR = /^(\d{4})-(\d{2})$/;

/** The start of the financial year beginning 1 April of `startYear`, 00:00 India time, as an instant. */
function financialYearStart(startYear: number): Date {
  return new Date(Date.UTC(startYear, APRIL, 1) - IST_OFFSET_MS);
}

/** '2026-27' for the year from 1 April 2026; '2099-00' for the one from 1 April 2099. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/**
 * The financial year an instant falls in, counted in India time: 31 March 23:59 IST belongs to the year
 * that ends, 1 April 00:00 IST to the one that begins ('2026-27').
 */
export function financialYearOf(instant: Date): string {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a valid instant');
  const india = new Date(time + IST_OFFSET_MS);
  const year = india.getUTCFullYear();
  return financialYearLabel(india.getUTCMonth() >= APRIL ? year : year - 1);
}

export interface FinancialYear {
  /** '2026-27' */
  label: string;
  /** 2026 for '2026-27'. */
  startYear: number;
  /** 1 April of startYear, 00:00 India time (inclusive). */
  start: Date;
  /** 1 April of the next year, 00:00 India time (exclusive): donations with start <= time < end belong to it. */
  end: Date;
}

/**
 * Reads a financial year written 'YYYY-YY' ('2026-27'), or null when the text is not one: the second part
 * must be the two last digits of the year after the first ('2026-28' and '2026-2027' are refused).
 */
export function parseFinancialYear(text: string): FinancialYear | null {
  const match = FINANCIAL_YEAR.exec(text.trim());
  if (!match) return null;
  const startYear = Number(match[1]);
  if (startYear < 1900) return null;
  const label = financialYearLabel(startYear);
  if (label !== match[0]) return null;
  return { label, startYear, start: financialYearStart(startYear), end: financialYearStart(startYear + 1) };
}

/** Digits of the sequence in a receipt number; a financial year holds up to 999,999 receipts. */
const RECEIPT_SEQUENCE_DIGITS = 6;
export const MAX_RECEIPT_SEQUENCE = 10 ** RECEIPT_SEQUENCE_DIGITS - 1;
const RECEIPT_NUMBER = /^([A-Z0-9]{1,10})\/(\d{4}-\d{2})\/(\d{6})$/;
/** A receipt number's prefix: 1 to 10 capital letters or digits (the configurable RECEIPT_NUMBER_PREFIX). */
export const RECEIPT_PREFIX_PATTERN = /^[A-Z0-9]{1,10}$/;
/** The prefix of new receipt numbers unless configured; numbers issued earlier keep theirs ('80G/…'). */
export const DEFAULT_RECEIPT_PREFIX = 'DR';

/**
 * 'DR/2026-27/000123': the 123rd receipt of the year 2026-27. The sequence is the year's one series whatever
 * the prefix, so changing the prefix never reuses or skips a number.
 */
export function formatReceiptNumber(
  financialYear: string,
  sequence: number,
  prefix: string = DEFAULT_RECEIPT_PREFIX,
): string {
  if (!RECEIPT_PREFIX_PATTERN.test(prefix)) throw new RangeError(`Not a receipt number prefix: ${prefix}`);
  const year = parseFinancialYear(financialYear);
  if (!year) throw new RangeError(`Not a financial year: ${financialYear}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_RECEIPT_SEQUENCE) {
    throw new RangeError(
      `Receipt sequence must be a whole number from 1 to ${MAX_RECEIPT_SEQUENCE}: ${sequence}`,
    );
  }
  return `${prefix}/${year.label}/${String(sequence).padStart(RECEIPT_SEQUENCE_DIGITS, '0')}`;
}

/** The financial year and sequence of a receipt number written by formatReceiptNumber, or null. */
export function parseReceiptNumber(
  text: string,
): { prefix: string; financialYear: string; sequence: number } | null {
  const match = RECEIPT_NUMBER.exec(text.trim());
  if (!match) return null;
  const year = parseFinancialYear(match[2]);
  const sequence = Number(match[3]);
  if (!year || sequence < 1) return null;
  return { prefix: match[1], financialYear: year.label, sequence };
}
