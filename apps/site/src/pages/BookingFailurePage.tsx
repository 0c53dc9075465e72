import { useNavigate } from 'react-router-dom';
import { StyledButton, StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { t } from '../i18n/i18n';
import { staticPageMeta } from '../seo/pageMeta';

export default function BookingFailurePage() {
  const meta = staticPageMeta('/booking-failure');
  usePageTitle(meta.title, meta.description);
  const navigate = useNavigate();
  return (
    <StyledPageHeader>
      <StyledPageTitle>{t('bookingResult.failedTitle')}</StyledPageTitle>
      <StyledLead>{t('bookingResult.failedNote')}</StyledLead>
      <StyledButtonRow>
        <StyledButton type="button" onClick={() => navigate(-1)}>
          {t('bookingResult.tryAgain')}
        </StyledButton>
        <StyledButtonLink to="/" $variant="secondary">
          {t('bookingResult.home')}
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
