import { type DonationType, formatInr, isRecurringDonationType } from '@foundation/shared';
import { currentLocale } from '../../../i18n/i18n';
import { CONTRIBUTE } from '../content';
import { type Renewal } from './donationRules';
import { StyledApproval } from './StyledApproval';

interface DonationNotesProps {
  type: DonationType;
  amount: number | null;
  renewal: Renewal | null;
  /** The recurring gift's debits each need the donor's approval (by the settings the form has). */
  needsApproval: boolean;
  approvalId: string;
  approvalThresholdRupees: number;
}

/**
 * Above the Donate button: that the gift renews a stopped one, that each debit needs the donor's approval
 * (the API's own question, when the form had not said so, is the payment step's: DonationPayment.tsx).
 */
export function DonationNotes({
  type,
  amount,
  renewal,
  needsApproval,
  approvalId,
  approvalThresholdRupees,
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
    </>
  );
}
