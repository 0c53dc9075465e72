import { ADDRESS_REQUIRED_WITH_PAN, PAN_INVALID } from './pan-messages.js';

/**
 * PAN (Permanent Account Number), the Indian tax identity a donor gives for an 80G receipt: five letters,
 * four digits, one letter ('ABCDE1234F').
 */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** What a donor typed, as the PAN is compared and stored: without surrounding spaces, in capitals. */
export function normalizePan(input: string): string {
  return input.trim().toUpperCase();
}

/** Whether a value is a PAN as stored (normalise what a donor typed first). */
export function isValidPan(value: string): boolean {
  return PAN_PATTERN.test(value);
}

/** A PAN for screens, e-mails and logs that need not show all of it: 'ABCDE1234F' → 'ABCDE****F'. */
export function maskPan(pan: string): string {
  if (!isValidPan(pan)) throw new RangeError('Not a PAN');
  return `${pan.slice(0, 5)}****${pan.slice(9)}`;
}

/**
 * Problems with the tax details a donor gave, keyed by field (as in the API's `fields` of an error answer):
 * an 80G receipt and Form 10BD need the donor's address with the PAN. Empty when both are fine or no PAN
 * was given (then the donation gets a plain receipt).
 */
export function donorTaxDetailsProblems(details: {
  pan?: string | null;
  address?: string | null;
}): Partial<Record<'pan' | 'address', string>> {
  const pan = normalizePan(details.pan ?? '');
  if (pan === '') return {};
  const problems: Partial<Record<'pan' | 'address', string>> = {};
  if (!isValidPan(pan)) problems.pan = PAN_INVALID;
  if ((details.address ?? '').trim() === '') problems.address = ADDRESS_REQUIRED_WITH_PAN;
  return problems;
}
