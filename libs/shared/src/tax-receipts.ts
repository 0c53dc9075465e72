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
 * The "Mode of receipt" of Form 10BD. Every donation through the site is paid online (Razorpay: UPI,
 * cards, net banking), which the form counts with account payee cheques and drafts as electronic. The
 * form's other modes (cash, kind, others) are not received through the product.
 */
export type ReceiptMode = 'electronic';
export const RECEIPT_MODES: readonly ReceiptMode[] = ['electronic'];

/** The portal's label of each mode (as its CSV expects it) and the shorter one printed on a receipt. */
export const RECEIPT_MODE_LABELS: Readonly<Record<ReceiptMode, { form10bd: string; receipt: string }>> = {
  electronic: {
    form10bd: 'Electronic modes including account payee cheque/draft',
    receipt: 'Electronic (online payment)',
  },
};

export function isTaxDonationType(value: unknown): value is TaxDonationType {
  return typeof value === 'string' && (TAX_DONATION_TYPES as readonly string[]).includes(value);
}
