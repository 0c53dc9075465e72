import { type ReactNode, useCallback } from 'react';
import { type CheckoutOrder, type PaymentConfirmationRequest } from '@foundation/shared';
import { useCheckout } from './useCheckout';

/** Why the visitor's payment did not go through, as the API's cancel steps take it. */
export type PaymentCancelReason = 'dismissed' | 'failed';

/** A payable the API created (registration, donation): its Checkout order and its two server steps. */
export interface PaidOrder<T> {
  order: CheckoutOrder;
  /** Sends Checkout's signed result; the server verifies it and completes the payable. */
  confirm: (payment: PaymentConfirmationRequest) => Promise<T>;
  /** Tells the server the payment was dismissed or failed, so it marks the payable failed. */
  cancel: (reason: PaymentCancelReason) => Promise<unknown>;
}

export type PaidOutcome<T> =
  | { kind: 'paid'; confirmed: T }
  /** Checkout said paid but the server's confirmation failed (the webhook may still complete it). */
  | { kind: 'unconfirmed' }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string };

/**
 * The one paid flow of the site, after the API created the payable: Checkout (or the sandbox dialog), then
 * the server's confirmation, or its cancel step for a dismissed or failed payment. The caller decides the
 * texts. Render `dialog` somewhere.
 */
export function usePaidFlow(): {
  pay: <T>(paid: PaidOrder<T>) => Promise<PaidOutcome<T>>;
  dialog: ReactNode;
} {
  const { checkout, dialog } = useCheckout();

  const pay = useCallback(
    async <T>({ order, confirm, cancel }: PaidOrder<T>): Promise<PaidOutcome<T>> => {
      const outcome = await checkout(order);
      if (outcome.kind === 'paid') {
        try {
          return { kind: 'paid', confirmed: await confirm(outcome.result) };
        } catch {
          return { kind: 'unconfirmed' };
        }
      }
      // Best effort: a registration's hold also expires on the server, and a payment that still arrives
      // completes the payable anyway.
      await cancel(outcome.kind).catch(() => undefined);
      return outcome;
    },
    [checkout],
  );

  return { pay, dialog };
}
