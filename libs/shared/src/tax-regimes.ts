import { parseFinancialYear } from './financial-year.js';
import type { Locale } from './locale.js';

/**
 * The tax laws under which the foundation's donations are receipted and reported, each from the instant it
 * took effect (India time). A donation, its receipt and its statement follow the regime of the donation's own
 * date; a page that is about no one donation follows today's. Adding a future regime is adding a row to
 * TAX_REGIMES. Sources and reasons: docs/giving-and-tax.md.
 */

export type TaxRegimeId = 'it-act-1961' | 'it-act-2025';

/** A text in every language of the product. */
type Texts = Readonly<Record<Locale, string>>;

/** How the regime's statement of donations (Form 10BD, Form 113) writes its Part B CSV. */
export interface StatementRules {
  /** The columns of the portal's CSV template, in its order and wording. */
  headers: readonly string[];
  /** The ID Code of a donor identified by PAN. */
  idCodePan: string;
  /** The Section Code of a donation to an approved institution. */
  sectionCode: string;
  /** The mode of receipt as the template's drop-down names it, per mode this product records. */
  modeLabels: Readonly<Record<'cash' | 'kind' | 'electronic' | 'others', string>>;
}

export interface TaxRegime {
  id: TaxRegimeId;
  /** The first instant under this regime (inclusive), written with India's offset. */
  effectiveFrom: string;
  /** 'Income-tax Act, 1961'. */
  actName: Texts;
  /** The section under which the donor deducts the gift: '80G' or '133'. */
  deductionSection: string;
  /** The section under which the foundation is approved to receive deductible gifts: '80G(5)' or '354'. */
  approvalSection: string;
  /** How a receipt names the approval ('approved under section 354 of the Income-tax Act, 2025'). */
  approvalWording: Texts;
  /** The configuration's name of this regime's approval settings: FOUNDATION_<key>_URN and so on. */
  approvalSettingKey: string;
  /** The annual statement of donations and the donor's certificate: '10BD'/'10BE', '113'/'114'. */
  statementForm: string;
  certificateForm: string;
  /** The rule that prescribes them ('Rule 18AB', 'Rule 190'). */
  statementRule: string;
  /** 'financial year' / 'tax year': what the law calls the 1 April to 31 March year. */
  periodWord: Texts;
  /** A gift in cash above this many rupees gives no deduction, and the sub-section that says so. */
  cashLimitRupees: number;
  cashLimitSection: string;
  /** The sub-section that allows only gifts of money (a gift in kind gives no deduction). */
  moneyOnlySection: string;
  statement: StatementRules;
}

/** The Part B columns, the same under both regimes (Form 113 follows Form 10BD's template). */
const PART_B_HEADERS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of URN',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

const PART_B_MODES = {
  cash: 'Cash',
  kind: 'Kind',
  electronic: 'Electronic modes including account payee cheque/draft',
  others: 'Others',
} as const;

