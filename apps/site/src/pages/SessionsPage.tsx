import { StyledLead, StyledPage, StyledPageHeader, StyledPageTitle } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { SessionTabs } from '../modules/sessions/components/SessionTabs';
import { SESSIONS } from '../modules/sessions/content';
import { staticPageMeta } from '../seo/pageMeta';

export default function SessionsPage() {
  const meta = staticPageMeta('/sessions');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <StyledPageHeader>
        <StyledPageTitle>{SESSIONS.title}</StyledPageTitle>
        <StyledLead>{SESSIONS.lead}</StyledLead>
      </StyledPageHeader>
      <SessionTabs />
    </StyledPage>
  );
}
