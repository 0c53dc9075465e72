import type { ReceiptMode, TaxDonationType } from '@foundation/shared';

/** What an 80G receipt states about the foundation (from the configuration, see AppConfig.foundationLegalDetails). */
export interface FoundationLegalDetails {
  name: string;
  /** Postal address on one line. */
  address: string;
  pan: string;
  /** Unique Registration Number of the 80G approval. */
  urn80g: string;
  /** Date of the approval, `YYYY-MM-DD`. */
  approvedOn: string;
  /** First and last day of the approval's validity, `YYYY-MM-DD`. */
  validFrom: string;
  validUntil: string;
  /** Printed under the signature line ('Managing Trustee'). */
  signatoryTitle: string;
}

interface CommonReceiptData {
  /** '80G/2026-27/000123' for an 80G receipt; any number the caller's series gives a plain one. */
  receiptNumber: string;
  /** When the receipt is issued (printed as the day in India). */
  issuedAt: Date;
  /** When the payment was received (printed as the day in India). */
  receivedAt: Date;
  /** Rupees, as stored (a number or PostgreSQL's decimal string). */
  amount: number | string;
  /** The payment provider's id of the payment ('pay_...'). */
  paymentId: string;
  mode: ReceiptMode;
  donationType: TaxDonationType;
}

/** A receipt with which the donor can claim the deduction: the donor gave a PAN and an address. */
export interface Receipt80gData extends CommonReceiptData {
  is80G: true;
  foundation: FoundationLegalDetails;
  donor: { name: string; address: string; pan: string };
}

/**
 * A plain donation receipt, for a donor who gave no PAN (or when the foundation has no 80G approval
 * configured): it says that it is not an 80G receipt.
 */
export interface PlainReceiptData extends CommonReceiptData {
  is80G: false;
  foundation: Pick<FoundationLegalDetails, 'name' | 'signatoryTitle'> & Partial<FoundationLegalDetails>;
  donor: { name: string; address?: string | null };
}

export type ReceiptData = Receipt80gData | PlainReceiptData;
