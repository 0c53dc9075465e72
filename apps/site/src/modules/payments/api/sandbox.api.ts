import { type SandboxPaymentResult } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** Sandbox provider only: pays an order and answers Checkout's signed result, as Razorpay would. */
export function paySandboxOrder(orderId: string): Promise<SandboxPaymentResult> {
  return postJson<SandboxPaymentResult>(
    `/api/payments/sandbox/orders/${encodeURIComponent(orderId)}/pay`,
    {},
  );
}
