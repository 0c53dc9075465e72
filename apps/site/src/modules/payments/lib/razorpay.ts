import {
  type CheckoutOrder,
  type CheckoutSubscription,
  type PaymentConfirmationRequest,
  type SubscriptionAuthorisationRequest,
} from '@foundation/shared';

import { RAZORPAY_CHECKOUT_SCRIPT, SCRIPT_LOAD_FAILED } from './checkoutScript';

export { RAZORPAY_CHECKOUT_SCRIPT, SCRIPT_LOAD_FAILED };

/**
 * Checkout's options: an order's (`order_id`, with its amount) or a subscription's (`subscription_id`; the
 * amount comes from the subscription's plan), as Razorpay documents them.
 */
type RazorpayOptions = {
  key: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: CheckoutResult) => void;
  modal: { ondismiss: () => void };
} & ({ amount: number; currency: string; order_id: string } | { subscription_id: string });

interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

/** Loads Razorpay's Checkout script once, only when a payment starts; a failure can be retried. */
export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error(SCRIPT_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(SCRIPT_LOAD_FAILED));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** What Checkout is opened for: a one-time order, or a subscription (a recurring gift's mandate). */
export type Checkoutable = CheckoutOrder | CheckoutSubscription;

export function isSubscription(checkoutable: Checkoutable): checkoutable is CheckoutSubscription {
  return 'subscriptionId' in checkoutable;
}

/**
 * Checkout's signed answer: an order's payment (`razorpay_order_id`) or a subscription's authorisation
 * (`razorpay_subscription_id`), each for the server to verify.
 */
export type CheckoutResult = PaymentConfirmationRequest | SubscriptionAuthorisationRequest;

export type CheckoutOutcome =
  { kind: 'paid'; result: CheckoutResult } | { kind: 'dismissed' } | { kind: 'failed'; message: string };

/** The target part of Checkout's options: `order_id` with the amount, or only `subscription_id`. */
function targetOptions(order: Checkoutable) {
  return isSubscription(order)
    ? { subscription_id: order.subscriptionId }
    : { amount: order.amount, currency: order.currency, order_id: order.orderId };
}

/**
 * Opens Razorpay Checkout for the server's order or subscription; resolves once with the signed result, a
 * dismissal or a failure.
 */
export async function openRazorpayCheckout(order: Checkoutable): Promise<CheckoutOutcome> {
  try {
    await loadRazorpayCheckout();
  } catch {
    return { kind: 'failed', message: SCRIPT_LOAD_FAILED };
  }
  const Razorpay = window.Razorpay;
  if (!Razorpay) return { kind: 'failed', message: SCRIPT_LOAD_FAILED };
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: order.keyId,
      ...targetOptions(order),
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      theme: order.theme,
      handler: (response) => settle({ kind: 'paid', result: response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', (response) => {
      settle({ kind: 'failed', message: response.error?.description ?? 'Payment failed' });
      checkout.close?.();
    });
    checkout.open();
  });
}
