/**
 * How a donation is classified on an 80G receipt and in Form 10BD (the statement of donations an 80G
 * institution files each year). Not to be confused with DonationType, which says how often a donor gives.
 */

/** The "Donation Type" of Form 10BD. A corpus donation goes to the permanent fund, a specific grant to a named purpose. */
export type TaxDonationType = 'corpus' | 'specific_grant' | 'others';
export const TAX_DONATION_TYPES: readonly TaxDonationType[] = ['corpus', 'specific_grant', 'others'];
/** Unless the foundation records otherwise, a donation is reported as 'Others'. */
export const DEFAULT_TAX_DONATION_TYPE: TaxDonationType = 'others';

/** The labels, written as the income-tax portal's Form 10BD lists them (they go into its CSV as they are). */
export const TAX_DONATION_TYPE_LABELS: Readonly<Record<TaxDonationType, string>> = {
  corpus: 'Corpus',
  specific_grant: 'Specific grant',
  others: 'Others',
};

/**
 * The "Mode of receipt" of the statement of donations (Form 10BD, Form 113). Gifts through the site are paid
 * online (Razorpay: UPI, cards, net banking); staff record gifts received offline (libs/shared OFFLINE_GIFT
 * modes): a cheque, a bank transfer or UPI counts with online payments as electronic, cash as cash, a gift
 * of goods as kind. The statement's labels of each mode are per regime (TAX_REGIMES' statement rules).
 */
export type ReceiptMode = 'cash' | 'kind' | 'electronic' | 'others';
export const RECEIPT_MODES: readonly ReceiptMode[] = ['cash', 'kind', 'electronic', 'others'];

/** The portal's label of each mode (as Form 10BD's CSV expects it) and the shorter one printed on a receipt. */
export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, { form10bd: string; receipt: string }>> = {
  cash: { form10bd: 'Cash', receipt: 'Cash' },
  kind: { form10bd: 'Kind', receipt: 'In kind' },
  electronic: {
    form10bd: 'Electronic modes including account payee cheque/draft',
    receipt: 'Electronic (online payment)',
  },
  others: { form10bd: 'Others', receipt: 'Other' },
};

export function isTaxDonationType(value: unknown): value is TaxDonationType {
  return typeof value === 'string' && (TAX_DONATION_TYPES as readonly string[]).includes(value);
}

/**
 * The name of the donor's certificate of donation the income-tax portal generates for a year's statement:
 * Form 10BE under the Income-tax Act, 1961, Form 114 (Income-tax Rules, 2026, rule 190) from tax year
 * 2026-27. Newest first; a later form is a new row.
 */
export const CERTIFICATE_FORMS: readonly { fromYear: string; name: string }[] = [
  { fromYear: '2026-27', name: 'Form 114' },
  { fromYear: '0000-00', name: 'Form 10BE' },
];

/** The certificate's form for a year written '2026-27'. */
export function certificateFormOf(year: string): string {
  return (CERTIFICATE_FORMS.find((form) => year >= form.fromYear) ?? CERTIFICATE_FORMS.at(-1)!).name;
}

/** A certificate no donor was found for (`GET /api/admin/donation-certificates/unmatched`), with what it names. */
export interface UnmatchedCertificate {
  id: string;
  fileName: string;
  pans: string[];
  aadhaars: string[];
}

/** What `POST /api/admin/donation-certificates` did with each file: matched ones are stored and e-mailed. */
export interface CertificateUploadResult {
  year: string;
  matched: { id: string; fileName: string; donorEmail: string; matchedBy: string }[];
  unmatched: UnmatchedCertificate[];
}
