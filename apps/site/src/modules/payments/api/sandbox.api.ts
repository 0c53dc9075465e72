import { type SandboxPaymentResult, type SandboxSubscriptionAuthorisation } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** Sandbox provider only: pays an order and answers Checkout's signed result, as Razorpay would. */
export function paySandboxOrder(orderId: string): Promise<SandboxPaymentResult> {
  return postJson<SandboxPaymentResult>(
    `/api/payments/sandbox/orders/${encodeURIComponent(orderId)}/pay`,
    {},
  );
}

/**
 * Sandbox provider only: authorises a subscription (its first charge is taken) and answers the signed
 * authorisation Checkout would hand the browser.
 */
export function authoriseSandboxSubscription(
  subscriptionId: string,
): Promise<SandboxSubscriptionAuthorisation> {
  return postJson<SandboxSubscriptionAuthorisation>(
    `/api/payments/sandbox/subscriptions/${encodeURIComponent(subscriptionId)}/authorise`,
    {},
  );
}
