import type { PaymentProviderName } from '@foundation/shared';

/** Injection token of the one active PaymentGateway. */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

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
  currency: 'INR';
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
  /** Whether a Checkout result is genuine for the stored order id. */
  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean;
  /** Whether a webhook's signature header is genuine for its raw body. */
  verifyWebhook(rawBody: Buffer, signature: unknown): boolean;
}
