import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RecurringGiftStatus } from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import {
  FCRA_PAYMENT_GATEWAY,
  PAYMENT_GATEWAY,
  type FcraPaymentGateway,
  type PaymentGateway,
} from './payment-gateway.js';
import { paymentError, PaymentErrorCode, WEBHOOK_MESSAGES } from './payments.errors.js';
import { type ReportedRefund, type RefundStatus } from './payment-refund.js';
import { SandboxGateway } from './sandbox.gateway.js';
import { type ReportedCharge, type ReportedSubscription } from './subscription-payable.js';
import { WebhookEventsRepository } from './webhook-events.repository.js';

export interface WebhookResult {
  status: 'processed' | 'duplicate';
  outcome?: string;
}

interface PaymentFacts {
  eventType: string;
  orderId: string | null;
  paymentId: string | null;
  amountPaise: number | null;
  currency: string | null;
}

const webhookInvalid = (message: string) => paymentError(PaymentErrorCode.WebhookInvalid, { message });

const str = (value: unknown) =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;

/** Reads what matters from Razorpay's event shapes (payment.captured, order.paid, qr_code.credited, payment.failed). */
export function paymentFacts(event: Record<string, unknown>): PaymentFacts {
  const payload = (event.payload ?? {}) as Record<string, { entity?: Record<string, unknown> } | undefined>;
  const payment = payload.payment?.entity ?? {};
  const order = payload.order?.entity ?? {};
  const eventType = typeof event.event === 'string' ? event.event.slice(0, 60) : 'unknown';
  const fromOrder = eventType === 'order.paid';
  const amount = fromOrder ? (order.amount_paid ?? order.amount) : payment.amount;
  // A UPI QR code's payment names the code, recorded like an order (PaymentLifecycleService.openQrCode).
  const qrCode = eventType === 'qr_code.credited' ? (payload.qr_code?.entity ?? {}) : null;
  return {
    eventType,
    orderId: qrCode
      ? str(qrCode.id)
      : (str(fromOrder ? order.id : payment.order_id) ?? str(payment.order_id)),
    paymentId: str(payment.id),
    amountPaise: typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null,
    currency: str(fromOrder ? order.currency : payment.currency),
  };
}

/** The recurring gift's status each subscription event announces (`subscription.charged` changes it too). */
const SUBSCRIPTION_STATUS_EVENTS: Record<string, RecurringGiftStatus> = {
  'subscription.authenticated': 'authenticated',
  'subscription.activated': 'active',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
};

const unixTime = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e11
    ? new Date(value * 1000)
    : null;

/**
 * Reads a subscription event (Razorpay's `subscription.*`: the subscription entity, and for a charge its
 * payment entity), or null when it is not one or names no subscription.
 */
export function subscriptionFacts(
  event: Record<string, unknown>,
): ReportedSubscription | ReportedCharge | null {
  const eventType = typeof event.event === 'string' ? event.event.slice(0, 60) : '';
  if (!eventType.startsWith('subscription.')) return null;
  const payload = (event.payload ?? {}) as Record<string, { entity?: Record<string, unknown> } | undefined>;
  const subscription = payload.subscription?.entity ?? {};
  const subscriptionId = str(subscription.id);
  if (!subscriptionId) return null;
  const report: ReportedSubscription = {
    eventType,
    subscriptionId,
    status: SUBSCRIPTION_STATUS_EVENTS[eventType] ?? null,
    chargeAt: unixTime(subscription.charge_at),
    eventAt: unixTime(event.created_at),
  };
  if (eventType !== 'subscription.charged') return report;
  const payment = payload.payment?.entity ?? {};
  const paymentId = str(payment.id);
  if (!paymentId) return report;
  return {
    ...report,
    paymentId,
    amountPaise:
      typeof payment.amount === 'number' && Number.isSafeInteger(payment.amount) ? payment.amount : null,
    currency: str(payment.currency),
  };
}

