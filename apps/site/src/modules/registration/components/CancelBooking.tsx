import styled from 'styled-components';
import { type Booking } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import { StyledNotice } from '../../../components/forms';
import { stack, StyledMuted, StyledTag } from '../../../components/layout';
import { cancelBooking } from '../api/bookings.api';
import { cancelRefusalText } from '../cancellationText';
import { BOOKING_TEXTS } from '../bookingTexts';

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
  const { cancellation, refund, receipt } = booking;
  const { terms } = cancellation;
  const { summary } = terms;
  const confirmation = useConfirmedAction(
    async () => onChanged((await cancelBooking(token)).booking),
    (error) => cancelRefusalText(error) ?? t.cancelFailed,
  );
  const { confirming, problem } = confirmation;

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
          <StyledButton type="button" $variant="secondary" onClick={confirmation.open}>
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
        <ConfirmDialog
          title={t.cancelTitle}
          state={confirmation}
          confirmLabel={t.cancelConfirm}
          busyLabel={t.cancelling}
          keepLabel={t.cancelKeep}
        >
          <p>{summary}</p>
          <p>{t.cancelSeats(receipt.numberOfTickets)}</p>
        </ConfirmDialog>
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
