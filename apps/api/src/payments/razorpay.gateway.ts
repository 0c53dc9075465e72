import { CURRENCY } from '@foundation/shared';
import Razorpay from 'razorpay';
import { type DomainError } from '../common/errors/domain-error.js';
import { AppLogger } from '../common/logging/app-logger.js';
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
  ProviderRefundStatus,
  ProviderSubscription,
  RefundPaymentInput,
} from './payment-gateway.js';
import { paymentError, PaymentErrorCode, refundRefused } from './payments.errors.js';
import {
  isValidPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
} from './signatures.js';

const PLAN_ID = /^plan_[A-Za-z0-9]{6,40}$/;
const SUBSCRIPTION_ID = /^sub_[A-Za-z0-9]{6,40}$/;
const REFUND_ID = /^rfnd_[A-Za-z0-9]{6,40}$/;
const QR_CODE_ID = /^qr_[A-Za-z0-9]{6,40}$/;
const REFUND_STATUSES = new Set<ProviderRefundStatus>(['pending', 'processed', 'failed']);
/** States after which a subscription can never charge again: cancelling it again changes nothing. */
const ENDED = new Set(['cancelled', 'completed', 'expired']);

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  timeoutMs: number;
  /** Only for tests: a local server speaking Razorpay's Orders API instead of https://api.razorpay.com. */
  baseUrl?: string;
}

/** How the SDK reports an HTTP error of the Razorpay API (it throws this plain object). */
interface RazorpayApiError {
  statusCode: number;
  error?: { code?: string; description?: string };
}

function isRazorpayApiError(error: unknown): error is RazorpayApiError {
  return (
    typeof error === 'object' && error !== null && typeof (error as RazorpayApiError).statusCode === 'number'
  );
}

/** An error of the SDK's HTTP client (axios) as the SDK itself reports API errors. */
function apiErrorOf(error: unknown): unknown {
  const axiosError = error as {
    response?: { status?: unknown; data?: { error?: RazorpayApiError['error'] } };
  };
  return !isRazorpayApiError(error) && typeof axiosError?.response?.status === 'number'
    ? { statusCode: axiosError.response.status, error: axiosError.response.data?.error }
    : error;
}

