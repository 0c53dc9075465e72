/**
 * The contract of giving beyond a single gift: recurring gifts (Razorpay Subscriptions), the donor's own
 * "My giving" link, the public giving settings and the admin panel's donation and recurring-gift records.
 * Amounts are rupees (a number with at most two decimals) unless a field says paise.
 */
import type { CheckoutOrder, PaymentConfirmationRequest, DonationType } from './registration-types.js';
import type { Locale } from './locale.js';
import type { PaymentStatus } from './types.js';
import type { TaxDonationType } from './tax-receipts.js';
import type { DonorCitizenship } from './fcra.js';
import type { TaxLawInForce, TaxRegimeId } from './tax-regimes.js';
import type { GiftMode } from './offline-gifts.js';
import type { PreArnSummary } from './pre-arns.js';

/** How often a recurring gift is charged. */
export type RecurringPeriod = 'monthly' | 'yearly';
export const RECURRING_PERIODS: readonly RecurringPeriod[] = ['monthly', 'yearly'];

export function isRecurringDonationType(type: DonationType | undefined): type is RecurringPeriod {
  return type === 'monthly' || type === 'yearly';
}

/**
 * A recurring gift's state. `created`: Checkout not yet authorised; `failed`: the donor dismissed or failed
 * Checkout before authorising (never charged). The others follow Razorpay's subscription states
 * (`authenticated` → `active`; `pending` while a charge is retried; `halted` after the retries failed;
 * `cancelled` by the donor or staff; `completed` after the last of `totalCount` charges).
 */
export type RecurringGiftStatus =
  'created' | 'failed' | 'authenticated' | 'active' | 'pending' | 'halted' | 'cancelled' | 'completed';
export const RECURRING_GIFT_STATUSES: readonly RecurringGiftStatus[] = [
  'created',
  'failed',
  'authenticated',
  'active',
  'pending',
  'halted',
  'cancelled',
  'completed',
];

/** A subscription's Checkout: like an order's, but Checkout is opened with `subscription_id`. */
export interface CheckoutSubscription extends Omit<CheckoutOrder, 'orderId'> {
  subscriptionId: string;
  period: RecurringPeriod;
}

/** Answer of `POST /api/create-order` for a one-time gift: the documented `{id}` (the order id) and Checkout's order. */
export interface OneTimeDonationOrderResponse extends CheckoutOrder {
  kind: 'order';
  id: string;
  donationId: string;
  accessToken: string;
}

/** Answer of `POST /api/create-order` with `donationType` monthly or yearly: `id` is the subscription id. */
export interface RecurringDonationOrderResponse extends CheckoutSubscription {
  kind: 'subscription';
  id: string;
  recurringGiftId: string;
  accessToken: string;
  /** True when each debit is above the approval threshold: the donor approves every debit in their app. */
  eachDebitNeedsApproval: boolean;
}

