import { StyledPage, StyledVisuallyHidden } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { HeroCarousel } from '../modules/home/components/HeroCarousel';
import {
  AreasSection,
  CallToActionSection,
  ImpactSection,
  MissionSection,
} from '../modules/home/components/HomeSections';
import { useHomeContent } from '../modules/home/hooks/useHomeContent';
import { staticPageMeta } from '../seo/pageMeta';
import { SITE } from '../siteConfig';

import ProgramCarousel from '../modules/programs/components/ProgramCarousel';

export default function HomePage() {
  const meta = staticPageMeta('/');
  usePageTitle(meta.title, meta.description);
  const content = useHomeContent();
  return (
    <StyledPage>
      <StyledVisuallyHidden as="h1">{SITE.name}</StyledVisuallyHidden>
      {/* The slides staff list in the admin panel, and no others (none: no hero). */}
      {content.slides.length > 0 && <HeroCarousel slides={content.slides} />}
      <MissionSection text={content.missionText} />
      <AreasSection />
      <ImpactSection figures={content.impactFigures} />
      {/* The newest programs are content: in the server HTML (src/routes.json preloads their list). */}
      <ProgramCarousel />
      <CallToActionSection />
    </StyledPage>
  );
}
