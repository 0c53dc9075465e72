import { StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { t } from '../i18n/i18n';
import { staticPageMeta } from '../seo/pageMeta';

export default function BookingSuccessPage() {
  const meta = staticPageMeta('/booking-success');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPageHeader>
      <StyledPageTitle>{t('bookingResult.successTitle')}</StyledPageTitle>
      <StyledLead>{t('bookingResult.successNote')}</StyledLead>
      <StyledButtonRow>
        <StyledButtonLink to="/">{t('bookingResult.home')}</StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
