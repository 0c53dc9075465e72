/**
 * The donor's declaration of citizenship, asked by the donation form because of the Foreign Contribution
 * (Regulation) Act, 2010 (docs/fcra-and-recurring.md): a citizen of a foreign country is a "foreign
 * source" (section 2(1)(j)(x)), OCI and PIO cardholders included; a citizen of India living abroad is not,
 * and gives an Indian passport number so that the foundation can show it. A foundation without FCRA
 * registration (section 11) must not accept a foreign source's gift at all.
 */

/** The three answers of the form's one question. */
export const DONOR_CITIZENSHIPS = ['indian-in-india', 'indian-abroad', 'foreign'] as const;
export type DonorCitizenship = (typeof DONOR_CITIZENSHIPS)[number];

/**
 * An Indian passport's number: one letter, then seven digits ('A1234567'), as printed on every passport
 * issued since 2000 (older booklets have all expired).
 */
export const INDIAN_PASSPORT_PATTERN = /^[A-Z][0-9]{7}$/;

/** What a donor typed, as it is compared and stored: no spaces, in capitals. */
export function normalizePassportNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

export function isIndianPassportNumber(value: string): boolean {
  return INDIAN_PASSPORT_PATTERN.test(value);
}

/** Whether a declared citizenship makes the gift a foreign contribution. */
export function isForeignSource(citizenship: DonorCitizenship | null | undefined): boolean {
  return citizenship === 'foreign';
}

/** The declaration as it is stored with a donation (or a recurring gift) and read by its receipt. */
export interface DonorDeclaration {
  /**
   * Null for a gift made before the question existed, or before the API required it of its clients
   * (a gift made since always has it).
   */
  citizenship: DonorCitizenship | null;
  /** The Indian passport number of a citizen living abroad; null otherwise. */
  passportNumber: string | null;
  /** Whether the gift was taken on the FCRA account (a foreign source, with FCRA configured). */
  fcra: boolean;
}

/** The API's English texts of the declaration (the catalogue in api-messages.ts has their Hindi). */
export const FCRA_MESSAGES = {
  citizenshipRequired: 'citizenship is required: indian-in-india, indian-abroad or foreign',
  citizenshipInvalid: 'citizenship must be indian-in-india, indian-abroad or foreign',
  passportRequired: 'passportNumber is required for an Indian citizen living abroad',
  passportInvalid: 'passportNumber must be an Indian passport number like A1234567',
  foreignRefused:
    'Thank you for wanting to give. The foundation is not registered to accept contributions from foreign citizens (including OCI and PIO cardholders), so it cannot take your gift online.',
  foreignRecurringRefused:
    'A gift from a foreign citizen can be taken once, not monthly or yearly: please choose a one-time gift.',
} as const;
