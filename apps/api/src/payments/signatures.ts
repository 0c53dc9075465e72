import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data` with `secret`, lower-case hex: how Razorpay signs payments and webhooks. */
export function hmacSha256Hex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Compares a signature a client sent with the expected one in constant time. Anything that is not exactly
 * 64 hex characters is refused before comparing (timingSafeEqual needs equal lengths).
 */
export function signatureMatches(expectedHex: string, givenHex: unknown): boolean {
  if (typeof givenHex !== 'string' || !/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex.toLowerCase(), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay Checkout's payment signature: HMAC-SHA256 of `{order id}|{payment id}` with the key secret. */
export function paymentSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Whether a Checkout result's signature is right for the order id we stored (never the one the client sent). */
export function isValidPaymentSignature(
  keySecret: string,
  storedOrderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signatureMatches(paymentSignature(keySecret, storedOrderId, paymentId), signature);
}

/**
 * Razorpay Checkout's signature of a subscription's authorisation: HMAC-SHA256 of `{payment id}|{subscription
 * id}` with the key secret (the payment id first, unlike an order's).
 */
export function subscriptionPaymentSignature(
  keySecret: string,
  paymentId: string,
  subscriptionId: string,
): string {
  return hmacSha256Hex(keySecret, `${paymentId}|${subscriptionId}`);
}

/** Whether a subscription authorisation's signature is right for the subscription id we stored. */
export function isValidSubscriptionPaymentSignature(
  keySecret: string,
  storedSubscriptionId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signatureMatches(
    subscriptionPaymentSignature(keySecret, paymentId, storedSubscriptionId),
    signature,
  );
}

/** Whether `X-Razorpay-Signature` is right for the raw webhook body. */
export function isValidWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: unknown): boolean {
  return signatureMatches(hmacSha256Hex(webhookSecret, rawBody), signature);
}
