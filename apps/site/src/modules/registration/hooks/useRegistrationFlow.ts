import { useCallback, useState } from 'react';
import { type CreateRegistrationRequest, type RegistrationReceipt } from '@foundation/shared';
import { useToast } from '../../../components/Toasts';
import { ApiError } from '../../../lib/api';
import { usePaidFlow } from '../../payments/hooks/usePaidFlow';
import { SCRIPT_LOAD_FAILED } from '../../payments/lib/checkoutScript';
import { cancelRegistration, confirmRegistrationPayment, createRegistration } from '../api/registrations.api';
import { REGISTRATION_TEXTS } from '../texts';

export type RegistrationPhase =
  | { kind: 'closed' }
  | { kind: 'form'; submitting: boolean; fieldErrors?: Record<string, string> }
  | { kind: 'paying' }
  /** `bookingToken`: the secret of the booking page's link (`/bookings/{token}`). */
  | { kind: 'success'; receipt: RegistrationReceipt; bookingToken: string }
  | { kind: 'failed'; message: string };

/**
 * Answers of the API that mean "fix the form and try again" (400, 404, 409, 422) or "try again later" (429:
 * too many registrations from this network) rather than "the booking failed": the visitor stays on the
 * form, with the API's message.
 */
function isFormProblem(error: unknown): error is ApiError {
  return error instanceof ApiError && error.fromServer && [400, 404, 409, 422, 429].includes(error.status);
}

/**
 * docs/product.md §2 and §4 and §7: submit leads to success (receipt) or failed. Free events complete at once; paid
 * ones go through Checkout (or the sandbox dialog), then the API verifies the payment. A dismissed or failed
 * payment cancels the pending registration so its tickets are released.
 */
export function useRegistrationFlow() {
  const [phase, setPhase] = useState<RegistrationPhase>({ kind: 'closed' });
  const toast = useToast();
  const { pay, dialog } = usePaidFlow();

  const open = useCallback(() => setPhase({ kind: 'form', submitting: false }), []);
  const close = useCallback(() => setPhase({ kind: 'closed' }), []);

  const submit = useCallback(
    async (request: CreateRegistrationRequest) => {
      setPhase({ kind: 'form', submitting: true });
      let created;
      try {
        created = await createRegistration(request);
      } catch (error) {
        if (isFormProblem(error)) {
          toast.error(error.message);
          setPhase({ kind: 'form', submitting: false, fieldErrors: error.fields });
          return;
        }
        toast.error(REGISTRATION_TEXTS.registrationFailed);
        setPhase({ kind: 'failed', message: REGISTRATION_TEXTS.registrationFailed });
        return;
      }
      const { registration, accessToken, payment } = created;
      if (!payment) {
        setPhase({ kind: 'success', receipt: registration, bookingToken: accessToken });
        return;
      }

      setPhase({ kind: 'paying' });
      const outcome = await pay({
        order: payment,
        confirm: (result) => confirmRegistrationPayment(registration.id, accessToken, result),
        // Releases the held tickets.
        cancel: (reason) => cancelRegistration(registration.id, accessToken, reason),
      });
      if (outcome.kind === 'paid') {
        setPhase({ kind: 'success', receipt: outcome.confirmed.registration, bookingToken: accessToken });
      } else if (outcome.kind === 'unconfirmed') {
        toast.error(REGISTRATION_TEXTS.registrationFailed);
        setPhase({ kind: 'failed', message: REGISTRATION_TEXTS.registrationFailed });
      } else if (outcome.kind === 'dismissed') {
        setPhase({ kind: 'failed', message: REGISTRATION_TEXTS.paymentCancelled });
      } else {
        if (outcome.message === SCRIPT_LOAD_FAILED) toast.error(SCRIPT_LOAD_FAILED);
        setPhase({ kind: 'failed', message: outcome.message });
      }
    },
    [pay, toast],
  );

  return { phase, open, close, submit, tryAgain: open, paymentDialog: dialog };
}