/** The Razorpay adapter: orders through the official SDK, signatures checked by us in constant time. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: Razorpay;
  private readonly http: {
    post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
  };

  constructor(
    private readonly settings: RazorpaySettings,
    private readonly logger: AppLogger,
  ) {
    this.keyId = settings.keyId;
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
    // The SDK hard-codes its host and has no timeout option; both live on its axios instance.
    const http = (
      this.client as unknown as { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } }
    ).api.rq;
    http.defaults.timeout = settings.timeoutMs;
    if (settings.baseUrl) http.defaults.baseURL = settings.baseUrl;
    this.http = http as unknown as RazorpayGateway['http'];
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    let order: unknown;
    try {
      order = await this.client.orders.create({
        amount: input.amountPaise,
        currency: CURRENCY,
        receipt: input.receipt,
        notes: input.notes ?? {},
      });
    } catch (error) {
      throw this.toDomainError(error, { receipt: input.receipt });
    }
    const { id, amount, currency } = (order ?? {}) as { id?: unknown; amount?: unknown; currency?: unknown };
    if (
      typeof id !== 'string' ||
      !/^order_[A-Za-z0-9]{6,40}$/.test(id) ||
      Number(amount) !== input.amountPaise ||
      currency !== CURRENCY
    ) {
      this.logger.error({ receipt: input.receipt, order }, 'Razorpay answered an order we cannot use');
      throw paymentError(PaymentErrorCode.ProviderError);
    }
    return { id, amountPaise: input.amountPaise, currency: CURRENCY };
  }

  /**
   * A single-use UPI QR code for the exact amount (`POST /v1/payments/qr_codes`: type `upi_qr`, usage
   * `single_use`, `fixed_amount`, `close_by`); its payment arrives as the `qr_code.credited` webhook.
   */
  async createQrCode(input: CreateQrCodeInput): Promise<ProviderQrCode> {
    const context = { amountPaise: input.amountPaise, notes: input.notes };
    let qrCode: unknown;
    try {
      // Through the SDK's HTTP client (its host, key and timeout): the QR Codes API is not in every SDK version.
      qrCode = (
        await this.http.post(
          '/v1/payments/qr_codes',
          {
            type: 'upi_qr',
            name: input.name,
            usage: 'single_use',
            fixed_amount: true,
            payment_amount: input.amountPaise,
            description: input.description,
            close_by: Math.floor(input.closeBy.getTime() / 1000),
            notes: input.notes,
          },
          { headers: {} },
        )
      ).data;
    } catch (error) {
      throw this.toDomainError(apiErrorOf(error), context);
    }
    const {
      id,
      image_url: imageUrl,
      payment_amount: amount,
      close_by: closeBy,
    } = (qrCode ?? {}) as {
      id?: unknown;
      image_url?: unknown;
      payment_amount?: unknown;
      close_by?: unknown;
    };
    if (
      typeof id !== 'string' ||
      !QR_CODE_ID.test(id) ||
      typeof imageUrl !== 'string' ||
      !/^https:\/\//.test(imageUrl) ||
      Number(amount) !== input.amountPaise
    ) {
      this.logger.error({ ...context, qrCode }, 'Razorpay answered a QR code we cannot use');
      throw paymentError(PaymentErrorCode.ProviderError);
    }
    return {
      id,
      imageUrl,
      amountPaise: input.amountPaise,
      closeBy: typeof closeBy === 'number' ? new Date(closeBy * 1000) : input.closeBy,
    };
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return isValidPaymentSignature(this.settings.keySecret, storedOrderId, paymentId, signature);
  }

  verifyWebhook(rawBody: Buffer, signature: unknown): boolean {
    return isValidWebhookSignature(this.settings.webhookSecret, rawBody, signature);
  }

  async createPlan(input: CreatePlanInput): Promise<ProviderPlan> {
    const context = { period: input.period, amountPaise: input.amountPaise };
    let plan: unknown;
    try {
      plan = await this.client.plans.create({
        period: input.period,
        interval: 1,
        item: { name: input.name, amount: input.amountPaise, currency: CURRENCY },
        notes: input.notes ?? {},
      });
    } catch (error) {
      throw this.toDomainError(error, context);
    }
    const { id, item } = (plan ?? {}) as { id?: unknown; item?: { amount?: unknown } };
    if (typeof id !== 'string' || !PLAN_ID.test(id) || Number(item?.amount) !== input.amountPaise) {
      this.logger.error({ ...context, plan }, 'Razorpay answered a plan we cannot use');
      throw paymentError(PaymentErrorCode.ProviderError);
    }
    return { id };
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription> {
    const context = { planId: input.planId, notes: input.notes };
    let subscription: unknown;
    try {
      subscription = await this.client.subscriptions.create({
        plan_id: input.planId,
        total_count: input.totalCount,
        quantity: 1,
        // Razorpay e-mails and texts the donor about the mandate and each charge; our own e-mails add the receipt.
        customer_notify: 1,
        notes: input.notes,
      });
    } catch (error) {
      throw this.toDomainError(error, context);
    }
    const { id, status, plan_id } = (subscription ?? {}) as Record<string, unknown>;
    if (typeof id !== 'string' || !SUBSCRIPTION_ID.test(id) || plan_id !== input.planId) {
      this.logger.error({ ...context, subscription }, 'Razorpay answered a subscription we cannot use');
      throw paymentError(PaymentErrorCode.ProviderError);
    }
    return { id, status: typeof status === 'string' ? status : 'created' };
  }

  async cancelSubscription(subscriptionId: string): Promise<CancelledSubscription> {
    const context = { subscriptionId };
    try {
      // cancel_at_cycle_end false: the donor asked to stop, so no further charge, not even this cycle's.
      const answer = (await this.client.subscriptions.cancel(subscriptionId, false)) as { status?: unknown };
      return { id: subscriptionId, status: typeof answer?.status === 'string' ? answer.status : 'cancelled' };
    } catch (error) {
      // Razorpay refuses to cancel a subscription that has already ended: a repeated cancel is then done.
      if (isRazorpayApiError(error) && error.statusCode === 400) {
        const status = await this.subscriptionStatus(subscriptionId).catch(() => null);
        if (status && ENDED.has(status)) return { id: subscriptionId, status };
      }
      throw this.toDomainError(error, context);
    }
  }

  verifySubscriptionPayment(storedSubscriptionId: string, paymentId: string, signature: unknown): boolean {
    return isValidSubscriptionPaymentSignature(
      this.settings.keySecret,
      storedSubscriptionId,
      paymentId,
      signature,
    );
  }

  async refundPayment(input: RefundPaymentInput): Promise<ProviderRefund> {
    const context = { paymentId: input.paymentId, amountPaise: input.amountPaise };
    let refund: unknown;
    try {
      // The SDK's payments.refund cannot send a header, and Razorpay's idempotency lives in one
      // (X-Refund-Idempotency): the same request is sent through the SDK's own HTTP client (its keys, host
      // and timeout), so a retry after a timeout answers the refund already made instead of a second one.
      const answer = await this.http.post(
        `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes },
        { headers: { 'X-Refund-Idempotency': input.idempotencyKey } },
      );
      refund = answer.data;
    } catch (error) {
      throw this.toRefundError(error, context);
    }
    return this.readRefund(refund, context, input);
  }

  async fetchRefund(refundId: string): Promise<ProviderRefund> {
    let refund: unknown;
    try {
      refund = await this.client.refunds.fetch(refundId);
    } catch (error) {
      throw this.toRefundError(error, { refundId });
    }
    return this.readRefund(refund, { refundId });
  }

  private readRefund(
    refund: unknown,
    context: object,
    expected?: { paymentId: string; amountPaise: number },
  ): ProviderRefund {
    const { id, payment_id, amount, status } = (refund ?? {}) as Record<string, unknown>;
    if (
      typeof id !== 'string' ||
      !REFUND_ID.test(id) ||
      typeof payment_id !== 'string' ||
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      (expected && (payment_id !== expected.paymentId || amount !== expected.amountPaise))
    ) {
      this.logger.error({ ...context, refund }, 'Razorpay answered a refund we cannot use');
      throw refundRefused('The provider answered a refund we cannot use');
    }
    return {
      id,
      paymentId: payment_id,
      amountPaise: amount,
      // Razorpay's normal refunds answer `pending` until the bank has it; anything unknown is still pending.
      status: REFUND_STATUSES.has(status as ProviderRefundStatus)
        ? (status as ProviderRefundStatus)
        : 'pending',
    };
  }

  /**
   * Razorpay answers 409 while a request with the same idempotency key is still being processed: that
   * refund may yet be made, so it is "try again later" (the same key), not a refusal.
   */
  private toRefundError(error: unknown, context: object): DomainError {
    const axiosError = error as {
      response?: { status?: unknown; data?: { error?: RazorpayApiError['error'] } };
    };
    const apiError: unknown =
      !isRazorpayApiError(error) && typeof axiosError?.response?.status === 'number'
        ? { statusCode: axiosError.response.status, error: axiosError.response.data?.error }
        : error;
    if (isRazorpayApiError(apiError) && apiError.statusCode === 409) {
      this.logger.warn({ ...context, status: 409 }, 'Razorpay is still processing this refund');
      return paymentError(PaymentErrorCode.ProviderUnavailable);
    }
    const domainError = this.toDomainError(apiError, context);
    return domainError.code === PaymentErrorCode.ProviderError
      ? refundRefused(isRazorpayApiError(apiError) ? apiError.error?.description : undefined)
      : domainError;
  }

  private async subscriptionStatus(subscriptionId: string): Promise<string | null> {
    const subscription = (await this.client.subscriptions.fetch(subscriptionId)) as { status?: unknown };
    return typeof subscription?.status === 'string' ? subscription.status : null;
  }

  private toDomainError(error: unknown, input: object): DomainError {
    if (isRazorpayApiError(error)) {
      const detail = {
        status: error.statusCode,
        code: error.error?.code,
        description: error.error?.description,
        ...input,
      };
      if (error.statusCode === 429 || error.statusCode >= 500) {
        this.logger.warn(detail, 'Razorpay is unavailable');
        return paymentError(PaymentErrorCode.ProviderUnavailable);
      }
      this.logger.error(detail, 'Razorpay refused the request');
      return paymentError(PaymentErrorCode.ProviderError);
    }
    // Network errors and timeouts: the SDK fails while reading a response that never came.
    this.logger.warn({ err: error, ...input }, 'Razorpay could not be reached');
    return paymentError(PaymentErrorCode.ProviderUnavailable);
  }
}
