import { StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { staticPageMeta } from '../seo/pageMeta';

export default function BookingSuccessPage() {
  const meta = staticPageMeta('/booking-success');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPageHeader>
      <StyledPageTitle>Booking Successful</StyledPageTitle>
      <StyledLead>Your booking is confirmed. A receipt has been sent to your e-mail address.</StyledLead>
      <StyledButtonRow>
        <StyledButtonLink to="/">Return to Home</StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
