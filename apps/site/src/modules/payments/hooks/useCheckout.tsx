import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type Checkoutable, openRazorpayCheckout, type CheckoutOutcome } from '../lib/razorpay';
import { SandboxPaymentDialog } from '../components/SandboxPaymentDialog';

/**
 * Runs the payment step for an order or a subscription the API created: Razorpay Checkout (script loaded only now) or, with
 * the sandbox provider, a dialog with Pay / Fail / Close standing in for it. Render `dialog` somewhere.
 */
export function useCheckout(): {
  checkout(order: Checkoutable): Promise<CheckoutOutcome>;
  dialog: ReactNode;
} {
  const [sandboxOrder, setSandboxOrder] = useState<Checkoutable | null>(null);
  const resolver = useRef<((outcome: CheckoutOutcome) => void) | null>(null);

  const checkout = useCallback((order: Checkoutable): Promise<CheckoutOutcome> => {
    if (order.provider !== 'sandbox') return openRazorpayCheckout(order);
    return new Promise<CheckoutOutcome>((resolve) => {
      resolver.current = resolve;
      setSandboxOrder(order);
    });
  }, []);

  const finish = useCallback((outcome: CheckoutOutcome) => {
    setSandboxOrder(null);
    resolver.current?.(outcome);
    resolver.current = null;
  }, []);

  const dialog = sandboxOrder ? <SandboxPaymentDialog order={sandboxOrder} onDone={finish} /> : null;
  return { checkout, dialog };
}
