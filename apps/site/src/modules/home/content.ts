/**
 * Built-in contents of the home page: the mission and impact figures come from the API (staff run them in the
 * admin panel) and these are shown only when it has none or cannot answer. The hero's slides are staff's only.
 * Static contents of the home page (docs/product.md §2, Home, and section 9's impact figures). */

import { catalogueTexts } from '../../i18n/texts';

export interface HeroSlide {
  title: string;
  description: string;
  desktopImage: string;
  mobileImage: string;
  /** Renditions of an uploaded picture (`url 800w, ...`), when there are any. */
  desktopSrcSet?: string;
  mobileSrcSet?: string;
  link: string;
}

/** docs/product.md §9: auto-advance every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

export const MISSION = catalogueTexts('home.mission', ['title', 'text']);

/** docs/product.md §9, all nine figures. */
export const IMPACT_FIGURES: readonly { value: string; label: string }[] = [
  'states',
  'lives',
  'persondays',
  'research',
  'workshops',
  'children',
  'years',
  'video',
  'decades',
].map((key) => catalogueTexts(`home.impact.${key}`, ['value', 'label']));
