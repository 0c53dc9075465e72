/**
 * The bounds the contribute form always had, and the approval threshold Razorpay applies to UPI AutoPay and
 * card mandates (₹15,000 per debit), in rupees: apart from the page's texts (./content.ts), because every
 * page's footer needs them (the giving settings' fallback, ./hooks/useGivingSettings.ts) and not the texts.
 */
export const GIVING_LIMITS = {
  minimumAmount: 1,
  maximumAmount: 1000000,
  approvalThresholdRupees: 15000,
} as const;
