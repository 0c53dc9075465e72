import { toPaise } from './money.js';
import { isValidPan, normalizePan } from './pan.js';
import { parseCalendarDate } from './registration-window.js';
import { TAX_REGIMES, type TaxRegime } from './tax-regimes.js';
import {
  RECEIPT_MODES,
  TAX_DONATION_TYPE_LABELS,
  TAX_DONATION_TYPES,
  type ReceiptMode,
  type TaxDonationType,
} from './tax-receipts.js';

/**
 * Form 10BD, Part B ("Details of the donors and donations"): what an 80G institution reports each financial
 * year, by 31 May, through the income-tax portal's CSV template. Rule 18AB asks for one row per donor per
 * donation type per mode of receipt: the year's donations of one donor (identified by PAN) are added up.
 * The conventions of the portal used here are described in docs/form-10bd.md.
 */

/** The columns of the portal's CSV template, in its order and wording. */
export const FORM_10BD_HEADERS = [
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

/** The portal's ID Code for a donor identified by PAN (the first of its codes: PAN, Aadhaar, TIN, passport ...). */
export const FORM_10BD_ID_CODE_PAN = 'Permanent Account Number';
/** The section under which the donor claims the deduction. */
export const FORM_10BD_SECTION_CODE_80G = 'Section 80G';

/** One completed donation that carries a PAN (donations without one are not reported with a PAN). */
export interface Form10bdDonation {
  pan: string;
  name: string;
  address: string;
  donationType: TaxDonationType;
  mode: ReceiptMode;
  /** Rupees, as stored (a number or PostgreSQL's decimal string); added up in whole paise. */
  amount: number | string;
  /** The pre-acknowledgement number quoted on its receipt, if any: such a donation is reported on its own row. */
  preArn?: string | null;
}

export interface Form10bdRow {
  serialNumber: number;
  pan: string;
  name: string;
  address: string;
  donationType: TaxDonationType;
  mode: ReceiptMode;
  /** The sum of the row's donations in whole paise (exact). */
  amountPaise: number;
  /** How many donations the row adds up. */
  donationCount: number;
  /** The pre-acknowledgement number of the row's one donation, or null for an aggregated row. */
  preArn: string | null;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Name and address on one line, without runs of spaces: the CSV's cells are single-line text. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The rows of Form 10BD for one financial year's completed donations: one per PAN, donation type and mode,
 * amounts summed exactly in paise. A donor's name and address are those of their last donation in the
 * order given (pass donations oldest first: the latest details the donor gave are reported). Rows are
 * ordered by PAN, then donation type (Corpus, Specific grant, Others), then mode, and numbered from 1, so
 * the same donations always give the same statement whatever order they come in, apart from that choice.
 * A donation with an invalid PAN, an empty name or address, or an amount that is not positive throws a
 * RangeError naming its position: a statement must not silently leave a donation out.
 */
export function aggregateForm10bd(donations: readonly Form10bdDonation[]): Form10bdRow[] {
  const latestDetails = new Map<string, { name: string; address: string }>();
  const groups = new Map<string, Omit<Form10bdRow, 'serialNumber' | 'name' | 'address'>>();
  donations.forEach((donation, index) => {
    const where = `Donation ${index + 1}`;
    const pan = normalizePan(donation.pan);
    if (!isValidPan(pan)) throw new RangeError(`${where}: not a PAN`);
    const name = oneLine(donation.name);
    const address = oneLine(donation.address);
    if (name === '') throw new RangeError(`${where}: the donor's name is empty`);
    if (address === '') throw new RangeError(`${where}: the donor's address is empty`);
    if (!TAX_DONATION_TYPES.includes(donation.donationType)) {
      throw new RangeError(`${where}: unknown donation type ${String(donation.donationType)}`);
    }
    if (!RECEIPT_MODES.includes(donation.mode)) {
      throw new RangeError(`${where}: unknown mode of receipt ${String(donation.mode)}`);
    }
    const paise = toPaise(donation.amount);
    if (paise <= 0) throw new RangeError(`${where}: the amount must be positive`);

    latestDetails.set(pan, { name, address });
    // A receipt that quoted a pre-acknowledgement number is a certificate of its own: never added to others.
    const preArn = donation.preArn?.trim() || null;
    const key = `${pan}|${donation.donationType}|${donation.mode}|${preArn ?? ''}`;
    const group = groups.get(key);
    if (group) {
      group.amountPaise += paise;
      group.donationCount += 1;
      if (!Number.isSafeInteger(group.amountPaise)) throw new RangeError(`${where}: the total is too large`);
    } else {
      groups.set(key, {
        pan,
        donationType: donation.donationType,
        mode: donation.mode,
        amountPaise: paise,
        donationCount: 1,
        preArn,
      });
    }
  });

  const typeOrder = (type: TaxDonationType) => TAX_DONATION_TYPES.indexOf(type);
  const modeOrder = (mode: ReceiptMode) => RECEIPT_MODES.indexOf(mode);
  return [...groups.values()]
    .sort(
      (a, b) =>
        (a.pan < b.pan ? -1 : a.pan > b.pan ? 1 : 0) ||
        typeOrder(a.donationType) - typeOrder(b.donationType) ||
        modeOrder(a.mode) - modeOrder(b.mode) ||
        compareText(a.preArn ?? '', b.preArn ?? ''),
    )
    .map((group, index) => ({ serialNumber: index + 1, ...group, ...latestDetails.get(group.pan)! }));
}

/** The foundation's 80G registration, as the statement repeats it on every row. */
export interface Form10bdRegistration {
  /** Unique Registration Number of the 80G approval. */
  urn: string;
  /** The day the URN was issued, `YYYY-MM-DD`. */
  urnIssuedOn: string;
}

/** Rupees for the amount column: '125000' for whole rupees, '1500.50' otherwise (no grouping, no sign). */
export function form10bdAmount(amountPaise: number): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise < 0) {
    throw new RangeError(`Not a whole paise amount: ${amountPaise}`);
  }
  const rupees = Math.floor(amountPaise / 100);
  const paise = amountPaise % 100;
  return paise === 0 ? String(rupees) : `${rupees}.${String(paise).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` as the template's dates are written: DD-MM-YYYY. */
function form10bdDate(calendarDate: string): string {
  const parts = parseCalendarDate(calendarDate);
  if (!parts) throw new RangeError(`Not a calendar date: ${calendarDate}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(parts.day)}-${pad(parts.month)}-${parts.year}`;
}

/**
 * One row as the CSV template's cells, in the order of FORM_10BD_HEADERS. The Pre Acknowledgement Number
 * is the one quoted on the row's receipt, blank for the rows that add up receipts without one.
 */
export function form10bdCsvCells(row: Form10bdRow, registration: Form10bdRegistration): string[] {
  return statementCsvCells(row, registration, TAX_REGIMES[0]);
}

/**
 * One row of the statement of donations of a regime (Form 10BD until 2025-26, Form 113 from 2026-27), in the
 * order of the regime's `statement.headers`: its ID Code, Section Code and mode labels come from the regime.
 */
export function statementCsvCells(
  row: Form10bdRow,
  registration: Form10bdRegistration,
  regime: TaxRegime,
): string[] {
  const rules = regime.statement;
  return [
    String(row.serialNumber),
    row.preArn ?? '',
    rules.idCodePan,
    row.pan,
    rules.sectionCode,
    registration.urn,
    form10bdDate(registration.urnIssuedOn),
    row.name,
    row.address,
    TAX_DONATION_TYPE_LABELS[row.donationType],
    rules.modeLabels[row.mode],
    form10bdAmount(row.amountPaise),
  ];
}
