import { useEffect, useState } from 'react';
import { localizedText, type PublicHeroSlide, type SiteContent } from '@foundation/shared';
import { currentLocale } from '../../../i18n/i18n';
import { fetchJson, mediaUrl } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { IMPACT_FIGURES, MISSION, type HeroSlide } from '../content';
import { whenIdle } from '../../../lib/idle';

export const HERO_SLIDES_PATH = '/api/hero-slides';
export const SITE_CONTENT_PATH = '/api/site-content';

/** A staff slide as the carousel shows it: absolute image URLs, and srcsets of their renditions. */
export function toCarouselSlide(slide: PublicHeroSlide): HeroSlide {
  const srcSet = (url: string) => {
    const variants = slide.imageVariants?.[url];
    if (!variants?.length) return undefined;
    return [...variants]
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${mediaUrl(variant.url)} ${variant.width}w`)
      .join(', ');
  };
  const locale = currentLocale();
  return {
    title: localizedText(slide, 'title', locale),
    description: localizedText(slide, 'description', locale),
    desktopImage: mediaUrl(slide.desktopImageUrl) ?? '',
    mobileImage: mediaUrl(slide.mobileImageUrl) ?? '',
    desktopSrcSet: srcSet(slide.desktopImageUrl),
    mobileSrcSet: srcSet(slide.mobileImageUrl),
    link: slide.link,
  };
}

export interface HomeContent {
  slides: readonly HeroSlide[];
  missionText: string;
  impactFigures: readonly { value: string; label: string }[];
}

/**
 * The built-in texts: shown when staff have none or the API cannot answer. There are no built-in slides: the
 * hero shows exactly the slides staff list in the admin panel (the demo data seeds four), or none.
 */
const BUILT_IN: Omit<HomeContent, 'slides'> = {
  // Read when shown: the text in the page's language.
  get missionText() {
    return MISSION.text;
  },
  impactFigures: IMPACT_FIGURES,
};

/** The home content from the API's answers, the built-in parts where staff have none. */
export function homeContent(
  slides: PublicHeroSlide[] | undefined,
  texts: SiteContent | undefined,
): HomeContent {
  return {
    slides: Array.isArray(slides) ? slides.map(toCarouselSlide) : [],
    missionText: texts?.missionText?.trim()
      ? localizedText(texts, 'missionText', currentLocale())
      : BUILT_IN.missionText,
    // Each figure's label in the page's language (its Hindi twin where staff wrote one).
    impactFigures:
      Array.isArray(texts?.impactFigures) && texts.impactFigures.length > 0
        ? texts.impactFigures.map((figure) => ({
            value: figure.value,
            label: localizedText(figure, 'label', currentLocale()),
          }))
        : BUILT_IN.impactFigures,
  };
}

/**
 * The home page's slides, mission and impact figures. The site server inlines both answers into the page
 * (routes.json "data"), so the first render already has them and the hero's picture is preloaded; the page
 * then asks the API once more (the site server may hold an answer up to a minute) and shows any change.
 * Deliberately without swr: the hero is the page's largest paint, and swr stays out of the first load.
 */
export function useHomeContent(): HomeContent {
  const [slides, setSlides] = useState(() => preloadedData<PublicHeroSlide[]>(HERO_SLIDES_PATH));
  const [texts, setTexts] = useState(() => preloadedData<SiteContent>(SITE_CONTENT_PATH));
  useEffect(() => {
    let live = true;
    // An answer equal to what the page shows changes nothing: no new render of the whole page.
    const keep =
      <T>(answer: T) =>
      (current: T | undefined) =>
        JSON.stringify(current) === JSON.stringify(answer) ? current : answer;
    const refresh = () => {
      fetchJson<PublicHeroSlide[]>(HERO_SLIDES_PATH).then(
        (answer) => live && Array.isArray(answer) && setSlides(keep(answer)),
        () => undefined, // what the page has stays
      );
      fetchJson<SiteContent>(SITE_CONTENT_PATH).then(
        (answer) => live && answer && typeof answer === 'object' && setTexts(keep(answer)),
        () => undefined,
      );
    };
    // The server's answers are at most a minute old: ask again once the page is idle, not while it hydrates.
    const cancel = whenIdle(refresh);
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return homeContent(slides, texts);
}
