import { useState } from 'react';
import styled from 'styled-components';
import { type Booking } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { Dialog } from '../../../components/Dialog';
import { StyledNotice } from '../../../components/forms';
import { stack, StyledMuted, StyledTag } from '../../../components/layout';
import { cancelBooking } from '../api/bookings.api';
import { cancelRefusalText } from '../cancellationText';
import { BOOKING_TEXTS } from '../texts';

/**
 * The booking page's "Cancel booking" section: the event's rule in words (what comes back, until when),
 * a confirmation dialog repeating exactly that, then the cancelled state and the refund's state. The
 * server decides (shared cancellation.ts) and writes every sentence of it in the page's language; a
 * refusal (deadline passed meanwhile) shows its message.
 */
export function CancelBooking({
  booking,
  token,
  onChanged,
}: {
  booking: Booking;
  token: string;
  /** Called with the booking the server answered after cancelling. */
  onChanged: (booking: Booking) => void;
}) {
  const t = BOOKING_TEXTS;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { cancellation, refund, receipt } = booking;
  const { terms } = cancellation;
  const { summary } = terms;

  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await cancelBooking(token);
      setConfirming(false);
      onChanged(answer.booking);
    } catch (error) {
      setProblem(cancelRefusalText(error) ?? t.cancelFailed);
    } finally {
      setBusy(false);
    }
  };

  if (receipt.status === 'cancelled') {
    return (
      <>
        <p>{cancellation.cancelledBy ? t.cancelledBy[cancellation.cancelledBy] : null}</p>
        <StyledMuted>{summary}</StyledMuted>
        {refund && (
          <StyledRefund aria-live="polite">
            <StyledRefundTag $tone={refund.status}>
              {t.refundHeading}: {t.refundStatus[refund.status]}
            </StyledRefundTag>
            <p>{refund.sentence}</p>
          </StyledRefund>
        )}
      </>
    );
  }

  return (
    <>
      <p>{summary}</p>
      <StyledMuted>{t.policyNote}</StyledMuted>
      {terms.cancellable && (
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={() => setConfirming(true)}>
            {t.cancelButton}
          </StyledButton>
        </StyledButtonRow>
      )}
      {problem && !confirming && (
        <StyledNotice role="alert" $tone="error">
          {problem}
        </StyledNotice>
      )}
      {confirming && (
        <Dialog
          title={t.cancelTitle}
          onClose={() => setConfirming(false)}
          dismissible={!busy}
          showCloseButton={false}
        >
          <p>{summary}</p>
          <p>{t.cancelSeats(receipt.numberOfTickets)}</p>
          {problem && (
            <StyledNotice role="alert" $tone="error">
              {problem}
            </StyledNotice>
          )}
          <StyledButtonRow>
            <StyledButton type="button" onClick={cancel} disabled={busy}>
              {busy ? t.cancelling : t.cancelConfirm}
            </StyledButton>
            <StyledButton type="button" $variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
              {t.cancelKeep}
            </StyledButton>
          </StyledButtonRow>
        </Dialog>
      )}
    </>
  );
}

const StyledRefund = styled.div`
  ${stack('sm')}
  align-items: flex-start;
`;

const StyledRefundTag = styled(StyledTag)<{ $tone: 'pending' | 'processed' | 'failed' }>`
  background: ${({ theme, $tone }) =>
    $tone === 'processed'
      ? theme.colors.successSoft
      : $tone === 'failed'
        ? theme.colors.dangerSoft
        : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'processed'
      ? theme.colors.success
      : $tone === 'failed'
        ? theme.colors.danger
        : theme.colors.onPrimarySoft};
`;
