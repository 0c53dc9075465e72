import { lazy, Suspense } from 'react';
import { StyledPage, StyledVisuallyHidden } from '../components/layout';
import { LazyWhenVisible } from '../components/LazyWhenVisible';
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

// Below the fold: its code (and swr) loads when the visitor scrolls near it.
const ProgramCarousel = lazy(() => import('../modules/programs/components/ProgramCarousel'));

export default function HomePage() {
  const meta = staticPageMeta('/');
  usePageTitle(meta.title, meta.description);
  const content = useHomeContent();
  return (
    <StyledPage>
      <StyledVisuallyHidden as="h1">{SITE.name}</StyledVisuallyHidden>
      <HeroCarousel slides={content.slides} />
      <MissionSection text={content.missionText} />
      <AreasSection />
      <ImpactSection figures={content.impactFigures} />
      <LazyWhenVisible>
        <Suspense fallback={null}>
          <ProgramCarousel />
        </Suspense>
      </LazyWhenVisible>
      <CallToActionSection />
    </StyledPage>
  );
}
