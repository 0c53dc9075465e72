import { StyledPage } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { SessionTabs } from '../modules/sessions/components/SessionTabs';
import { SESSIONS } from '../modules/sessions/content';
import { staticPageMeta } from '../seo/pageMeta';
import { PageHeader } from '../components/PageSections';

export default function SessionsPage() {
  const meta = staticPageMeta('/sessions');
  usePageTitle(meta.title, meta.description);
  return (
    <StyledPage>
      <PageHeader title={SESSIONS.title} lead={SESSIONS.lead} />
      <SessionTabs />
    </StyledPage>
  );
}
