import { HttpStatus, Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import {
  type SandboxPaymentResult,
  type SandboxQrCodePayment,
  type SandboxSubscriptionAuthorisation,
  type SandboxSubscriptionCharge,
} from '@foundation/shared';
import { commonError, CommonErrorCode } from '../common/errors/common.errors.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { addBillingPeriod } from './billing-period.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { paymentError, PaymentErrorCode } from './payments.errors.js';
import { razorpayStyleId, SandboxGateway, type SandboxSubscriptionEvent } from './sandbox.gateway.js';
import { type SubscriptionState } from './subscription-payable.js';

const ORDER_ID = /^order_[A-Za-z0-9]{6,40}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{6,40}$/;
const QR_CODE_ID = /^qr_[A-Za-z0-9]{6,40}$/;
/** Subscription states in which the sandbox bills the next cycle (authorised and not ended). */
const CHARGEABLE = new Set(['authenticated', 'active', 'pending', 'halted']);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

interface SignedWebhook {
  rawBody: Buffer;
  signature: string;
  eventId: string;
}

/**
 * What Razorpay does on its side, played locally by the sandbox provider: paying an order, authorising a
 * subscription's mandate and billing its cycles, each followed by the signed webhooks Razorpay would deliver
 * (handed to our own webhook handler, the same code as real deliveries). Without the sandbox provider every
 * method answers "not found", as the routes that call it do not exist then.
 */
@Injectable()
export class SandboxBillingService implements OnModuleDestroy {
  private readonly pendingWebhooks = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly webhooks: PaymentWebhooksService,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /** Checkout's signed answer for an order, then (after the delay) its `payment.captured` webhook. */
  async pay(orderId: string): Promise<SandboxPaymentResult> {
    const sandbox = this.sandbox();
    if (!ORDER_ID.test(orderId)) throw paymentError(PaymentErrorCode.OrderNotFound);
    const amountPaise = await this.lifecycle.orderAmount(orderId);
    if (amountPaise === null) throw paymentError(PaymentErrorCode.OrderNotFound);
    const result = sandbox.pay(orderId);
    this.scheduleDelivery(() => [sandbox.capturedWebhook(orderId, result.razorpay_payment_id, amountPaise)], {
      orderId,
    });
    return result;
  }

  /**
   * A person paying a walk-in's UPI QR code with their phone: the signed `qr_code.credited` webhook is
   * delivered to our own handler at once (the same code as Razorpay's deliveries). A code is paid once.
   */
  async payQrCode(qrCodeId: string): Promise<SandboxQrCodePayment> {
    const sandbox = this.sandbox();
    if (!QR_CODE_ID.test(qrCodeId)) throw paymentError(PaymentErrorCode.OrderNotFound);
    const webhook = sandbox.creditedWebhook(qrCodeId);
    if (!webhook) throw paymentError(PaymentErrorCode.OrderNotFound);
    const result = await this.deliver(webhook);
    return {
      qrCodeId,
      paymentId: webhook.paymentId,
      outcome: (result as { outcome?: string }).outcome ?? null,
    };
  }

  /**
   * Checkout's signed answer once the donor authorised the mandate (the first payment, signed over
   * `payment_id|subscription_id`), then the `subscription.activated` and `subscription.charged` webhooks.
   */
  async authorise(subscriptionId: string): Promise<SandboxSubscriptionAuthorisation> {
    const sandbox = this.sandbox();
    const state = await this.subscription(subscriptionId);
    if (state.status !== 'created') throw paymentError(PaymentErrorCode.SubscriptionAlreadyAuthorised);
    const authorisation = sandbox.authorise(subscriptionId);
    const now = new Date();
    const first = {
      subscriptionId,
      paidCount: 1,
      totalCount: state.totalCount,
      chargeAt: state.totalCount > 1 ? unix(addBillingPeriod(now, state.period)) : null,
      notes: state.notes,
    };
    this.scheduleDelivery(
      () => [
        sandbox.subscriptionWebhook({ ...first, event: 'subscription.activated', status: 'active' }),
        sandbox.subscriptionWebhook({
          ...first,
          event: 'subscription.charged',
          status: 'active',
          payment: {
            id: authorisation.razorpay_payment_id,
            amountPaise: state.amountPaise,
            createdAt: unix(now),
          },
        }),
      ],
      { subscriptionId },
    );
    return authorisation;
  }

  /**
   * Bills the next cycle of an authorised subscription at once and delivers its `subscription.charged`
   * webhook (after the last cycle also `subscription.completed`) before answering.
   */
  async charge(subscriptionId: string): Promise<SandboxSubscriptionCharge> {
    const sandbox = this.sandbox();
    const state = await this.subscription(subscriptionId);
    if (
      !CHARGEABLE.has(state.status) ||
      !state.firstChargedAt ||
      !state.nextChargeAt ||
      state.chargesCount >= state.totalCount
    ) {
      throw paymentError(PaymentErrorCode.SubscriptionNotChargeable);
    }
    const chargedAt = state.nextChargeAt;
    const paymentId = razorpayStyleId('pay');
    const paidCount = state.chargesCount + 1;
    const last = paidCount >= state.totalCount;
    const event: Omit<SandboxSubscriptionEvent, 'event' | 'status'> = {
      subscriptionId,
      paidCount,
      totalCount: state.totalCount,
      // Counted from the first charge, so that 31 January is followed by 28 February and then 31 March.
      chargeAt: last ? null : unix(addBillingPeriod(state.firstChargedAt, state.period, paidCount)),
      notes: state.notes,
    };
    await this.deliver(
      sandbox.subscriptionWebhook({
        ...event,
        event: 'subscription.charged',
        status: 'active',
        payment: { id: paymentId, amountPaise: state.amountPaise, createdAt: unix(chargedAt) },
      }),
    );
    if (last) {
      await this.deliver(
        sandbox.subscriptionWebhook({ ...event, event: 'subscription.completed', status: 'completed' }),
      );
    }
    return { subscriptionId, paymentId, chargedAt: chargedAt.toISOString(), webhookStatus: HttpStatus.OK };
  }

  onModuleDestroy(): void {
    for (const timer of this.pendingWebhooks) clearTimeout(timer);
    this.pendingWebhooks.clear();
  }

  /** The sandbox gateway; without it the sandbox routes do not exist (the answer of any unknown route). */
  private sandbox(): SandboxGateway {
    if (!(this.gateway instanceof SandboxGateway)) throw commonError(CommonErrorCode.NotFound);
    return this.gateway;
  }

  private async subscription(subscriptionId: string): Promise<SubscriptionState> {
    if (!SUBSCRIPTION_ID.test(subscriptionId)) throw paymentError(PaymentErrorCode.SubscriptionNotFound);
    const state = await this.lifecycle.subscriptionState(subscriptionId);
    if (!state) throw paymentError(PaymentErrorCode.SubscriptionNotFound);
    return state;
  }

  private deliver(webhook: SignedWebhook): Promise<unknown> {
    return this.webhooks.handle(webhook.rawBody, webhook.signature, webhook.eventId);
  }

  /** Delivers webhooks in order after SANDBOX_WEBHOOK_DELAY_MS, as Razorpay does a little later (never at -1). */
  private scheduleDelivery(webhooks: () => SignedWebhook[], context: Record<string, string>): void {
    const delay = this.config.SANDBOX_WEBHOOK_DELAY_MS;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      this.pendingWebhooks.delete(timer);
      void (async () => {
        for (const webhook of webhooks()) await this.deliver(webhook);
      })().catch((error: unknown) =>
        this.logger.warn({ err: error, ...context }, 'Sandbox webhook delivery failed'),
      );
    }, delay);
    timer.unref();
    this.pendingWebhooks.add(timer);
  }
}
