import { useNavigate } from 'react-router-dom';
import { StyledButton, StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { staticPageMeta } from '../seo/pageMeta';

export default function BookingFailurePage() {
  const meta = staticPageMeta('/booking-failure');
  usePageTitle(meta.title, meta.description);
  const navigate = useNavigate();
  return (
    <StyledPageHeader>
      <StyledPageTitle>Booking Failed</StyledPageTitle>
      <StyledLead>Your booking could not be completed and nothing was charged. Please try again.</StyledLead>
      <StyledButtonRow>
        <StyledButton type="button" onClick={() => navigate(-1)}>
          Try Again
        </StyledButton>
        <StyledButtonLink to="/" $variant="secondary">
          Return to Home
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