/** Checkout's signed answer for a subscription: Razorpay signs `payment_id|subscription_id`. */
export interface SubscriptionAuthorisationRequest {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

/** Answer of `POST /api/payments/sandbox/subscriptions/:id/authorise` (sandbox only): a signed authorisation. */
export type SandboxSubscriptionAuthorisation = SubscriptionAuthorisationRequest;

/** Answer of `POST /api/payments/sandbox/subscriptions/:id/charge` (sandbox only): the next cycle was billed. */
export interface SandboxSubscriptionCharge {
  subscriptionId: string;
  paymentId: string;
  /** ISO time of the charge. */
  chargedAt: string;
  /** The webhook was delivered (signed `subscription.charged`) and this is its answer status. */
  webhookStatus: number;
}

/** A receipt as the donor and staff see it listed. */
export interface ReceiptSummary {
  id: string;
  /** 'DR/2026-27/000123' ('80G/…' when issued before the prefix was configurable). */
  receiptNumber: string;
  /** The donor can claim the deduction with it (section 80G or 133, by taxRegime). */
  is80G: boolean;
  /** The tax regime of the gift's date: the receipt is named by its section. */
  taxRegime: TaxRegimeId;
  /** ISO time. */
  issuedAt: string;
  /** The cancelled receipt this one corrects ('DR/2026-27/000123'), or null. */
  replacesReceiptNumber?: string | null;
}

/** A gift's refund (its one row of payment_refunds): asked of the provider, made, or failed (staff retry it). */
export type DonationRefundStatus = 'pending' | 'processed' | 'failed';

/** A gift's refund as the admin panel shows it. */
export interface DonationRefundView {
  status: DonationRefundStatus;
  /** Rupees (always the whole gift). */
  amount: number;
  /** Staff's reason, as given. */
  reason: string;
  /** Why it failed, in the provider's words (failed only). */
  failureReason: string | null;
  /** How many times it was asked of the provider (1, then one more per retry). */
  attempts: number;
  requestedAt: string;
  processedAt: string | null;
}

/** One receipt of a donation in the admin panel, with the receipts it replaces and is replaced by. */
export interface AdminDonationReceipt {
  id: string;
  receiptNumber: string;
  is80G: boolean;
  issuedAt: string;
  /** ISO time it was cancelled (its number stays used), or null while valid. */
  cancelledAt: string | null;
  cancelReason: string | null;
  /** The cancelled receipt this one corrects, or null. */
  replacesReceiptNumber: string | null;
  /** The receipt that corrects this one (then cancelled), or null. */
  replacedByReceiptNumber: string | null;
  /** Name, PAN (masked 'ABCDE****F') and address printed on it. */
  donorName: string;
  panMasked: string | null;
  donorAddress: string | null;
}

/** A recurring gift as the donor sees it (thank-you screen, My giving). */
export interface RecurringGiftView {
  id: string;
  period: RecurringPeriod;
  /** Rupees per charge. */
  amount: number;
  status: RecurringGiftStatus;
  /** Charges received so far (each is a completed donation). */
  chargesCount: number;
  /** Charges the subscription was created for (120 monthly, 10 yearly by default). */
  totalCount: number;
  /** ISO time of the first charge, null before it. */
  firstChargedAt: string | null;
  /** ISO time the next charge is due, null when none is due (not active, cancelled, completed). */
  nextChargeAt: string | null;
  /** ISO time it was cancelled, or null. */
  cancelledAt: string | null;
  createdAt: string;
}

/** Answer of the recurring gift's read, authorisation and cancel steps. */
export interface RecurringGiftResponse {
  recurringGift: RecurringGiftView;
}

/** Body of `POST /api/recurring-gifts/:id/cancel` before authorisation (Checkout dismissed or failed). */
export interface AbandonRecurringGiftRequest {
  reason: 'dismissed' | 'failed';
}

/** Re-exported for symmetry with one-time confirmations. */
export type DonationPaymentConfirmation = PaymentConfirmationRequest;

/** One gift on the donor's "My giving" page. */
export interface MyGivingDonation {
  id: string;
  amount: number;
  donationType: DonationType;
  recurringGiftId: string | null;
  status: PaymentStatus;
  /** ISO time the payment was received, null unless completed. */
  receivedAt: string | null;
  /** Its valid receipts (a cancelled or corrected one is not listed). */
  receipts: ReceiptSummary[];
  /** Completed without an 80G receipt: adding PAN and address issues one. */
  canAdd80G: boolean;
  /** The state of its refund, or null when it was not refunded. */
  refundStatus?: DonationRefundStatus | null;
}

/** Answer of `GET /api/my-giving` (header X-Access-Token: the donor's link token). */
export interface MyGivingResponse {
  donor: { name: string | null; email: string };
  donations: MyGivingDonation[];
  recurringGifts: RecurringGiftView[];
  /** The tax years ('2026-27') with gifts, newest first: each has a statement PDF. */
  statementYears?: string[];
  /** The donor's certificates of donation (Form 114) the foundation uploaded, newest year first. */
  certificates?: { id: string; financialYear: string; formName: string }[];
}

/** Body of `POST /api/my-giving/tax-details`: issues 80G receipts for the donor's gifts that lack one. */
export interface DonorTaxDetailsRequest {
  pan: string;
  address: string;
}

/**
 * The foundation's legal details as the site shows them (footer, tax panel): its approval under today's tax
 * regime (India time); null fields are not configured.
 */
export interface FoundationPublicDetails {
  name: string;
  address: string | null;
  pan: string | null;
  /** The law in force today (libs/shared TAX_REGIMES): its act and sections are shown. */
  taxLaw: TaxLawInForce;
  /** URN of the approval under today's regime (section 80G(5) or 354). */
  urn: string | null;
  approvedOn: string | null;
  validFrom: string | null;
  validUntil: string | null;
  /** Whether deductible receipts can be issued now (the approval is configured and valid today). */
  deductibleReceipts: boolean;
}

/** Answer of `GET /api/giving`: what the Contribute page and the footer need. */
export interface GivingSettings {
  minAmount: number;
  maxAmount: number;
  /** Above this amount per debit, each recurring debit needs the donor's approval in their UPI or bank app. */
  approvalThresholdRupees: number;
  recurringTotalCount: Record<RecurringPeriod, number>;
  foundation: FoundationPublicDetails;
  /**
   * Whether gifts from foreign sources are taken online (the foundation's FCRA registration and its FCRA
   * account's keys are configured), with the registration number; otherwise the form refuses them.
   */
  foreignContributions: { accepted: boolean; fcraRegistrationNumber: string | null };
}

/** A donation as the admin panel lists it (never its access token hash, never the whole PAN). */
export interface AdminDonation {
  id: string;
  /** The language the person used ('en' | 'hi'): their e-mails and documents speak it. */
  locale: Locale;
  name: string | null;
  email: string | null;
  phone: string | null;
  amount: number;
  currency: string;
  donationType: DonationType;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  completedAt: string | null;
  createdAt: string;
  /** The recurring gift a charge belongs to. */
  recurringGiftId: string | null;
  taxDonationType: TaxDonationType;
  /** 'ABCDE****F', or null without a PAN. */
  panMasked: string | null;
  /** The latest receipt's number, or null before completion. */
  receiptNumber: string | null;
  is80G: boolean;
  /** How the gift came: online through the site, or received offline and recorded by staff. */
  giftMode: GiftMode;
  /** The latest receipt is cancelled (its number stays used; it is out of the statement). */
  receiptCancelled: boolean;
  /** '2026-27' of the completion, or null before it. */
  financialYear: string | null;
  /** The donor's declared citizenship, or null when not asked (fcra.ts). */
  citizenship: DonorCitizenship | null;
  /** Taken on the FCRA account (a foreign contribution). */
  fcra: boolean;
  /** Its refund, or null when none was asked. */
  refund: DonationRefundView | null;
  /** Every receipt, oldest first (one donation's answer only; absent from the list). */
  receipts?: AdminDonationReceipt[];
}

/** Body of `POST /api/admin/donations/{id}/refund`. */
export interface RefundDonationRequest {
  reason: string;
}

/** Body of `POST /api/admin/donations/{id}/correct-receipt`: at least one detail that changes, and why. */
export interface CorrectReceiptRequest {
  name?: string;
  pan?: string;
  address?: string;
  reason: string;
}

/** What the statement of donations of a year will hold, and what it cannot (`GET .../statement-summary`). */
export interface StatementSummary {
  /** '2026-27'. */
  year: string;
  /** The form of the year's regime: '113' or '10BD'. */
  form: string;
  /** The day it is due, `YYYY-MM-DD` (31 May after the year). */
  dueOn: string;
  /** Completed gifts with a valid deductible receipt (so a PAN): what will be filed. */
  reported: { donors: number; donations: number; amount: number };
  /** Completed gifts without one (no PAN, or no deduction): what cannot be filed. */
  notReported: { donations: number; amount: number };
  /** The year's pre-acknowledgement numbers pasted from the portal (receipts quote them in order). */
  preArns: PreArnSummary;
}

/** A recurring gift as the admin panel lists it. */
export interface AdminRecurringGift extends RecurringGiftView {
  name: string | null;
  email: string;
  subscriptionId: string | null;
  /** Rupees received so far. */
  totalReceived: number;
}
