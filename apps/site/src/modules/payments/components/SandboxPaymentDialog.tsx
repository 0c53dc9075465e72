import { useState } from 'react';
import styled from 'styled-components';
import { formatInr, paiseToRupeeString } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StyledMuted } from '../../../components/layout';
import { authoriseSandboxSubscription, paySandboxOrder } from '../api/sandbox.api';
import { type Checkoutable, type CheckoutOutcome, isSubscription } from '../lib/razorpay';

export const SANDBOX_TEXTS = {
  title: 'Sandbox Payment',
  note: 'Test mode: no money moves. Choose how this payment ends.',
  pay: 'Pay',
  paying: 'Paying...',
  fail: 'Fail',
  close: 'Close',
  payFailed: 'The sandbox could not take the payment.',
  order: 'Order',
  subscription: 'Subscription',
  for: 'For',
  amount: 'Amount',
  period: { monthly: ' every month', yearly: ' every year' },
} as const;

/**
 * Stands in for Razorpay Checkout when the API runs its sandbox provider (local use and tests): pays an
 * order, or authorises a subscription (a recurring gift) with its first charge.
 */
export function SandboxPaymentDialog({
  order,
  onDone,
}: {
  order: Checkoutable;
  onDone: (outcome: CheckoutOutcome) => void;
}) {
  const [paying, setPaying] = useState(false);
  const subscription = isSubscription(order) ? order : null;
  const reference = isSubscription(order) ? order.subscriptionId : order.orderId;

  const pay = async () => {
    setPaying(true);
    try {
      const result = subscription
        ? await authoriseSandboxSubscription(reference)
        : await paySandboxOrder(reference);
      onDone({ kind: 'paid', result });
    } catch {
      onDone({ kind: 'failed', message: SANDBOX_TEXTS.payFailed });
    }
  };

  return (
    <Dialog
      title={SANDBOX_TEXTS.title}
      onClose={() => onDone({ kind: 'dismissed' })}
      dismissible={!paying}
      showCloseButton={false}
    >
      <StyledMuted>{SANDBOX_TEXTS.note}</StyledMuted>
      <StyledSummary>
        <dt>{subscription ? SANDBOX_TEXTS.subscription : SANDBOX_TEXTS.order}</dt>
        <dd>{reference}</dd>
        <dt>{SANDBOX_TEXTS.for}</dt>
        <dd>{order.description}</dd>
        <dt>{SANDBOX_TEXTS.amount}</dt>
        <dd>
          {formatInr(paiseToRupeeString(order.amount))}
          {subscription ? SANDBOX_TEXTS.period[subscription.period] : ''}
        </dd>
      </StyledSummary>
      <StyledButtonRow>
        <StyledButton type="button" onClick={pay} disabled={paying}>
          {paying ? SANDBOX_TEXTS.paying : SANDBOX_TEXTS.pay}
        </StyledButton>
        <StyledButton
          type="button"
          $variant="secondary"
          disabled={paying}
          onClick={() => onDone({ kind: 'failed', message: 'Payment failed' })}
        >
          {SANDBOX_TEXTS.fail}
        </StyledButton>
        <StyledButton
          type="button"
          $variant="ghost"
          disabled={paying}
          onClick={() => onDone({ kind: 'dismissed' })}
        >
          {SANDBOX_TEXTS.close}
        </StyledButton>
      </StyledButtonRow>
    </Dialog>
  );
}

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
