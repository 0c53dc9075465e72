import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';
import { type Checkoutable, type CheckoutOutcome } from '../lib/razorpay';

/*
 * Both ways to pay run only once a visitor pays: their code (Razorpay's loader, the sandbox dialog) is fetched
 * then, not with the page that shows the form.
 */
const SandboxPaymentDialog = lazy(() =>
  import('../components/SandboxPaymentDialog').then((module) => ({ default: module.SandboxPaymentDialog })),
);

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

  const checkout = useCallback(async (order: Checkoutable): Promise<CheckoutOutcome> => {
    if (order.provider !== 'sandbox') {
      const { openRazorpayCheckout } = await import('../lib/razorpay');
      return openRazorpayCheckout(order);
    }
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

  const dialog = sandboxOrder ? (
    <Suspense fallback={null}>
      <SandboxPaymentDialog order={sandboxOrder} onDone={finish} />
    </Suspense>
  ) : null;
  return { checkout, dialog };
}
