import styled from 'styled-components';
import { localePath } from '@foundation/shared';
import { t } from '../i18n/i18n';
import { pageLocale } from '../i18n/pageLocale';
import { StyledVisuallyHidden } from './layout';

/** The forms that collect personal data, each with its own line of what the details are used for. */
export type PrivacyPurpose = 'booking' | 'waitlist' | 'donation' | 'volunteer' | 'contact' | 'newsletter';

/**
 * One short line on a form that collects personal data: what the details are used for, and a link to the
 * privacy notice in the page's language (docs/privacy.md). The notice opens in a new tab, so what the
 * visitor typed stays.
 */
export function PrivacyLine({ purpose }: { purpose: PrivacyPurpose }) {
  return (
    <StyledPrivacyLine data-privacy-line={purpose}>
      {t(`privacyLine.${purpose}`)}{' '}
      <a href={localePath('/privacy', pageLocale())} target="_blank" rel="noopener">
        {t('privacyLine.link')}
        <StyledVisuallyHidden> {t('booking.newTab')}</StyledVisuallyHidden>
      </a>
    </StyledPrivacyLine>
  );
}

const StyledPrivacyLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
