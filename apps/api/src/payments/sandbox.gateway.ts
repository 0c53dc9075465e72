import { randomInt } from 'node:crypto';
import type { PaymentConfirmationRequest } from '@foundation/shared';
import type { CreateOrderInput, PaymentGateway, ProviderOrder } from './payment-gateway.js';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from './signatures.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: a prefix and 14 random letters and digits (`order_Mn3kQ2x7sVb1Zp`). */
export function razorpayStyleId(prefix: 'order' | 'pay' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxWebhook {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/**
 * The offline stand-in for Razorpay (the default without keys; refused in production by the config): it
 * creates orders locally and signs payments and webhooks with a local secret in exactly Razorpay's shapes,
 * so the product's verification code is the same for both.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  constructor(private readonly secret: string) {}

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return { id: razorpayStyleId('order'), amountPaise: input.amountPaise, currency: 'INR' };
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return isValidPaymentSignature(this.secret, storedOrderId, paymentId, signature);
  }

  verifyWebhook(rawBody: Buffer, signature: unknown): boolean {
    return isValidWebhookSignature(this.secret, rawBody, signature);
  }

  /** What Razorpay Checkout hands the browser after a successful payment of the order. */
  pay(orderId: string): PaymentConfirmationRequest {
    const paymentId = razorpayStyleId('pay');
    return {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(this.secret, orderId, paymentId),
    };
  }

  /** A signed `payment.captured` webhook for a payment, as Razorpay would deliver it. */
  capturedWebhook(
    orderId: string,
    paymentId: string,
    amountPaise: number,
    email?: string | null,
  ): SandboxWebhook {
    const now = Math.floor(Date.now() / 1000);
    const body = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: amountPaise,
            currency: 'INR',
            status: 'captured',
            order_id: orderId,
            method: 'upi',
            captured: true,
            email: email ?? '',
            created_at: now,
          },
        },
      },
      created_at: now,
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, signature: hmacSha256Hex(this.secret, rawBody), eventId: razorpayStyleId('evt') };
  }
}
