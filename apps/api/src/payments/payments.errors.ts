import { type DomainError, defineDomainErrors, ErrorKind } from '../common/errors/domain-error.js';

/** What the webhook route answers when a delivery cannot be read or trusted (all with code webhook_invalid). */
export const WEBHOOK_MESSAGES = {
  missingBody: 'The webhook body is missing',
  missingSignature: 'The X-Razorpay-Signature header is missing',
  badSignature: 'The webhook signature is not valid',
  notJson: 'The webhook body is not a JSON event',
} as const;

export const PROVIDER_UNAVAILABLE =
  'The payment provider cannot be reached right now. Please try again in a few minutes.';
export const PROVIDER_REFUSED = 'The payment provider could not create the order. Please try again later.';
export const REFUND_REFUSED = 'The payment provider could not make the refund. Staff can retry it.';
export const ORDER_NOT_FOUND = 'Order not found';
export const INVALID_SIGNATURE = 'The payment signature is not valid';
export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';
export const SUBSCRIPTION_NOT_CHARGEABLE =
  'This subscription cannot be charged: it is not authorised yet, cancelled, or all its charges were made';
export const SUBSCRIPTION_ALREADY_AUTHORISED = 'This subscription has already been authorised';

/** Errors of payments: the provider, its webhooks, and the check of a Checkout result's signature. */
export enum PaymentErrorCode {
  /**
   * A webhook delivery without a body, without or with a wrong signature, or not a JSON event. One code for
   * the provider (it retries any 4xx the same way); the message says which (WEBHOOK_MESSAGES).
   */
  WebhookInvalid = 'webhook_invalid',
  /** A Checkout result whose signature does not match the stored order (registration or donation). */
  InvalidSignature = 'invalid_signature',
  /** The provider refused to create the order or answered one we cannot use. */
  ProviderError = 'payment_provider_error',
  /** The provider could not be reached, timed out or is overloaded: the client may try again. */
  ProviderUnavailable = 'payment_provider_unavailable',
  /** The sandbox's Pay button for an order nobody created. */
  OrderNotFound = 'not_found',
  /** The sandbox's routes for a subscription nobody created (code not_found, its own message). */
  SubscriptionNotFound = 'subscription_not_found',
  /** The sandbox's charge of a subscription that is not authorised yet, cancelled or completed. */
  SubscriptionNotChargeable = 'subscription_not_chargeable',
  /** The sandbox's authorisation of a subscription Checkout has already authorised. */
  SubscriptionAlreadyAuthorised = 'subscription_already_authorised',
}

export const paymentError = defineDomainErrors<PaymentErrorCode>({
  [PaymentErrorCode.WebhookInvalid]: { kind: ErrorKind.Invalid, message: WEBHOOK_MESSAGES.badSignature },
  [PaymentErrorCode.InvalidSignature]: { kind: ErrorKind.Invalid, message: INVALID_SIGNATURE },
  [PaymentErrorCode.ProviderError]: { kind: ErrorKind.ProviderFailed, message: PROVIDER_REFUSED },
  [PaymentErrorCode.ProviderUnavailable]: { kind: ErrorKind.Unavailable, message: PROVIDER_UNAVAILABLE },
  [PaymentErrorCode.OrderNotFound]: { kind: ErrorKind.NotFound, message: ORDER_NOT_FOUND },
  [PaymentErrorCode.SubscriptionNotFound]: { kind: ErrorKind.NotFound, message: SUBSCRIPTION_NOT_FOUND },
  [PaymentErrorCode.SubscriptionNotChargeable]: {
    kind: ErrorKind.Conflict,
    message: SUBSCRIPTION_NOT_CHARGEABLE,
  },
  [PaymentErrorCode.SubscriptionAlreadyAuthorised]: {
    kind: ErrorKind.Conflict,
    message: SUBSCRIPTION_ALREADY_AUTHORISED,
  },
});

/** The answer to a Checkout result whose signature is wrong: nothing changed. */
export const invalidPaymentSignature = () =>
  paymentError(PaymentErrorCode.InvalidSignature, {
    fields: { razorpay_signature: 'is not valid for this payment' },
  });

const PROVIDER_REASON = Symbol('providerReason');

/**
 * The provider refused a refund (502, REFUND_REFUSED to the caller). The provider's own words are kept
 * apart from the answer (recorded as the refund's failure reason for staff, never shown to a visitor).
 */
export function refundRefused(providerReason?: string): DomainError {
  const error = paymentError(PaymentErrorCode.ProviderError, { message: REFUND_REFUSED });
  if (providerReason) Object.defineProperty(error, PROVIDER_REASON, { value: providerReason.slice(0, 300) });
  return error;
}

/** What the provider said when it refused (refundRefused), or null. */
export function providerReasonOf(error: unknown): string | null {
  const reason = (error as Record<symbol, unknown> | null)?.[PROVIDER_REASON];
  return typeof reason === 'string' ? reason : null;
}
