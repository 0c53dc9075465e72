import { type Ref, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type DonationType, formatInr, MESSAGES } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { stack } from '../../../components/layout';
import { useToast } from '../../../components/Toasts';
import { currentLocale, t } from '../../../i18n/i18n';
import { type PaidOutcome, usePaidFlow } from '../../payments/hooks/usePaidFlow';
import {
  abandonRecurringGift,
  authoriseRecurringGift,
  cancelDonation,
  confirmDonationPayment,
  createDonationOrder,
  DonationOrderError,
} from '../api/donations.api';
import { PAYMENT_TEXTS } from '../paymentTexts';
import { thankYouText } from '../thanks';
import type { DonorInput, Renewal } from './donationRules';
import { orderRequest } from './orderRequest';
import { StyledApproval, StyledApprovalButtons } from './StyledApproval';

export type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  /** The API says each debit needs the donor's approval, which the form had not said: asked before Checkout. */
  | { kind: 'approval'; amount: number; period: 'monthly' | 'yearly' }
  | { kind: 'thanks'; text: string }
  | { kind: 'problem'; message: string };

export interface Gift {
  amount: number;
  /** What the order is made of (./orderRequest.ts words it as the API takes it). */
  order: { type: DonationType; donor: DonorInput; projectId: string; renewal: Renewal | null };
  /** The form already told the donor that each debit needs their approval. */
  approvalShown: boolean;
  /** The renewal link was spent or replaced. */
  onRenewalInvalid: () => void;
}

/** The order's failures the site words itself (shared English texts), in the page's language. */
const ORDER_ERRORS: Record<string, () => string> = {
  [MESSAGES.createOrderFailed]: () => PAYMENT_TEXTS.createOrderFailed,
  [MESSAGES.createOrderServerError]: () => PAYMENT_TEXTS.createOrderServerError,
  [MESSAGES.invalidOrderResponse]: () => PAYMENT_TEXTS.invalidOrderResponse,
  [MESSAGES.unparsableOrderResponse]: () => PAYMENT_TEXTS.unparsableOrderResponse,
};

/** Why the order could not be made: the site's own text in the page's language, or the API's refusal. */
export function orderErrorText(error: unknown): string {
  if (!(error instanceof DonationOrderError)) return PAYMENT_TEXTS.failed;
  return ORDER_ERRORS[error.message]?.() ?? error.message;
}

interface DonationPaymentProps {
  gift: Gift;
  setPhase: (phase: Phase) => void;
  /** The payment ended in this phase (thanks, or a problem). */
  finish: (phase: Phase) => void;
}

/**
 * The payment of one gift, mounted once the donor pressed Donate: the order through /api/create-order, then
 * Checkout (an order for a one-time gift, a subscription for a monthly or yearly one) and its confirmation.
 * Renders, where the form's notes are, the API's question whether to go on (each debit needs the donor's
 * approval, which the form had not said) and Checkout's dialog (the sandbox's) while it is open.
 */
export function DonationPayment({ gift, setPhase, finish }: DonationPaymentProps) {
  const toast = useToast();
  const { pay, dialog } = usePaidFlow();
  const started = useRef(false);
  // The API's question before Checkout, and its answer once the donor gives it.
  const [question, setQuestion] = useState<{
    amount: number;
    period: 'monthly' | 'yearly';
    answer: (proceed: boolean) => void;
  } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { amount, order: details, approvalShown, onRenewalInvalid } = gift;
    const { type, donor, projectId, renewal } = details;
    const request = orderRequest(amount, type, donor, projectId, renewal);
    const run = async (): Promise<Phase> => {
      let order;
      try {
        order = await createDonationOrder(request);
      } catch (error) {
        // A spent or replaced link: the donor can still give, as a new gift.
        if (error instanceof DonationOrderError && error.code === 'renewal_invalid') onRenewalInvalid();
        const message = orderErrorText(error);
        toast.error(message);
        return { kind: 'problem', message };
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
            setQuestion({ amount, period, answer: resolve });
            setPhase({ kind: 'approval', amount, period });
          });
          if (!proceed) {
            await abandonRecurringGift(giftId, accessToken, 'dismissed').catch(() => undefined);
            return { kind: 'problem', message: PAYMENT_TEXTS.cancelled };
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
      if (outcome.kind === 'paid') return { kind: 'thanks', text: outcome.confirmed };
      return {
        kind: 'problem',
        message:
          outcome.kind === 'dismissed'
            ? PAYMENT_TEXTS.cancelled
            : outcome.kind === 'unconfirmed'
              ? PAYMENT_TEXTS.unconfirmed
              : PAYMENT_TEXTS.failed,
      };
    };
    void run().then(finish);
  }, [gift, setPhase, finish, pay, toast]);

  const answer = (proceed: boolean) => {
    question?.answer(proceed);
    setQuestion(null);
  };
  return (
    <>
      {question && (
        <StyledApproval role="alert">
          {t('contribute.approvalNoteFromServer', {
            amount: formatInr(question.amount, currentLocale()),
            period: question.period,
          })}
          <StyledApprovalButtons>
            <StyledButton type="button" onClick={() => answer(true)}>
              {PAYMENT_TEXTS.approvalContinue}
            </StyledButton>
            <StyledButton type="button" $variant="ghost" onClick={() => answer(false)}>
              {PAYMENT_TEXTS.approvalStop}
            </StyledButton>
          </StyledApprovalButtons>
        </StyledApproval>
      )}
      {dialog}
    </>
  );
}

/** The thank-you that replaces the form once the gift is paid; focused, so keyboard users land on it. */
export function DonationThanks({
  text,
  headingRef,
  onAgain,
}: {
  text: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  return (
    <StyledThanks role="status">
      <h3 ref={headingRef} tabIndex={-1}>
        {PAYMENT_TEXTS.thanksTitle}
      </h3>
      <p>{text}</p>
      <p>{PAYMENT_TEXTS.receiptOnItsWay}</p>
      <StyledButton type="button" $variant="secondary" onClick={onAgain}>
        {PAYMENT_TEXTS.donateAgain}
      </StyledButton>
    </StyledThanks>
  );
}

const StyledThanks = styled.div`
  ${stack('md')}
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;
