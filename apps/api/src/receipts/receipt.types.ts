import type {
  DonorDeclaration,
  GiftMode,
  Locale,
  ReceiptMode,
  TaxDonationType,
  TaxRegimeId,
} from '@foundation/shared';
import type { FoundationLegalDetails } from '../config/foundation-legal.js';

export type { FoundationLegalDetails };

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
  /** How the gift came (absent: online): an offline gift prints its mode and reference. */
  giftMode?: GiftMode;
  /** A cheque's bank and date, or what a gift in kind was. */
  modeDetails?: string | null;
  /** A cancelled receipt is printed with "CANCELLED on {date}: {reason}". */
  cancelled?: { at: Date; reason: string } | null;
  /** A corrected receipt names the cancelled one it replaces, and the cancelled one its replacement. */
  replaces?: string | null;
  replacedBy?: string | null;
  donationType: TaxDonationType;
  /** The tax regime of the donation's date: its act, sections, forms and words are printed. */
  taxRegime: TaxRegimeId;
  /** The donor's language (absent: English): the receipt is printed in it. */
  locale?: Locale;
  /** The pre-acknowledgement number of the statement of donations the receipt quotes, if any. */
  preArn?: string | null;
  /**
   * The donor's declaration of citizenship (the Foreign Contribution (Regulation) Act, 2010), printed when it
   * was asked; with the FCRA registration number when the gift was taken on the FCRA account.
   */
  declaration?: (DonorDeclaration & { fcraRegistrationNumber?: string | null }) | null;
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

/** What a receipt states about the foundation: all its legal details on an 80G receipt, at least its name on a plain one. */
export type ReceiptFoundation = PlainReceiptData['foundation'];

/** A receipt as issued and stored (table `donation_receipts`): the facts printed on it, frozen when issued. */
export interface DonationReceipt {
  id: string;
  donationId: string;
  /** '80G/2026-27/000123'. */
  receiptNumber: string;
  /** '2026-27'. */
  financialYear: string;
  sequence: number;
  taxRegime: TaxRegimeId;
  giftMode: GiftMode;
  modeDetails: string | null;
  /** Cancelled (its number stays used): when and why; null while valid. */
  cancelledAt: Date | null;
  cancelReason: string | null;
  /** The cancelled receipt this one corrects, or null. */
  replacesReceiptId: string | null;
  /** The pre-acknowledgement number it quotes, or null. */
  preArn: string | null;
  is80G: boolean;
  issuedAt: Date;
  receivedAt: Date;
  donorName: string;
  donorAddress: string | null;
  /** Only on an 80G receipt. */
  donorPan: string | null;
  /** Rupees. */
  amount: number;
  paymentId: string;
  donationType: TaxDonationType;
  foundation: ReceiptFoundation;
}

/** What issuing a receipt needs to know about a completed donation. */
export interface DonationReceiptFacts {
  donationId: string;
  donorName: string;
  donorAddress?: string | null;
  /** As the donor typed it (normalised here); none, or an invalid one, gives a plain receipt. */
  donorPan?: string | null;
  /** Rupees, as stored (a number or PostgreSQL's decimal string). */
  amount: number | string;
  paymentId: string;
  /** When the payment was received. */
  receivedAt: Date;
  /** How the gift came (absent: online); cash above the regime's limit and gifts in kind give no deduction. */
  giftMode?: GiftMode;
  modeDetails?: string | null;
  /** How Form 10BD classifies the donation; 'others' unless the foundation records otherwise. */
  donationType?: TaxDonationType;
  /** A correction: the receipt it replaces (cancelled in the same transaction). */
  replacesReceiptId?: string | null;
}
