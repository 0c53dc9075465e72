import { StyledPage, StyledVisuallyHidden } from '../components/layout';
import { usePageTitle } from '../components/usePageTitle';
import { HeroCarousel } from '../modules/home/components/HeroCarousel';
import { lazy } from 'react';
import { ServerHtml } from '../components/ServerHtml';
import { withPartTexts } from '../i18n/browserCatalogue';
import { useHomeContent } from '../modules/home/hooks/useHomeContent';
import { staticPageMeta } from '../seo/pageMeta';
import { SITE } from '../siteConfig';

import ProgramCarousel from '../modules/programs/components/ProgramCarousel';

// Content, never lazy: in the server's HTML, which the browser keeps (components/ServerHtml.tsx); their code
// loads only when the browser shows the home page itself, after a click from another page.
const homeSections = () =>
  withPartTexts('HomeSections', () => import('../modules/home/components/HomeSections'));
const MissionSection = lazy(() => homeSections().then((module) => ({ default: module.MissionSection })));
const AreasSection = lazy(() => homeSections().then((module) => ({ default: module.AreasSection })));
const ImpactSection = lazy(() => homeSections().then((module) => ({ default: module.ImpactSection })));
const CallToActionSection = lazy(() =>
  homeSections().then((module) => ({ default: module.CallToActionSection })),
);

export default function HomePage() {
  const meta = staticPageMeta('/');
  usePageTitle(meta.title, meta.description);
  const content = useHomeContent();
  return (
    <StyledPage>
      <StyledVisuallyHidden as="h1">{SITE.name}</StyledVisuallyHidden>
      {/* The slides staff list in the admin panel, and no others (none: no hero). */}
      {content.slides.length > 0 && <HeroCarousel slides={content.slides} />}
      <ServerHtml id="home-mission">
        <MissionSection text={content.missionText} />
      </ServerHtml>
      <ServerHtml id="home-areas">
        <AreasSection />
      </ServerHtml>
      <ServerHtml id="home-impact">
        <ImpactSection figures={content.impactFigures} />
      </ServerHtml>
      {/* The newest programs are content: in the server HTML (src/routes.json preloads their list). */}
      <ProgramCarousel />
      <ServerHtml id="home-cta">
        <CallToActionSection />
      </ServerHtml>
    </StyledPage>
  );
}
