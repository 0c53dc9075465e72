import { CURRENCY, paiseToRupeeString } from '@foundation/shared';
import QRCode from 'qrcode';
import { randomInt } from 'node:crypto';
import type { PaymentConfirmationRequest, SubscriptionAuthorisationRequest } from '@foundation/shared';
import type {
  CancelledSubscription,
  CreateOrderInput,
  CreatePlanInput,
  CreateQrCodeInput,
  CreateSubscriptionInput,
  PaymentGateway,
  ProviderOrder,
  ProviderPlan,
  ProviderQrCode,
  ProviderRefund,
  ProviderSubscription,
  RefundPaymentInput,
} from './payment-gateway.js';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
  subscriptionPaymentSignature,
} from './signatures.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: a prefix and 14 random letters and digits (`order_Mn3kQ2x7sVb1Zp`). */
export function razorpayStyleId(prefix: 'order' | 'pay' | 'evt' | 'plan' | 'sub' | 'rfnd' | 'qr'): string {
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

/** What a sandbox subscription webhook says: the subscription's state and, for a charge, its payment. */
export interface SandboxSubscriptionEvent {
  event:
    | 'subscription.authenticated'
    | 'subscription.activated'
    | 'subscription.charged'
    | 'subscription.completed'
    | 'subscription.cancelled';
  subscriptionId: string;
  status: string;
  paidCount: number;
  totalCount: number;
  /** When the provider charges next (Unix seconds), or null. */
  chargeAt: number | null;
  notes: Record<string, string>;
  payment?: { id: string; amountPaise: number; createdAt: number };
}

/** Where the sandbox delivers the webhooks it plays by itself (the product's own webhook handler). */
export type SandboxWebhookSink = (webhook: SandboxWebhook) => Promise<unknown>;

interface SandboxRefund extends ProviderRefund {
  notes: Record<string, string>;
  createdAt: number;
}

/**
 * The offline stand-in for Razorpay (the default without keys; refused in production by the config): it
 * creates orders locally and signs payments and webhooks with a local secret in exactly Razorpay's shapes,
 * so the product's verification code is the same for both.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;

  /** Refunds by id, and by idempotency key (the same key answers the same refund, as Razorpay does). */
  private readonly refunds = new Map<string, SandboxRefund>();
  private readonly refundsByKey = new Map<string, string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private sink?: SandboxWebhookSink;
  /**
   * How the sandbox's next refunds end (`refund.processed`, or `refund.failed` with Razorpay's reason), so
   * that tests and a person at `npm start` can play a refund the bank turns down.
   */
  refundOutcome: 'processed' | 'failed' = 'processed';

  /**
   * @param webhookDelayMs how long after a refund its webhook is delivered (SANDBOX_WEBHOOK_DELAY_MS); -1:
   * never by itself.
   */
  constructor(
    private readonly secret: string,
    private readonly webhookDelayMs = -1,
  ) {}

  /** The product's webhook handler, to which the sandbox delivers the refund webhooks it plays. */
  deliverWebhooksTo(sink: SandboxWebhookSink): void {
    this.sink = sink;
  }

  /** Drops the webhooks not delivered yet (the app is closing). */
  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const known = this.refundsByKey.get(input.idempotencyKey);
    if (known) return this.publicRefund(this.refunds.get(known) as SandboxRefund);
    const refund: SandboxRefund = {
      id: razorpayStyleId('rfnd'),
      paymentId: input.paymentId,
      amountPaise: input.amountPaise,
      status: 'pending',
      notes: input.notes,
      createdAt: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    this.refundsByKey.set(input.idempotencyKey, refund.id);
    this.scheduleRefundOutcome(refund, this.refundOutcome);
    return this.publicRefund(refund);
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`No sandbox refund ${refundId}`);
    return this.publicRefund(refund);
  }

  /** A signed `refund.*` webhook in Razorpay's shape (the refund entity and its payment). */
  refundWebhook(
    event: 'refund.created' | 'refund.processed' | 'refund.failed',
    refund: Omit<ProviderRefund, 'status'> & { notes: Record<string, string> },
  ): SandboxWebhook {
    const now = Math.floor(Date.now() / 1000);
    const status = event === 'refund.created' ? 'pending' : event.slice('refund.'.length);
    const body = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: refund.id,
            entity: 'refund',
            amount: refund.amountPaise,
            currency: 'INR',
            payment_id: refund.paymentId,
            notes: refund.notes,
            status,
            speed_processed: 'normal',
            created_at: now,
          },
        },
        payment: { entity: { id: refund.paymentId, entity: 'payment', currency: 'INR' } },
      },
      created_at: now,
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, signature: hmacSha256Hex(this.secret, rawBody), eventId: razorpayStyleId('evt') };
  }

  private publicRefund(refund: SandboxRefund): ProviderRefund {
    return {
      id: refund.id,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
      status: refund.status,
    };
  }

  /** Settles the refund and delivers its webhook after the delay, as Razorpay does once the bank answers. */
  private scheduleRefundOutcome(refund: SandboxRefund, outcome: 'processed' | 'failed'): void {
    if (this.webhookDelayMs < 0) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      refund.status = outcome;
      const webhook = this.refundWebhook(`refund.${outcome}`, refund);
      void this.sink?.(webhook).catch(() => undefined);
    }, this.webhookDelayMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** The sandbox's UPI QR codes (single use, fixed amount), by id: what `creditedWebhook` pays. */
  private readonly qrCodes = new Map<
    string,
    ProviderQrCode & { notes: Record<string, string>; paid: boolean }
  >();

  /**
   * A single-use UPI QR code for the exact amount, as Razorpay's QR Codes API makes it; its image is drawn
   * here (a `upi://pay` link to a sandbox address, which no UPI app can pay) as a data: URL.
   */
  async createQrCode(input: CreateQrCodeInput): Promise<ProviderQrCode> {
    const id = razorpayStyleId('qr');
    const link = `upi://pay?pa=sandbox@razorpay&pn=Sandbox&am=${paiseToRupeeString(input.amountPaise)}&cu=${CURRENCY}&tr=${id}`;
    const qrCode = {
      id,
      imageUrl: await QRCode.toDataURL(link, { margin: 2, width: 320 }),
      amountPaise: input.amountPaise,
      closeBy: input.closeBy,
    };
    this.qrCodes.set(id, { ...qrCode, notes: input.notes, paid: false });
    return qrCode;
  }

  /**
   * Pays a sandbox QR code once (single use): the signed `qr_code.credited` webhook Razorpay delivers, with
   * the payment and the code; null when there is no such open code.
   */
  creditedWebhook(qrCodeId: string): (SandboxWebhook & { paymentId: string }) | null {
    const qrCode = this.qrCodes.get(qrCodeId);
    if (!qrCode || qrCode.paid || qrCode.closeBy.getTime() <= Date.now()) return null;
    qrCode.paid = true;
    const now = Math.floor(Date.now() / 1000);
    const paymentId = razorpayStyleId('pay');
    const body = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: 'qr_code.credited',
      contains: ['payment', 'qr_code'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: qrCode.amountPaise,
            currency: CURRENCY,
            status: 'captured',
            order_id: null,
            method: 'upi',
            captured: true,
            notes: [],
            created_at: now,
          },
        },
        qr_code: {
          entity: {
            id: qrCode.id,
            entity: 'qr_code',
            usage: 'single_use',
            type: 'upi_qr',
            image_url: qrCode.imageUrl,
            payment_amount: qrCode.amountPaise,
            fixed_amount: true,
            status: 'closed',
            payments_amount_received: qrCode.amountPaise,
            payments_count_received: 1,
            notes: qrCode.notes,
            close_by: Math.floor(qrCode.closeBy.getTime() / 1000),
            closed_at: now,
            close_reason: 'paid',
          },
        },
      },
      created_at: now,
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    return {
      rawBody,
      signature: hmacSha256Hex(this.secret, rawBody),
      eventId: razorpayStyleId('evt'),
      paymentId,
    };
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    return { id: razorpayStyleId('order'), amountPaise: input.amountPaise, currency: CURRENCY };
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return isValidPaymentSignature(this.secret, storedOrderId, paymentId, signature);
  }

  verifyWebhook(rawBody: Buffer, signature: unknown): boolean {
    return isValidWebhookSignature(this.secret, rawBody, signature);
  }

  async createPlan(_input: CreatePlanInput): Promise<ProviderPlan> {
    return { id: razorpayStyleId('plan') };
  }

  async createSubscription(_input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    return { id: razorpayStyleId('sub'), status: 'created' };
  }

  async cancelSubscription(subscriptionId: string): Promise<CancelledSubscription> {
    return { id: subscriptionId, status: 'cancelled' };
  }

  verifySubscriptionPayment(storedSubscriptionId: string, paymentId: string, signature: unknown): boolean {
    return isValidSubscriptionPaymentSignature(this.secret, storedSubscriptionId, paymentId, signature);
  }

  /** What Razorpay Checkout hands the browser once the donor authorised a subscription (its first payment). */
  authorise(subscriptionId: string): SubscriptionAuthorisationRequest {
    const paymentId = razorpayStyleId('pay');
    return {
      razorpay_payment_id: paymentId,
      razorpay_subscription_id: subscriptionId,
      razorpay_signature: subscriptionPaymentSignature(this.secret, paymentId, subscriptionId),
    };
  }

  /** A signed subscription webhook in Razorpay's shape (the subscription entity, and a charge's payment). */
  subscriptionWebhook(input: SandboxSubscriptionEvent): SandboxWebhook {
    const now = Math.floor(Date.now() / 1000);
    const payload: Record<string, unknown> = {
      subscription: {
        entity: {
          id: input.subscriptionId,
          entity: 'subscription',
          status: input.status,
          paid_count: input.paidCount,
          total_count: input.totalCount,
          remaining_count: Math.max(0, input.totalCount - input.paidCount),
          charge_at: input.chargeAt,
          notes: input.notes,
          created_at: now,
        },
      },
    };
    if (input.payment) {
      payload.payment = {
        entity: {
          id: input.payment.id,
          entity: 'payment',
          amount: input.payment.amountPaise,
          currency: CURRENCY,
          status: 'captured',
          order_id: razorpayStyleId('order'),
          method: 'upi',
          captured: true,
          created_at: input.payment.createdAt,
        },
      };
    }
    const body = {
      entity: 'event',
      account_id: 'acc_sandbox',
      event: input.event,
      contains: Object.keys(payload),
      payload,
      created_at: now,
    };
    const rawBody = Buffer.from(JSON.stringify(body));
    return { rawBody, signature: hmacSha256Hex(this.secret, rawBody), eventId: razorpayStyleId('evt') };
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
            currency: CURRENCY,
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
