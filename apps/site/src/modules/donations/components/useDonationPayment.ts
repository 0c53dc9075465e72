import { useRef, useState } from 'react';
import { type CreateDonationOrderRequest } from '@foundation/shared';
import { useToast } from '../../../components/Toasts';
import { type PaidOutcome, usePaidFlow } from '../../payments/hooks/usePaidFlow';
import {
  abandonRecurringGift,
  authoriseRecurringGift,
  cancelDonation,
  confirmDonationPayment,
  createDonationOrder,
  DonationOrderError,
} from '../api/donations.api';
import { CONTRIBUTE } from '../content';
import { thankYouText } from '../thanks';
import { orderErrorText } from './donationRules';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  /** The API says each debit needs the donor's approval, which the form had not said: asked before Checkout. */
  | { kind: 'approval'; amount: number; period: 'monthly' | 'yearly' }
  | { kind: 'thanks'; text: string }
  | { kind: 'problem'; message: string };

interface Gift {
  amount: number;
  request: CreateDonationOrderRequest;
  /** The form already told the donor that each debit needs their approval. */
  approvalShown: boolean;
  /** The renewal link was spent or replaced. */
  onRenewalInvalid: () => void;
}

/**
 * The payment of a gift: the order through /api/create-order, then Checkout (an order for a one-time gift, a
 * subscription for a monthly or yearly one) and its confirmation; the phase says where it stands.
 */
export function useDonationPayment(onGiven?: () => void) {
  const toast = useToast();
  const { pay, dialog } = usePaidFlow();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const approvalAnswer = useRef<((proceed: boolean) => void) | null>(null);
  const answerApproval = (proceed: boolean) => {
    approvalAnswer.current?.(proceed);
    approvalAnswer.current = null;
  };

  const give = async ({ amount, request, approvalShown, onRenewalInvalid }: Gift) => {
    setPhase({ kind: 'busy' });
    let order;
    try {
      order = await createDonationOrder(request);
    } catch (error) {
      // A spent or replaced link: the donor can still give, as a new gift.
      if (error instanceof DonationOrderError && error.code === 'renewal_invalid') onRenewalInvalid();
      const message = orderErrorText(error);
      toast.error(message);
      setPhase({ kind: 'problem', message });
      return;
    }
    const { accessToken } = order;
    let outcome: PaidOutcome<string>;
    if (order.kind === 'subscription') {
      const giftId = order.recurringGiftId;
      const period = order.period;
      // The settings the note is drawn from were not the API's (it could not be reached): the donor still
      // hears it before Checkout, and may stop there.
      if (order.eachDebitNeedsApproval && !approvalShown) {
        const proceed = await new Promise<boolean>((resolve) => {
          approvalAnswer.current = resolve;
          setPhase({ kind: 'approval', amount, period });
        });
        if (!proceed) {
          await abandonRecurringGift(giftId, accessToken, 'dismissed').catch(() => undefined);
          setPhase({ kind: 'problem', message: CONTRIBUTE.cancelled });
          return;
        }
        setPhase({ kind: 'busy' });
      }
      outcome = await pay({
        subscription: order,
        confirm: async (authorisation) => {
          const { recurringGift } = await authoriseRecurringGift(giftId, accessToken, authorisation);
          return thankYouText({ type: period, recurringGift });
        },
        // The server marks the gift failed instead of leaving it waiting for an authorisation.
        cancel: (reason) => abandonRecurringGift(giftId, accessToken, reason),
      });
    } else {
      const donationId = order.donationId;
      outcome = await pay({
        order,
        confirm: async (result) => {
          await confirmDonationPayment(donationId, accessToken, result);
          return thankYouText({ type: 'one-time', amount });
        },
        // The server marks the donation failed instead of leaving it pending.
        cancel: (reason) => cancelDonation(donationId, accessToken, reason),
      });
    }
    if (outcome.kind === 'paid') {
      setPhase({ kind: 'thanks', text: outcome.confirmed });
      onGiven?.();
    } else {
      setPhase({
        kind: 'problem',
        message:
          outcome.kind === 'dismissed'
            ? CONTRIBUTE.cancelled
            : outcome.kind === 'unconfirmed'
              ? CONTRIBUTE.unconfirmed
              : CONTRIBUTE.failed,
      });
    }
  };

  return { phase, setPhase, answerApproval, give, dialog };
}
