import { useState } from 'react';
import styled from 'styled-components';
import { formatInr, paiseToRupeeString } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StyledMuted } from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { catalogueTexts } from '../../../i18n/texts';
import { authoriseSandboxSubscription, paySandboxOrder } from '../api/sandbox.api';
import { type Checkoutable, type CheckoutOutcome, isSubscription } from '../lib/razorpay';

/** The stand-in's texts, in the page's language: entries `sandbox.*` of the catalogues. */
export const SANDBOX_TEXTS = Object.assign(
  catalogueTexts('sandbox', [
    'title',
    'note',
    'pay',
    'paying',
    'fail',
    'close',
    'payFailed',
    'paymentFailed',
    'order',
    'subscription',
    'for',
    'amount',
  ]),
  { period: catalogueTexts('sandbox.period', ['monthly', 'yearly']) },
);

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
          {formatInr(paiseToRupeeString(order.amount), currentLocale())}
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
          onClick={() => onDone({ kind: 'failed', message: SANDBOX_TEXTS.paymentFailed })}
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