/** Oldest first; each row lasts until the next one begins. */
export const TAX_REGIMES: readonly TaxRegime[] = [
  {
    id: 'it-act-1961',
    effectiveFrom: '1962-04-01T00:00:00+05:30',
    actName: { en: 'Income-tax Act, 1961', hi: 'आयकर अधिनियम, 1961' },
    deductionSection: '80G',
    approvalSection: '80G(5)',
    approvalWording: {
      en: 'approved under section 80G(5) of the Income-tax Act, 1961',
      hi: 'आयकर अधिनियम, 1961 की धारा 80G(5) के अंतर्गत अनुमोदित',
    },
    approvalSettingKey: '80G',
    statementForm: '10BD',
    certificateForm: '10BE',
    statementRule: 'Rule 18AB',
    periodWord: { en: 'financial year', hi: 'वित्तीय वर्ष' },
    cashLimitRupees: 2000,
    cashLimitSection: '80G(5D)',
    moneyOnlySection: '80G(2)',
    statement: {
      headers: PART_B_HEADERS,
      idCodePan: 'Permanent Account Number',
      sectionCode: 'Section 80G',
      modeLabels: PART_B_MODES,
    },
  },
  {
    id: 'it-act-2025',
    effectiveFrom: '2026-04-01T00:00:00+05:30',
    actName: { en: 'Income-tax Act, 2025', hi: 'आयकर अधिनियम, 2025' },
    deductionSection: '133',
    approvalSection: '354',
    approvalWording: {
      en: 'approved under section 354 of the Income-tax Act, 2025',
      hi: 'आयकर अधिनियम, 2025 की धारा 354 के अंतर्गत अनुमोदित',
    },
    approvalSettingKey: '354',
    statementForm: '113',
    certificateForm: '114',
    statementRule: 'Rule 190',
    periodWord: { en: 'tax year', hi: 'कर वर्ष' },
    cashLimitRupees: 2000,
    cashLimitSection: '133(5)',
    moneyOnlySection: '133(4)',
    statement: {
      headers: PART_B_HEADERS,
      idCodePan: 'Permanent Account Number',
      sectionCode: 'Section 133',
      modeLabels: PART_B_MODES,
    },
  },
];

const REGIME_STARTS = TAX_REGIMES.map((regime) => Date.parse(regime.effectiveFrom));

/** The regime in force at an instant: 31 March 2026 23:59:59 IST is the 1961 Act, 1 April 2026 00:00 IST the 2025 Act. */
export function taxRegimeAt(instant: Date): TaxRegime {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Not a valid instant');
  let found = TAX_REGIMES[0];
  REGIME_STARTS.forEach((start, index) => {
    if (time >= start) found = TAX_REGIMES[index];
  });
  return found;
}

/** The regime of a year written '2026-27' (the law in force on its first day, 1 April 00:00 IST), or null. */
export function taxRegimeOfYear(label: string): TaxRegime | null {
  const year = parseFinancialYear(label);
  return year ? taxRegimeAt(year.start) : null;
}

/**
 * What a page names of the law in force (the answer of `GET /api/giving`): the API's clock decides which law
 * that is, so a visitor's clock never changes the section a page shows, and the browser needs no table.
 */
export type TaxLawInForce = Pick<TaxRegime, 'id' | 'actName' | 'deductionSection' | 'approvalSection'>;

export function taxLawInForce(regime: TaxRegime): TaxLawInForce {
  const { id, actName, deductionSection, approvalSection } = regime;
  return { id, actName, deductionSection, approvalSection };
}

export function taxRegimeById(id: string): TaxRegime | undefined {
  return TAX_REGIMES.find((regime) => regime.id === id);
}

/** 'section 80G of the Income-tax Act, 1961' / 'आयकर अधिनियम, 2025 की धारा 133'. */
export function deductionPhrase(regime: TaxRegime, locale: Locale): string {
  return locale === 'hi'
    ? `${regime.actName.hi} की धारा ${regime.deductionSection}`
    : `section ${regime.deductionSection} of the ${regime.actName.en}`;
}

/** The day a year's statement is due: 31 May after the year ends ('2027-05-31' for 2026-27). */
export function statementDueDate(startYear: number): string {
  return `${startYear + 1}-05-31`;
}

/**
 * How a gift's mode decides its deduction: a gift in kind never gives one (money only), nor cash above the
 * regime's limit. Null when the mode allows the deduction.
 */
export function nonDeductibleReason(
  regime: TaxRegime,
  mode: 'cash' | 'kind' | 'electronic' | 'others',
  amountRupees: number,
): { section: string; reason: 'cash-above-limit' | 'kind' } | null {
  if (mode === 'kind') return { section: regime.moneyOnlySection, reason: 'kind' };
  if (mode === 'cash' && amountRupees > regime.cashLimitRupees) {
    return { section: regime.cashLimitSection, reason: 'cash-above-limit' };
  }
  return null;
}
