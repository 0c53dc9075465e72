import { StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { t } from '../i18n/i18n';
import { staticPageMeta } from '../seo/pageMeta';

export default function RegistrationSuccessPage() {
  const meta = staticPageMeta('/registration-success');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPageHeader>
      <StyledPageTitle>{t('bookingResult.registeredTitle')}</StyledPageTitle>
      <StyledLead>{t('bookingResult.registeredNote')}</StyledLead>
      <StyledButtonRow>
        <StyledButtonLink to="/events">{t('bookingResult.moreEvents')}</StyledButtonLink>
        <StyledButtonLink to="/" $variant="secondary">
          {t('bookingResult.home')}
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
