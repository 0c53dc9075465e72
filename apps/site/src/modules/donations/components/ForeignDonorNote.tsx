import styled from 'styled-components';
import { type DonationType, type GivingSettings, isRecurringDonationType } from '@foundation/shared';
import { stack } from '../../../components/layout';
import { t } from '../../../i18n/i18n';

interface ForeignDonorNoteProps {
  id: string;
  type: DonationType;
  settings: Pick<GivingSettings, 'foreignContributions'>;
}

/**
 * What a foreign citizen hears once they say they are one: that the foundation cannot take the gift online
 * (no FCRA account), that it takes one-time gifts only, or into which account the gift goes. Few donors are
 * asked, so its code and texts load when the answer is chosen (./CitizenshipFields.tsx).
 */
export function ForeignDonorNote({ id, type, settings }: ForeignDonorNoteProps) {
  const { accepted, fcraRegistrationNumber } = settings.foreignContributions;
  return (
    <StyledForeign id={id} role="status">
      {!accepted ? (
        <>
          <strong>{t('contribute.foreignRefusedTitle')}</strong>
          <span>{t('contribute.foreignRefused')}</span>
        </>
      ) : isRecurringDonationType(type) ? (
        <span>{t('contribute.foreignRecurring')}</span>
      ) : (
        <span>{t('contribute.fcraNote', { number: fcraRegistrationNumber ?? '' })}</span>
      )}
    </StyledForeign>
  );
}

const StyledForeign = styled.p`
  ${stack('xxs')}
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: ${({ theme }) => `${theme.borders.accent} ${theme.colors.primary}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.onPrimarySoft};
`;
