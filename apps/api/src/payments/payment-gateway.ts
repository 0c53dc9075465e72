import { type Currency } from '@foundation/shared';
import type { PaymentProviderName, RecurringPeriod } from '@foundation/shared';

/** Injection token of the one active PaymentGateway (the foundation's main account). */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/**
 * Injection token of the FCRA account's gateway: `{ gateway }`, null when FCRA is not configured. Foreign
 * contributions must reach the FCRA account only (FCRA 2010, section 17; docs/fcra-and-recurring.md), so
 * they are taken through a separate Razorpay account that settles there.
 */
export const FCRA_PAYMENT_GATEWAY = Symbol('FCRA_PAYMENT_GATEWAY');
export interface FcraPaymentGateway {
  gateway: PaymentGateway | null;
}

/** Which of the foundation's payment accounts an order is created on. */
export type PaymentAccount = 'main' | 'fcra';

export interface CreateOrderInput {
  /** Whole paise, more than zero. */
  amountPaise: number;
  /** Our reference (the registration or donation id), at most 40 characters. */
  receipt: string;
  notes?: Record<string, string>;
}

/** An order as the provider created it. */
export interface ProviderOrder {
  id: string;
  amountPaise: number;
  currency: Currency;
}

export interface CreatePlanInput {
  period: RecurringPeriod;
  /** Whole paise per charge, more than zero. */
  amountPaise: number;
  /** The plan's item name, shown by the provider ('Monthly gift of ₹1,000'). */
  name: string;
  notes?: Record<string, string>;
}

export interface ProviderPlan {
  id: string;
}

export interface CreateSubscriptionInput {
  planId: string;
  /** How many charges the subscription is created for. */
  totalCount: number;
  /** Our references (the recurring gift id), for the provider's dashboard and its webhooks. */
  notes: Record<string, string>;
}

/** A subscription as the provider created it (Razorpay's `status: created` until Checkout authorises it). */
export interface ProviderSubscription {
  id: string;
  status: string;
}

/** The provider's answer to a cancellation: the subscription's state afterwards. */
export interface CancelledSubscription {
  id: string;
  status: string;
}

export interface RefundPaymentInput {
  /** The provider's payment id (`pay_…`) to refund. */
  paymentId: string;
  /** Whole paise to give back, more than zero and at most what was captured. */
  amountPaise: number;
  /**
   * The same key for the same refund request: the provider answers the refund it already made instead of
   * refunding twice (Razorpay's `X-Refund-Idempotency`: 10 to 64 letters, digits, hyphens, underscores).
   */
  idempotencyKey: string;
  /** Our references (the refund record, the payable), for the provider's dashboard and its webhooks. */
  notes: Record<string, string>;
}

/** What the provider says about a refund: Razorpay's refund entity `rfnd_…`. */
export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: ProviderRefundStatus;
}

export interface CreateQrCodeInput {
  /** Whole paise, more than zero: the only amount the code accepts (fixed amount). */
  amountPaise: number;
  /** The code's label in the provider's dashboard ('Walk-in, Ganga Aarti Camp'). */
  name: string;
  description: string;
  /** When the provider closes it unpaid (Razorpay: at least 15 minutes ahead). */
  closeBy: Date;
  notes: Record<string, string>;
}

/** A single-use UPI QR code as the provider created it (Razorpay's `qr_…` entity). */
export interface ProviderQrCode {
  id: string;
  /** An image of the code to show the payer (Razorpay's `image_url`; a data: URL in the sandbox). */
  imageUrl: string;
  amountPaise: number;
  closeBy: Date;
}

/**
 * What the product needs from a payment provider. Razorpay and the local sandbox implement it; the rest of
 * the API never talks to a provider directly. Signatures are verified by the product itself with the
 * secrets the gateway exposes here (see signatures.ts), so both providers share one verification path.
 */
export interface PaymentGateway {
  readonly name: PaymentProviderName;
  /** Public key id the browser gives Checkout. */
  readonly keyId: string;
  /** Creates an order; throws PaymentErrorCode.ProviderError (refused) or ProviderUnavailable (unreachable, timed out). */
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /**
   * Creates a single-use UPI QR code for a fixed amount (Razorpay's QR Codes API, `POST
   * /v1/payments/qr_codes`); its payment is reported by the `qr_code.credited` webhook. Errors as createOrder's.
   */
  createQrCode(input: CreateQrCodeInput): Promise<ProviderQrCode>;
  /** Whether a Checkout result is genuine for the stored order id. */
  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean;
  /** Whether a webhook's signature header is genuine for its raw body. */
  verifyWebhook(rawBody: Buffer, signature: unknown): boolean;
  /** Creates a plan (a period and an amount); errors as createOrder's. */
  createPlan(input: CreatePlanInput): Promise<ProviderPlan>;
  /** Creates a subscription of a plan; errors as createOrder's. */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /**
   * Cancels a subscription at once (never at the end of the cycle). Cancelling one that is already cancelled
   * or completed answers its state instead of failing, so that a repeated cancel is harmless.
   */
  cancelSubscription(subscriptionId: string): Promise<CancelledSubscription>;
  /**
   * Whether Checkout's authorisation of a subscription is genuine: Razorpay signs `{payment id}|{subscription
   * id}` with the key secret. The subscription id is the one we stored, never the one the browser sent.
   */
  verifySubscriptionPayment(storedSubscriptionId: string, paymentId: string, signature: unknown): boolean;
  /**
   * Refunds (part of) a captured payment. The same idempotency key answers the same refund. Errors:
   * ProviderError (refused, e.g. more than was captured) or ProviderUnavailable (unreachable, timed out,
   * busy with the same key): the refund may or may not exist then, so a retry must reuse the key.
   */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
  /** The provider's current view of a refund (`GET /v1/refunds/{id}`); errors as refundPayment's. */
  fetchRefund(refundId: string): Promise<ProviderRefund>;
}