/** The refund status each refund event announces (`refund.created`: still pending, names the refund). */
const REFUND_STATUS_EVENTS: Record<string, RefundStatus> = {
  'refund.created': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

/**
 * Reads a refund event (Razorpay's `refund.*`: the refund entity with the notes we sent), or null when it is
 * not one or names no refund.
 */
export function refundFacts(event: Record<string, unknown>): ReportedRefund | null {
  const eventType = typeof event.event === 'string' ? event.event.slice(0, 60) : '';
  if (!eventType.startsWith('refund.')) return null;
  const payload = (event.payload ?? {}) as Record<string, { entity?: Record<string, unknown> } | undefined>;
  const refund = payload.refund?.entity ?? {};
  const providerRefundId = str(refund.id);
  if (!providerRefundId) return null;
  const notes = (typeof refund.notes === 'object' && refund.notes !== null ? refund.notes : {}) as Record<
    string,
    unknown
  >;
  const refundId = str(notes.refund_id);
  const errorDescription = (refund.error_description ?? refund.failure_reason) as unknown;
  return {
    eventType,
    providerRefundId,
    paymentId: str(refund.payment_id),
    refundId:
      refundId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(refundId)
        ? refundId
        : null,
    idempotencyKey: str(notes.refund_key),
    status: REFUND_STATUS_EVENTS[eventType] ?? null,
    failureReason: typeof errorDescription === 'string' ? errorDescription.slice(0, 300) : null,
  };
}

/**
 * Razorpay's webhooks (and the sandbox's, in the same shapes): the signature over the raw body is checked
 * first, each event id is processed once (unique constraint), and the payment lifecycle completes or fails
 * the payable recorded with the order after its amount and currency are checked against the database.
 */
@Injectable()
export class PaymentWebhooksService implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly events: WebhookEventsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(FCRA_PAYMENT_GATEWAY) private readonly fcra: FcraPaymentGateway,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly logger: AppLogger,
  ) {}

  /** The sandbox delivers the refund webhooks it plays to this handler, signed, as Razorpay would. */
  onModuleInit(): void {
    if (!(this.gateway instanceof SandboxGateway)) return;
    this.gateway.deliverWebhooksTo((webhook) =>
      this.handle(webhook.rawBody, webhook.signature, webhook.eventId).catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Sandbox refund webhook delivery failed'),
      ),
    );
  }

  onModuleDestroy(): void {
    if (this.gateway instanceof SandboxGateway) this.gateway.close();
  }

  async handle(
    rawBody: Buffer | undefined,
    signature: unknown,
    eventIdHeader: unknown,
  ): Promise<WebhookResult> {
    if (!rawBody || rawBody.length === 0) throw webhookInvalid(WEBHOOK_MESSAGES.missingBody);
    if (typeof signature !== 'string' || signature.length === 0) {
      throw webhookInvalid(WEBHOOK_MESSAGES.missingSignature);
    }
    // The FCRA account's webhooks come to the same URL, signed with that account's secret.
    if (
      !this.gateway.verifyWebhook(rawBody, signature) &&
      !this.fcra.gateway?.verifyWebhook(rawBody, signature)
    ) {
      this.logger.warn({ eventId: eventIdHeader }, 'Webhook with an invalid signature refused');
      throw webhookInvalid(WEBHOOK_MESSAGES.badSignature);
    }
    let event: Record<string, unknown>;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw webhookInvalid(WEBHOOK_MESSAGES.notJson);
    }
    if (typeof event !== 'object' || event === null || Array.isArray(event)) {
      throw webhookInvalid(WEBHOOK_MESSAGES.notJson);
    }
    const eventId =
      typeof eventIdHeader === 'string' && /^[A-Za-z0-9_.:-]{1,100}$/.test(eventIdHeader)
        ? eventIdHeader
        : `sha256:${createHash('sha256').update(rawBody).digest('hex').slice(0, 64)}`;
    const facts = paymentFacts(event);
    const subscription = subscriptionFacts(event);
    const refund = refundFacts(event);

    const recordId = await this.events.recordOnce({
      provider: this.gateway.name,
      eventId,
      eventType: facts.eventType,
      orderId: facts.orderId,
      paymentId: facts.paymentId,
      payload: rawBody.toString('utf8'),
    });
    if (recordId === null) return { status: 'duplicate' };

    let outcome: string;
    try {
      if (refund) outcome = await this.lifecycle.refundReported(refund);
      else if (facts.eventType.startsWith('refund.')) outcome = 'ignored';
      else if (subscription) outcome = await this.lifecycle.subscriptionReported(subscription);
      else outcome = await this.process(facts);
    } catch (error) {
      // Forget the event so the provider's retry is processed; the error answer makes it retry.
      await this.events.forget(recordId).catch(() => undefined);
      throw error;
    }
    await this.events.setOutcome(recordId, outcome);
    this.logger.log(
      {
        eventId,
        eventType: facts.eventType,
        orderId: facts.orderId,
        subscriptionId: subscription?.subscriptionId,
        providerRefundId: refund?.providerRefundId,
        outcome,
      },
      'Payment webhook processed',
    );
    return { status: 'processed', outcome };
  }

  private async process(facts: PaymentFacts): Promise<string> {
    const { eventType, orderId } = facts;
    const captured =
      eventType === 'payment.captured' || eventType === 'order.paid' || eventType === 'qr_code.credited';
    const failed = eventType === 'payment.failed';
    if ((!captured && !failed) || !orderId) return 'ignored';
    return this.lifecycle.reported({ ...facts, orderId, captured });
  }
}
