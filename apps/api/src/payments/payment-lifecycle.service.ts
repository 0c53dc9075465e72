import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  formatInr,
  type CheckoutOrder,
  type CheckoutSubscription,
  type RecurringPeriod,
  CURRENCY,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { PublicReadCache } from '../common/public-cache/public-read-cache.js';
import { AppConfig } from '../config/app-config.js';
import { CHECKOUT_THEME_COLOR } from './checkout.js';
import { type PaymentConfirmationDto } from './dto/payment-confirmation.dto.js';
import { type Payable, type PayableKind, type PaymentFailureReason } from './payable.js';
import {
  FCRA_PAYMENT_GATEWAY,
  PAYMENT_GATEWAY,
  type FcraPaymentGateway,
  type PaymentAccount,
  type PaymentGateway,
  type ProviderQrCode,
} from './payment-gateway.js';
import { PaymentOrdersRepository } from './payment-orders.repository.js';
import { PaymentPlansRepository } from './payment-plans.repository.js';
import { type PaymentRefund, type ReportedRefund, type RefundRequest } from './payment-refund.js';
import { PaymentRefundsRepository } from './payment-refunds.repository.js';
import {
  invalidPaymentSignature,
  paymentError,
  PaymentErrorCode,
  PROVIDER_UNAVAILABLE,
  providerReasonOf,
  REFUND_REFUSED,
} from './payments.errors.js';
import { DomainError } from '../common/errors/domain-error.js';
import {
  type ReportedCharge,
  type ReportedSubscription,
  type SubscriptionPayable,
  type SubscriptionState,
} from './subscription-payable.js';

