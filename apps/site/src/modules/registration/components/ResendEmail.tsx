import { useState } from 'react';
import { StyledButton } from '../../../components/buttons';
import { StyledNotice } from '../../../components/forms';
import { StyledMuted } from '../../../components/layout';
import { ApiError } from '../../../lib/api';
import { resendBookingEmail } from '../api/bookings.api';
import { BOOKING_TEXTS } from '../bookingTexts';

type ResendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; recipient: string }
  | { kind: 'failed'; message: string };

/**
 * "Resend e-mail": the button says it is working while the request runs (and cannot be pressed twice), then
 * a notice in a live region says where the e-mail went or why it was refused (the API's message for a
 * limit reached or a booking without a confirmation).
 */
export function ResendEmail({ token, email }: { token: string; email: string }) {
  const [state, setState] = useState<ResendState>({ kind: 'idle' });
  const t = BOOKING_TEXTS;

  const resend = async () => {
    setState({ kind: 'sending' });
    try {
      const { recipient } = await resendBookingEmail(token);
      setState({ kind: 'sent', recipient });
    } catch (error) {
      const fromServer = error instanceof ApiError && error.fromServer && error.status < 500;
      setState({ kind: 'failed', message: fromServer ? error.message : t.resendFailed });
    }
  };

  return (
    <>
      <StyledMuted>{t.emailNote(email)}</StyledMuted>
      <div>
        <StyledButton
          type="button"
          $variant="secondary"
          onClick={resend}
          disabled={state.kind === 'sending'}
          aria-describedby="resend-status"
        >
          {state.kind === 'sending' ? t.resending : t.resend}
        </StyledButton>
      </div>
      <div id="resend-status" role="status" aria-live="polite">
        {state.kind === 'sent' && <StyledNotice $tone="success">{t.resent(state.recipient)}</StyledNotice>}
        {state.kind === 'failed' && <StyledNotice $tone="error">{state.message}</StyledNotice>}
      </div>
    </>
  );
}
