import styled from 'styled-components';
import { cluster } from '../../../components/layout';
import { type DonationType, formatInr, isRecurringDonationType } from '@foundation/shared';
import { StyledButton } from '../../../components/buttons';
import { currentLocale } from '../../../i18n/i18n';
import { CONTRIBUTE } from '../content';
import { type Renewal } from './donationRules';
import { type Phase } from './useDonationPayment';

interface DonationNotesProps {
  type: DonationType;
  amount: number | null;
  renewal: Renewal | null;
  /** The recurring gift's debits each need the donor's approval (by the settings the form has). */
  needsApproval: boolean;
  approvalId: string;
  approvalThresholdRupees: number;
  phase: Phase;
  answerApproval: (proceed: boolean) => void;
}

/**
 * Above the Donate button: that the gift renews a stopped one, that each debit needs the donor's approval,
 * or the API's question of whether to go on when the form had not said so.
 */
export function DonationNotes({
  type,
  amount,
  renewal,
  needsApproval,
  approvalId,
  approvalThresholdRupees,
  phase,
  answerApproval,
}: DonationNotesProps) {
  const locale = currentLocale();
  return (
    <>
      {renewal && type === renewal.period && (
        <StyledApproval role="note">
          {CONTRIBUTE.renewalNote(formatInr(renewal.amount, locale), renewal.period)}
        </StyledApproval>
      )}
      {needsApproval && amount !== null && isRecurringDonationType(type) && (
        <StyledApproval id={approvalId} role="note">
          {CONTRIBUTE.approvalNote(
            formatInr(amount, locale),
            type,
            formatInr(approvalThresholdRupees, locale),
          )}
        </StyledApproval>
      )}
      {phase.kind === 'approval' && (
        <StyledApproval role="alert">
          {CONTRIBUTE.approvalNoteFromServer(formatInr(phase.amount, locale), phase.period)}
          <StyledApprovalButtons>
            <StyledButton type="button" onClick={() => answerApproval(true)}>
              {CONTRIBUTE.approvalContinue}
            </StyledButton>
            <StyledButton type="button" $variant="ghost" onClick={() => answerApproval(false)}>
              {CONTRIBUTE.approvalStop}
            </StyledButton>
          </StyledApprovalButtons>
        </StyledApproval>
      )}
    </>
  );
}

const StyledApprovalButtons = styled.span`
  ${cluster('xs')}
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledApproval = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;
