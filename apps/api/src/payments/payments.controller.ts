import { ChangesPublicReads } from '../common/public-cache/changes-public-reads.decorator.js';
import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  type OnModuleDestroy,
} from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type PaymentProviderName,
  type SandboxPaymentResult,
  type SandboxSubscriptionAuthorisation,
  type SandboxSubscriptionCharge,
} from '@foundation/shared';
import { commonError, CommonErrorCode } from '../common/errors/common.errors.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { Public } from '../common/public.decorator.js';
import { AppConfig } from '../config/app-config.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { PaymentWebhooksService } from './payment-webhooks.service.js';
import { paymentError, PaymentErrorCode } from './payments.errors.js';
import { addBillingPeriod } from './billing-period.js';
import { razorpayStyleId, SandboxGateway, type SandboxSubscriptionEvent } from './sandbox.gateway.js';
import { type SubscriptionState } from './subscription-payable.js';

const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{6,40}$/;
/** Subscription states in which the sandbox bills the next cycle (authorised and not ended). */
const CHARGEABLE = new Set(['authenticated', 'active', 'pending', 'halted']);
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

@ApiTags('payments')
@Public()
@ChangesPublicReads()
@Controller('payments')
export class PaymentsController implements OnModuleDestroy {
  private readonly pendingWebhooks = new Set<NodeJS.Timeout>();

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly webhooks: PaymentWebhooksService,
    private readonly lifecycle: PaymentLifecycleService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /** Which provider the site's checkout step talks to, and its public key id. */
  @Get('config')
  @ApiOkResponse({ description: '{ provider, keyId }' })
  paymentConfig(): { provider: PaymentProviderName; keyId: string } {
    return { provider: this.gateway.name, keyId: this.gateway.keyId };
  }

  /**
   * The sandbox's "Pay" button: answers what Razorpay Checkout would hand the browser (signed), and a little
   * later delivers the signed `payment.captured` webhook, as Razorpay does. Only with the sandbox provider.
   */
  @Post('sandbox/orders/:orderId/pay')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A signed payment result (SandboxPaymentResult)' })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such order' })
  async sandboxPay(@Param('orderId') orderId: string): Promise<SandboxPaymentResult> {
    // Without the sandbox the route does not exist: the same answer as any unknown route.
    if (!(this.gateway instanceof SandboxGateway)) throw commonError(CommonErrorCode.NotFound);
    if (!/^order_[A-Za-z0-9]{6,40}$/.test(orderId)) throw paymentError(PaymentErrorCode.OrderNotFound);
    const amountPaise = await this.lifecycle.orderAmount(orderId);
    if (amountPaise === null) throw paymentError(PaymentErrorCode.OrderNotFound);
    const result = this.gateway.pay(orderId);
    this.scheduleWebhook(this.gateway, orderId, result.razorpay_payment_id, amountPaise);
    return result;
  }

  /**
   * The sandbox's Checkout for a subscription: answers what Razorpay Checkout hands the browser once the
   * donor authorised the mandate (the first payment, signed over `payment_id|subscription_id`), and a little
   * later delivers the `subscription.activated` and `subscription.charged` webhooks, as Razorpay does.
   */
  @Post('sandbox/subscriptions/:subscriptionId/authorise')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'A signed authorisation (SandboxSubscriptionAuthorisation)' })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such subscription' })
  @ApiConflictResponse({ description: 'The subscription was already authorised, or has ended' })
  async sandboxAuthorise(
    @Param('subscriptionId') subscriptionId: string,
  ): Promise<SandboxSubscriptionAuthorisation> {
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
      subscriptionId,
    );
    return authorisation;
  }

  /**
   * Bills the next cycle of an authorised sandbox subscription at once and delivers its signed
   * `subscription.charged` webhook to our own webhook handler (the same code as Razorpay's deliveries; after
   * the last cycle also `subscription.completed`), so a year of monthly giving takes seconds.
   */
  @Post('sandbox/subscriptions/:subscriptionId/charge')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    description: 'The cycle was billed and its webhook delivered (SandboxSubscriptionCharge)',
  })
  @ApiNotFoundResponse({ description: 'Not the sandbox provider, or no such subscription' })
  @ApiConflictResponse({ description: 'Not authorised yet, cancelled, or every charge was made' })
  async sandboxCharge(@Param('subscriptionId') subscriptionId: string): Promise<SandboxSubscriptionCharge> {
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
    const charged = sandbox.subscriptionWebhook({
      ...event,
      event: 'subscription.charged',
      status: 'active',
      payment: { id: paymentId, amountPaise: state.amountPaise, createdAt: unix(chargedAt) },
    });
    await this.webhooks.handle(charged.rawBody, charged.signature, charged.eventId);
    if (last) {
      const completed = sandbox.subscriptionWebhook({
        ...event,
        event: 'subscription.completed',
        status: 'completed',
      });
      await this.webhooks.handle(completed.rawBody, completed.signature, completed.eventId);
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

  /** Delivers sandbox webhooks in order after SANDBOX_WEBHOOK_DELAY_MS (never when it is -1). */
  private scheduleDelivery(
    webhooks: () => { rawBody: Buffer; signature: string; eventId: string }[],
    subscriptionId: string,
  ): void {
    const delay = this.config.SANDBOX_WEBHOOK_DELAY_MS;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      this.pendingWebhooks.delete(timer);
      void (async () => {
        for (const webhook of webhooks()) {
          await this.webhooks.handle(webhook.rawBody, webhook.signature, webhook.eventId);
        }
      })().catch((error: unknown) =>
        this.logger.warn({ err: error, subscriptionId }, 'Sandbox webhook delivery failed'),
      );
    }, delay);
    timer.unref();
    this.pendingWebhooks.add(timer);
  }

  private scheduleWebhook(
    sandbox: SandboxGateway,
    orderId: string,
    paymentId: string,
    amountPaise: number,
  ): void {
    const delay = this.config.SANDBOX_WEBHOOK_DELAY_MS;
    if (delay < 0) return;
    const timer = setTimeout(() => {
      this.pendingWebhooks.delete(timer);
      const webhook = sandbox.capturedWebhook(orderId, paymentId, amountPaise);
      this.webhooks
        .handle(webhook.rawBody, webhook.signature, webhook.eventId)
        .catch((error: unknown) =>
          this.logger.warn({ err: error, orderId }, 'Sandbox webhook delivery failed'),
        );
    }, delay);
    timer.unref();
    this.pendingWebhooks.add(timer);
  }
}
