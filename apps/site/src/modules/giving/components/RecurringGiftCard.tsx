import styled from 'styled-components';
import { formatInr, type RecurringGiftView } from '@foundation/shared';
import { StyledButton, StyledButtonRow } from '../../../components/buttons';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useConfirmedAction } from '../../../hooks/useConfirmedAction';
import {
  factList,
  StyledCard,
  StyledCardTitle,
  StyledTag,
  StyledVisuallyHidden,
} from '../../../components/layout';
import { currentLocale } from '../../../i18n/i18n';
import { indiaLongDate } from '../../donations/indiaLongDate';
import { CANCELLABLE, MY_GIVING } from '../texts';

/**
 * A monthly or yearly gift: amount and period, status, debits so far, the next debit, and Cancel (with a
 * confirmation) while it can still take debits.
 */
export function RecurringGiftCard({
  gift,
  onCancel,
}: {
  gift: RecurringGiftView;
  /** Cancels the gift at the server; resolves with the cancelled gift, rejects when it failed. */
  onCancel(gift: RecurringGiftView): Promise<unknown>;
}) {
  const confirmation = useConfirmedAction(
    () => onCancel(gift),
    () => MY_GIVING.cancelFailed,
  );
  const amount = formatInr(gift.amount, currentLocale());
  const titleId = `gift-${gift.id}`;

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledHeading>
        <StyledCardTitle id={titleId}>
          {amount} {MY_GIVING.every[gift.period]}
        </StyledCardTitle>
        <StyledStatusTag $tone={gift.status}>{MY_GIVING.giftStatus[gift.status]}</StyledStatusTag>
      </StyledHeading>
      <StyledFacts>
        {gift.firstChargedAt && (
          <div>
            <dt>{MY_GIVING.started}</dt>
            <dd>{indiaLongDate(gift.firstChargedAt)}</dd>
          </div>
        )}
        <div>
          <dt>{MY_GIVING.chargesSoFar}</dt>
          <dd>{MY_GIVING.charges(gift.chargesCount, gift.totalCount)}</dd>
        </div>
        {gift.cancelledAt ? (
          <div>
            <dt>{MY_GIVING.cancelledOn}</dt>
            <dd>{indiaLongDate(gift.cancelledAt)}</dd>
          </div>
        ) : (
          <div>
            <dt>{MY_GIVING.nextCharge}</dt>
            <dd>{indiaLongDate(gift.nextChargeAt) ?? MY_GIVING.noNextCharge}</dd>
          </div>
        )}
      </StyledFacts>
      {CANCELLABLE.includes(gift.status) && (
        <StyledButtonRow>
          <StyledButton type="button" $variant="secondary" onClick={confirmation.open}>
            {MY_GIVING.cancel}
            <StyledVisuallyHidden>
              {' '}
              ({amount} {MY_GIVING.every[gift.period]})
            </StyledVisuallyHidden>
          </StyledButton>
        </StyledButtonRow>
      )}
      {confirmation.confirming && (
        <ConfirmDialog
          title={MY_GIVING.cancelTitle(gift.period, amount)}
          state={confirmation}
          confirmLabel={MY_GIVING.cancelConfirm}
          busyLabel={MY_GIVING.cancelling}
          keepLabel={MY_GIVING.cancelKeep}
        >
          <p>{MY_GIVING.cancelText}</p>
        </ConfirmDialog>
      )}
    </StyledCard>
  );
}

const StyledHeading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledStatusTag = styled(StyledTag)<{ $tone: RecurringGiftView['status'] }>`
  align-self: center;
  background: ${({ theme, $tone }) =>
    $tone === 'active' || $tone === 'authenticated' || $tone === 'completed'
      ? theme.colors.successSoft
      : $tone === 'halted' || $tone === 'failed'
        ? theme.colors.dangerSoft
        : theme.colors.primarySoft};
  color: ${({ theme, $tone }) =>
    $tone === 'active' || $tone === 'authenticated' || $tone === 'completed'
      ? theme.colors.success
      : $tone === 'halted' || $tone === 'failed'
        ? theme.colors.danger
        : theme.colors.onPrimarySoft};
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.figureMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  ${factList}
`;
