import { StyledButtonLink, StyledButtonRow } from '../components/buttons';
import { StyledLead, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { staticPageMeta } from '../seo/pageMeta';

export default function RegistrationSuccessPage() {
  const meta = staticPageMeta('/registration-success');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPageHeader>
      <StyledPageTitle>Registration Successful</StyledPageTitle>
      <StyledLead>
        Thank you for registering. A confirmation e-mail has been sent to your e-mail address.
      </StyledLead>
      <StyledButtonRow>
        <StyledButtonLink to="/events">View More Events</StyledButtonLink>
        <StyledButtonLink to="/" $variant="secondary">
          Return to Home
        </StyledButtonLink>
      </StyledButtonRow>
    </StyledPageHeader>
  );
}
