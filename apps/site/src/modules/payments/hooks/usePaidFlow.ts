import { type ReactNode, useCallback } from 'react';
import {
  type CheckoutOrder,
  type CheckoutSubscription,
  type PaymentConfirmationRequest,
  type SubscriptionAuthorisationRequest,
} from '@foundation/shared';
import { type CheckoutResult } from '../lib/razorpay';
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

/** A recurring payable (a monthly or yearly gift): its subscription's Checkout and its two server steps. */
export interface PaidSubscription<T> {
  subscription: CheckoutSubscription;
  /** Sends Checkout's signed authorisation; the server verifies it and records the first charge. */
  confirm: (authorisation: SubscriptionAuthorisationRequest) => Promise<T>;
  /** Tells the server Checkout was dismissed or failed before the authorisation. */
  cancel: (reason: PaymentCancelReason) => Promise<unknown>;
}

export type PaidOutcome<T> =
  | { kind: 'paid'; confirmed: T }
  /** Checkout said paid but the server's confirmation failed (the webhook may still complete it). */
  | { kind: 'unconfirmed' }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string };

/** One call for both kinds of payable (an overload each, so that `confirm`'s argument is typed). */
export interface Pay {
  <T>(paid: PaidOrder<T>): Promise<PaidOutcome<T>>;
  <T>(paid: PaidSubscription<T>): Promise<PaidOutcome<T>>;
}

/**
 * The one paid flow of the site, after the API created the payable: Checkout (or the sandbox dialog) for an
 * order or a subscription, then the server's confirmation, or its cancel step for a dismissed or failed
 * payment. The caller decides the texts. Render `dialog` somewhere.
 */
export function usePaidFlow(): {
  pay: Pay;
  dialog: ReactNode;
} {
  const { checkout, dialog } = useCheckout();

  const pay = useCallback<Pay>(
    async <T>(paid: PaidOrder<T> | PaidSubscription<T>): Promise<PaidOutcome<T>> => {
      const outcome = await checkout('subscription' in paid ? paid.subscription : paid.order);
      if (outcome.kind === 'paid') {
        // Checkout answers the kind of result it was opened for: a payment for an order, an authorisation
        // for a subscription.
        const confirm = paid.confirm as (result: CheckoutResult) => Promise<T>;
        try {
          return { kind: 'paid', confirmed: await confirm(outcome.result) };
        } catch {
          return { kind: 'unconfirmed' };
        }
      }
      // Best effort: a registration's hold also expires on the server, and a payment that still arrives
      // completes the payable anyway.
      await paid.cancel(outcome.kind).catch(() => undefined);
      return outcome;
    },
    [checkout],
  );

  return { pay, dialog };
}
