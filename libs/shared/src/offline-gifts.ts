import { parseFinancialYear, financialYearOf } from './financial-year.js';
import { parseCalendarDate } from './registration-window.js';
import { statementDueDate } from './tax-regimes.js';
import type { ReceiptMode, TaxDonationType } from './tax-receipts.js';

/**
 * How a gift reached the foundation: online through the site (Razorpay), or received at an ashram and
 * recorded by staff (`POST /api/admin/donations`): cash in the donation box, a cheque, a bank transfer, UPI to
 * the QR at the gate, or a gift in kind. docs/giving-and-tax.md.
 */
export type GiftMode = 'online' | 'cash' | 'cheque' | 'bank-transfer' | 'upi' | 'kind';
export const GIFT_MODES: readonly GiftMode[] = ['online', 'cash', 'cheque', 'bank-transfer', 'upi', 'kind'];
/** The modes staff record by hand. */
export type OfflineGiftMode = Exclude<GiftMode, 'online'>;
export const OFFLINE_GIFT_MODES: readonly OfflineGiftMode[] = [
  'cash',
  'cheque',
  'bank-transfer',
  'upi',
  'kind',
];

/**
 * The statement's mode of receipt of each way of giving: a cheque, a transfer and UPI count with online
 * payments as electronic ("Electronic modes including account payee cheque/draft").
 */
export const RECEIPT_MODE_OF_GIFT: Readonly<Record<GiftMode, ReceiptMode>> = {
  online: 'electronic',
  cash: 'cash',
  cheque: 'electronic',
  'bank-transfer': 'electronic',
  upi: 'electronic',
  kind: 'kind',
};

export function isGiftMode(value: unknown): value is GiftMode {
  return typeof value === 'string' && (GIFT_MODES as readonly string[]).includes(value);
}

/** Body of `POST /api/admin/donations`: a gift received offline, in whole rupees. */
export interface RecordOfflineGiftRequest {
  name: string;
  email?: string;
  phone?: string;
  pan?: string;
  address?: string;
  taxDonationType?: TaxDonationType;
  projectId?: string;
  /** Whole rupees (for a gift in kind: its value). */
  amount: number;
  /** The day the gift was received, `YYYY-MM-DD` in India; never in the future. */
  receivedOn: string;
  mode: OfflineGiftMode;
  cheque?: { number: string; bank: string; date: string };
  /** The bank transfer's UTR or the UPI payment's reference. */
  reference?: string;
  kind?: { description: string };
  /** E-mail the receipt to the donor (needs `email`). */
  sendReceipt?: boolean;
}

/**
 * Whether a gift received on `receivedOn` may be recorded on `today` (both `YYYY-MM-DD`, India): not in the
 * future, and within the current year or the previous one while its statement of donations is not yet due
 * (until 31 May): a gift of a year whose statement is due or filed would be missing from it.
 */
export function receivedOnProblem(
  receivedOn: string,
  today: string,
): 'invalid' | 'future' | 'too-old' | null {
  const parts = parseCalendarDate(receivedOn);
  if (!parts) return 'invalid';
  if (receivedOn > today) return 'future';
  const noonIst = (day: string) => new Date(`${day}T12:00:00+05:30`);
  const currentYear = parseFinancialYear(financialYearOf(noonIst(today)))!;
  const earliest =
    today <= statementDueDate(currentYear.startYear - 1)
      ? `${currentYear.startYear - 1}-04-01`
      : `${currentYear.startYear}-04-01`;
  return receivedOn < earliest ? 'too-old' : null;
}
