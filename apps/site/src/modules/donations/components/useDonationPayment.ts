import { createElement, type ReactNode, useCallback, useState } from 'react';
import { useToast } from '../../../components/Toasts';
import { withPartTexts } from '../../../i18n/browserCatalogue';
import { CONTRIBUTE } from '../content';
import { type Gift, type Phase } from './DonationPayment';

export type { Gift, Phase } from './DonationPayment';

type PaymentStep = typeof import('./DonationPayment');

/**
 * The payment step's code and texts, loaded when the donor first presses Donate: a visitor who only reads the
 * page never pays for them (docs/site.md, "Measured").
 */
const loadPaymentStep = () => withPartTexts('DonationPayment', () => import('./DonationPayment'));

/**
 * A gift's payment as the form sees it: the phase it is in, and `give`, which loads the payment step
 * (DonationPayment.tsx) and mounts it for the gift. Render `payment` (its question, Checkout's dialog) and, once
 * the phase is `thanks`, `Thanks`.
 */
export function useDonationPayment(onGiven?: () => void) {
  const toast = useToast();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [step, setStep] = useState<PaymentStep | null>(null);
  const [gift, setGift] = useState<Gift | null>(null);

  const give = async (next: Gift) => {
    setPhase({ kind: 'busy' });
    let loaded: PaymentStep;
    try {
      loaded = step ?? (await loadPaymentStep());
    } catch {
      // Offline, or a new release replaced the files: nothing was sent, the donor may try again.
      toast.error(CONTRIBUTE.failed);
      setPhase({ kind: 'problem', message: CONTRIBUTE.failed });
      return;
    }
    setStep(() => loaded);
    setGift(next);
  };

  const finish = useCallback(
    (ended: Phase) => {
      setGift(null);
      setPhase(ended);
      if (ended.kind === 'thanks') onGiven?.();
    },
    [onGiven],
  );

  const payment: ReactNode =
    step && gift ? createElement(step.DonationPayment, { gift, setPhase, finish }) : null;
  // Shown once the phase is `thanks`, which only the loaded payment step reaches.
  const Thanks = step?.DonationThanks ?? null;

  return { phase, setPhase, give, payment, Thanks };
}
