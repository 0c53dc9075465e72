import Razorpay from 'razorpay';
import { type DomainError } from '../common/errors/domain-error.js';
import { AppLogger } from '../common/logging/app-logger.js';
import type { CreateOrderInput, PaymentGateway, ProviderOrder } from './payment-gateway.js';
import { paymentError, PaymentErrorCode } from './payments.errors.js';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures.js';

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

/** The Razorpay adapter: orders through the official SDK, signatures checked by us in constant time. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  private readonly client: Razorpay;

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
  }

  async createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    let order: unknown;
    try {
      order = await this.client.orders.create({
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes ?? {},
      });
    } catch (error) {
      throw this.toDomainError(error, input);
    }
    const { id, amount, currency } = (order ?? {}) as { id?: unknown; amount?: unknown; currency?: unknown };
    if (
      typeof id !== 'string' ||
      !/^order_[A-Za-z0-9]{6,40}$/.test(id) ||
      Number(amount) !== input.amountPaise ||
      currency !== 'INR'
    ) {
      this.logger.error({ receipt: input.receipt, order }, 'Razorpay answered an order we cannot use');
      throw paymentError(PaymentErrorCode.ProviderError);
    }
    return { id, amountPaise: input.amountPaise, currency: 'INR' };
  }

  verifyPayment(storedOrderId: string, paymentId: string, signature: unknown): boolean {
    return isValidPaymentSignature(this.settings.keySecret, storedOrderId, paymentId, signature);
  }

  verifyWebhook(rawBody: Buffer, signature: unknown): boolean {
    return isValidWebhookSignature(this.settings.webhookSecret, rawBody, signature);
  }

  private toDomainError(error: unknown, input: CreateOrderInput): DomainError {
    if (isRazorpayApiError(error)) {
      const detail = {
        status: error.statusCode,
        code: error.error?.code,
        description: error.error?.description,
        receipt: input.receipt,
      };
      if (error.statusCode === 429 || error.statusCode >= 500) {
        this.logger.warn(detail, 'Razorpay is unavailable');
        return paymentError(PaymentErrorCode.ProviderUnavailable);
      }
      this.logger.error(detail, 'Razorpay refused to create an order');
      return paymentError(PaymentErrorCode.ProviderError);
    }
    // Network errors and timeouts: the SDK fails while reading a response that never came.
    this.logger.warn({ err: error, receipt: input.receipt }, 'Razorpay could not be reached');
    return paymentError(PaymentErrorCode.ProviderUnavailable);
  }
}
