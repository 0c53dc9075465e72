import { type CheckoutOrder, type PaymentConfirmationRequest } from '@foundation/shared';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const SCRIPT_LOAD_FAILED = `Failed to load the Razorpay checkout script (${RAZORPAY_CHECKOUT_SCRIPT})`;

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: PaymentConfirmationRequest) => void;
  modal: { ondismiss: () => void };
}

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

export type CheckoutOutcome =
  | { kind: 'paid'; result: PaymentConfirmationRequest }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string };

/** Opens Razorpay Checkout for the server's order; resolves once with the payment, a dismissal or a failure. */
export async function openRazorpayCheckout(order: CheckoutOrder): Promise<CheckoutOutcome> {
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
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
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