/** What a recurring gift asks of the provider: a subscription of `amountPaise` each period. */
export interface OpenSubscriptionInput {
  period: RecurringPeriod;
  amountPaise: number;
  totalCount: number;
  /** Our references (the recurring gift id), stored with the subscription. */
  notes: Record<string, string>;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

export interface OpenedSubscription {
  subscriptionId: string;
  planId: string;
  checkout: CheckoutSubscription;
}

/** A verified payment the provider reported (webhook), as the lifecycle dispatches it. */
export interface ReportedPayment {
  captured: boolean;
  orderId: string;
  paymentId: string | null;
  amountPaise: number | null;
  currency: string | null;
  eventType: string;
}

/**
 * The one payment lifecycle: provider orders, confirmation, webhook dispatch, the sandbox's amounts and
 * expiry. Registrations and donations (and later subscriptions) register a Payable; this service finds
 * the payable of an order through payment_orders, by the kind recorded when the order was created.
 */
@Injectable()
export class PaymentLifecycleService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly payables = new Map<PayableKind, Payable>();
  private subscriptions?: SubscriptionPayable;
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly orders: PaymentOrdersRepository,
    private readonly plans: PaymentPlansRepository,
    private readonly refunds: PaymentRefundsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(FCRA_PAYMENT_GATEWAY) private readonly fcra: FcraPaymentGateway,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly publicCache: PublicReadCache,
  ) {}

  /** The gateway of one of the foundation's accounts; the FCRA one exists only when FCRA is configured. */
  private gatewayOf(account: PaymentAccount): PaymentGateway {
    if (account === 'main') return this.gateway;
    if (!this.fcra.gateway) throw new Error('The FCRA payment account is not configured');
    return this.fcra.gateway;
  }

  /** Called by each domain when its module starts. */
  register(payable: Payable): void {
    if (this.payables.has(payable.kind)) throw new Error(`Payable ${payable.kind} registered twice`);
    this.payables.set(payable.kind, payable);
  }

  /**
   * Creates the provider order for a pending payable (its amount read from the database), then records the
   * order with the payable's kind and attaches it to the payable's row in one transaction. Without an order
   * the visitor cannot pay: the payable is failed at once (a registration's seats are released).
   */
  async openOrder(
    kind: PayableKind,
    payableId: string,
    account: PaymentAccount = 'main',
  ): Promise<CheckoutOrder> {
    const payable = this.payable(kind);
    const charge = await payable.loadForPayment(payableId);
    if (!charge) throw new Error(`No ${kind} ${payableId} to pay for`);
    const gateway = this.gatewayOf(account);
    let orderId: string;
    try {
      const order = await gateway.createOrder({
        amountPaise: charge.amountPaise,
        receipt: payableId,
        notes: charge.notes,
      });
      orderId = order.id;
    } catch (error) {
      await payable.fail(payableId, 'order_failed');
      throw error;
    }
    await this.orders.transaction(async (manager) => {
      await this.orders.record(manager, {
        providerOrderId: orderId,
        payableKind: kind,
        payableId,
        amountPaise: charge.amountPaise,
        account,
      });
      await payable.attachOrder(payableId, orderId, manager);
    });
    return {
      provider: gateway.name,
      keyId: gateway.keyId,
      orderId,
      amount: charge.amountPaise,
      currency: CURRENCY,
      name: this.config.FOUNDATION_NAME,
      description: charge.description,
      prefill: charge.prefill,
      theme: { color: CHECKOUT_THEME_COLOR },
    };
  }

  /**
   * Creates a single-use UPI QR code for a pending payable's exact amount (read from the database), records
   * it as the payable's order (so `qr_code.credited` finds the payable as an order's payment would) and
   * attaches it to the payable, in one transaction. Without a code the payable is failed at once (its seats
   * released) and the provider's error is thrown.
   */
  async openQrCode(
    kind: PayableKind,
    payableId: string,
    input: { name: string; closeBy: Date },
  ): Promise<ProviderQrCode> {
    const payable = this.payable(kind);
    const charge = await payable.loadForPayment(payableId);
    if (!charge) throw new Error(`No ${kind} ${payableId} to pay for`);
    let qrCode: ProviderQrCode;
    try {
      qrCode = await this.gateway.createQrCode({
        amountPaise: charge.amountPaise,
        name: input.name,
        description: charge.description,
        closeBy: input.closeBy,
        notes: charge.notes,
      });
    } catch (error) {
      await payable.fail(payableId, 'order_failed');
      throw error;
    }
    await this.orders.transaction(async (manager) => {
      await this.orders.record(manager, {
        providerOrderId: qrCode.id,
        payableKind: kind,
        payableId,
        amountPaise: charge.amountPaise,
        account: 'main',
      });
      if (payable.attachQrCode) await payable.attachQrCode(payableId, qrCode, manager);
    });
    return qrCode;
  }

  /**
   * Checkout's success result from the browser, for the payable's stored order (the domain has checked that
   * the result names it): the signature is verified (constant time) before anything changes.
   */
  async confirm(
    kind: PayableKind,
    payableId: string,
    storedOrderId: string,
    dto: PaymentConfirmationDto,
  ): Promise<string> {
    const account = (await this.orders.findByOrder(storedOrderId))?.account ?? 'main';
    const gateway = this.gatewayOf(account);
    if (!gateway.verifyPayment(storedOrderId, dto.razorpay_payment_id, dto.razorpay_signature)) {
      this.logger.warn({ kind, payableId }, 'Payment confirmation with an invalid signature');
      throw invalidPaymentSignature();
    }
    const outcome = await this.payable(kind).complete(payableId, dto.razorpay_payment_id);
    if (outcome === 'completed') await this.orders.setStatus(kind, [payableId], 'completed');
    return outcome;
  }

  /** A dismissed Checkout or a failed payment reported by the browser: the pending payable fails. */
  async cancel(kind: PayableKind, payableId: string, reason: PaymentFailureReason): Promise<boolean> {
    const changed = await this.payable(kind).fail(payableId, reason);
    if (changed) await this.orders.setStatus(kind, [payableId], 'failed');
    return changed;
  }

  /** A signed webhook's payment: dispatched to the payable recorded with its order; the outcome to record. */
  async reported(payment: ReportedPayment): Promise<string> {
    const order = await this.orders.findByOrder(payment.orderId);
    const payable = order ? this.payables.get(order.payableKind) : undefined;
    if (!order || !payable) {
      this.logger.warn(
        { orderId: payment.orderId, eventType: payment.eventType },
        'Webhook for an order we do not know',
      );
      return 'unknown_order';
    }
    if (!payment.captured) {
      const failed = await this.cancel(order.payableKind, order.payableId, 'payment_failed');
      return failed ? 'failed' : 'unchanged';
    }
    if (!payment.paymentId) return 'ignored';
    const charge = await payable.loadForPayment(order.payableId);
    if (!charge) return 'unknown_order';
    if (payment.amountPaise !== charge.amountPaise || payment.currency !== CURRENCY) {
      this.logger.error(
        {
          [`${order.payableKind}Id`]: order.payableId,
          expectedPaise: charge.amountPaise,
          amountPaise: payment.amountPaise,
          currency: payment.currency,
          orderId: payment.orderId,
        },
        'Webhook amount or currency does not match: not completed',
      );
      return 'amount_mismatch';
    }
    const outcome = await payable.complete(order.payableId, payment.paymentId);
    if (outcome === 'completed')
      await this.orders.setStatus(order.payableKind, [order.payableId], 'completed');
    return outcome;
  }

  /** The active provider's name (recorded with what is created at it). */
  get providerName(): string {
    return this.gateway.name;
  }

  /** Called by the recurring gifts when their module starts. */
  registerSubscriptions(payable: SubscriptionPayable): void {
    if (this.subscriptions) throw new Error('Subscriptions registered twice');
    this.subscriptions = payable;
  }

  /**
   * Creates the provider subscription of a recurring gift: its plan (period and amount) is created on first
   * use and reused afterwards, because provider plans cannot change. Provider errors are thrown as they come
   * (ProviderUnavailable → 503, ProviderError → 502); the caller fails its gift, so nothing stays half-made.
   */
  async openSubscription(input: OpenSubscriptionInput): Promise<OpenedSubscription> {
    const provider = this.gateway.name;
    let planId = await this.plans.find(provider, input.period, input.amountPaise);
    if (!planId) {
      const plan = await this.gateway.createPlan({
        period: input.period,
        amountPaise: input.amountPaise,
        name: `${input.period === 'monthly' ? 'Monthly' : 'Yearly'} gift of ${formatInr(input.amountPaise / 100)}`,
        notes: { purpose: 'recurring gift' },
      });
      planId = await this.plans.recordOrFind(provider, input.period, input.amountPaise, plan.id);
    }
    const subscription = await this.gateway.createSubscription({
      planId,
      totalCount: input.totalCount,
      notes: input.notes,
    });
    return {
      subscriptionId: subscription.id,
      planId,
      checkout: {
        provider,
        keyId: this.gateway.keyId,
        subscriptionId: subscription.id,
        period: input.period,
        amount: input.amountPaise,
        currency: CURRENCY,
        name: this.config.FOUNDATION_NAME,
        description: input.description,
        prefill: input.prefill,
        theme: { color: CHECKOUT_THEME_COLOR },
      },
    };
  }

  /**
   * Checkout's authorisation of a subscription from the browser, for the gift's stored subscription id: the
   * signature over `payment_id|subscription_id` is verified (constant time) before anything changes.
   */
  verifySubscriptionAuthorisation(storedSubscriptionId: string, paymentId: string, signature: unknown): void {
    if (!this.gateway.verifySubscriptionPayment(storedSubscriptionId, paymentId, signature)) {
      this.logger.warn(
        { subscriptionId: storedSubscriptionId },
        'Subscription authorisation with an invalid signature',
      );
      throw invalidPaymentSignature();
    }
  }

  /** Cancels a subscription at the provider at once; harmless when it has already ended. */
  async cancelSubscription(subscriptionId: string): Promise<void> {
    await this.gateway.cancelSubscription(subscriptionId);
  }

  /** A signed subscription webhook: dispatched to the recurring gifts; the outcome to record. */
  async subscriptionReported(report: ReportedSubscription | ReportedCharge): Promise<string> {
    if (!this.subscriptions) return 'ignored';
    if ('paymentId' in report) return this.subscriptions.charged(report);
    if (!report.status) return 'ignored';
    return this.subscriptions.statusReported({ ...report, status: report.status });
  }

  /** Our record of a subscription (for the sandbox's charge and authorise routes), or null. */
  subscriptionState(subscriptionId: string): Promise<SubscriptionState | null> {
    return this.subscriptions ? this.subscriptions.state(subscriptionId) : Promise.resolve(null);
  }

  /**
   * Refunds a payable's payment, once: the refund row is inserted (unique per payable) BEFORE the provider
   * is asked, so concurrent calls in any number of processes ask the provider once and all answer that
   * refund. A second call answers the existing refund as it is; a failed one is asked again only with
   * `retry: true` (reusing the idempotency key when the provider may have made it). A provider failure
   * leaves the refund `failed` with its reason and is thrown (ProviderError → 502, ProviderUnavailable → 503).
   */
  async refund(kind: PayableKind, payableId: string, request: RefundRequest): Promise<PaymentRefund> {
    const payable = this.payable(kind);
    assertRefundRequest(request);
    const id = randomUUID();
    const inserted = await this.refunds.insertOnce({
      id,
      payableKind: kind,
      payableId,
      paymentId: request.paymentId,
      amountPaise: request.amountPaise,
      provider: this.gateway.name,
      idempotencyKey: idempotencyKey(id, 1),
      reason: request.reason.slice(0, 200),
      requestedBy: request.by,
    });
    let refund = inserted;
    if (!refund) {
      const existing = await this.refunds.findByPayable(kind, payableId);
      if (!existing) throw new Error(`The refund of ${kind} ${payableId} vanished`);
      if (request.resume && existing.status === 'pending' && !existing.providerRefundId) {
        this.logger.log({ refundId: existing.id }, 'Refund resumed');
        return this.askProvider(payable, existing);
      }
      if (existing.status !== 'failed' || !request.retry) return existing;
      refund = await this.refunds.claimRetry(existing.id, idempotencyKey(existing.id, existing.attempts + 1));
      // Another call is retrying it at this moment: its answer is the refund's.
      if (!refund) return (await this.refunds.findByPayable(kind, payableId)) ?? existing;
      this.logger.log({ refundId: refund.id, attempts: refund.attempts }, 'Refund retried');
    }
    await this.notify(payable, refund);
    return this.askProvider(payable, refund);
  }

  /** A payable's refunds, oldest first (today at most one). */
  refundsOf(kind: PayableKind, payableId: string): Promise<PaymentRefund[]> {
    return this.refunds.listByPayable(kind, payableId);
  }

  /** A signed refund webhook: the refund's new state (never back from processed); the outcome to record. */
  async refundReported(report: ReportedRefund): Promise<string> {
    const refund = await this.refunds.findReported(
      report.providerRefundId,
      report.refundId,
      report.idempotencyKey,
    );
    if (!refund) {
      this.logger.warn(
        { providerRefundId: report.providerRefundId, eventType: report.eventType },
        'Refund webhook for a refund we do not know',
      );
      return 'unknown_refund';
    }
    if (!report.status) return 'ignored';
    const applied = await this.refunds.applyProviderState(refund.id, {
      providerRefundId: report.providerRefundId,
      status: report.status,
      failureCode: 'refund_failed',
      failureReason: report.failureReason ?? 'The payment provider reported the refund failed',
    });
    if (!applied?.changed) return 'unchanged';
    await this.notify(this.payables.get(applied.refund.payableKind), applied.refund);
    return `refund_${applied.refund.status}`;
  }

  private async askProvider(payable: Payable, refund: PaymentRefund): Promise<PaymentRefund> {
    const context = { refundId: refund.id, payableKind: refund.payableKind, payableId: refund.payableId };
    try {
      const account = await this.orders.accountOfPayable(refund.payableKind, refund.payableId);
      const answer = await this.gatewayOf(account).refundPayment({
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: {
          refund_id: refund.id,
          refund_key: refund.idempotencyKey,
          payable_kind: refund.payableKind,
          payable_id: refund.payableId,
        },
      });
      const applied = await this.refunds.applyProviderState(refund.id, {
        providerRefundId: answer.id,
        status: answer.status,
        failureCode: 'refund_failed',
        failureReason: 'The payment provider reported the refund failed',
      });
      if (!applied) return refund;
      this.logger.log(
        { ...context, providerRefundId: answer.id, status: applied.refund.status },
        'Refund requested',
      );
      if (applied.changed) await this.notify(payable, applied.refund);
      return applied.refund;
    } catch (error) {
      const unavailable =
        !(error instanceof DomainError) || error.code === PaymentErrorCode.ProviderUnavailable;
      const applied = await this.refunds.applyProviderState(refund.id, {
        providerRefundId: null,
        status: 'failed',
        failureCode: unavailable ? 'provider_unavailable' : 'provider_refused',
        failureReason: unavailable
          ? PROVIDER_UNAVAILABLE
          : (providerReasonOf(error) ?? (error as Error).message ?? REFUND_REFUSED),
      });
      this.logger.warn({ ...context, err: error }, 'Refund request failed: recorded as failed');
      if (applied?.changed) await this.notify(payable, applied.refund);
      // A plain error (a bug, a dropped connection inside the SDK) still reaches the caller as "try again".
      throw error instanceof DomainError ? error : paymentError(PaymentErrorCode.ProviderUnavailable);
    }
  }

  /** Tells the payable about its refund; its failure is logged and never undoes the refund's state. */
  private async notify(payable: Payable | undefined, refund: PaymentRefund): Promise<void> {
    if (!payable?.onRefundChanged) return;
    try {
      await payable.onRefundChanged(refund);
    } catch (error) {
      this.logger.error({ err: error, refundId: refund.id }, 'The payable could not take note of its refund');
    }
  }

  /** The amount of an order we created (for the sandbox's Pay button), or null for an unknown order. */
  async orderAmount(orderId: string): Promise<number | null> {
    const order = await this.orders.findByOrder(orderId);
    const payable = order ? this.payables.get(order.payableKind) : undefined;
    if (!order || !payable) return null;
    return (await payable.loadForPayment(order.payableId))?.amountPaise ?? null;
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepExpired(), this.config.HOLD_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /**
   * Fails every payable whose time ran out (a registration's seat hold). Every API process runs it; the
   * payables' conditional UPDATEs make that safe. Returns how many changed.
   */
  async sweepExpired(): Promise<number> {
    if (this.running) return 0;
    const work = this.expireAll();
    this.running = work.catch(() => undefined);
    try {
      const released = await work;
      if (released > 0) {
        // Seats left on public event pages changed without any request: cached reads must not show the old figure.
        this.publicCache.invalidate();
        this.logger.log({ released }, 'Released expired seat holds');
      }
      return released;
    } catch (error) {
      this.logger.error({ err: error }, 'Releasing expired seat holds failed');
      return 0;
    } finally {
      this.running = undefined;
    }
  }

  private async expireAll(): Promise<number> {
    let released = 0;
    for (const payable of this.payables.values()) {
      if (!payable.expire) continue;
      const ids = await payable.expire();
      await this.orders.setStatus(payable.kind, ids, 'failed');
      released += ids.length;
    }
    return released;
  }

  private payable(kind: PayableKind): Payable {
    const payable = this.payables.get(kind);
    if (!payable) throw new Error(`No payable registered for ${kind}`);
    return payable;
  }
}

const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;
const REQUESTERS = new Set(['staff', 'attendee', 'system']);

/** The idempotency key of a refund's attempt (Razorpay: 10 to 64 letters, digits, hyphens, underscores). */
function idempotencyKey(refundId: string, attempt: number): string {
  return `${refundId}-${attempt}`;
}

/** A refund request comes from our own code: a wrong one is a bug, refused before anything is written. */
function assertRefundRequest(request: RefundRequest): void {
  if (!PAYMENT_ID.test(request.paymentId)) throw new Error('A refund needs the provider payment id (pay_…)');
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0)
    throw new Error('A refund needs a whole number of paise above zero');
  if (!REQUESTERS.has(request.by))
    throw new Error('A refund needs who asked for it (staff, attendee, system)');
  if (typeof request.reason !== 'string' || request.reason.trim() === '')
    throw new Error('A refund needs a reason');
}
