import {
  SITE_CONTENT_ID,
  videoEmbedUrl,
  type HeroSlide,
  type ImageVariantsByUrl,
  type PublicHeroSlide,
  type SiteContent,
  type VideoHost,
} from '@foundation/shared';
import { withVariants } from '../media/index.js';
import { type HeroSlideEntity } from './hero-slide.entity.js';
import { type SiteContentEntity } from './site-content.entity.js';

export function toHeroSlide(slide: HeroSlideEntity): HeroSlide {
  return {
    id: slide.id,
    title: slide.title,
    description: slide.description,
    desktopImageUrl: slide.desktopImageUrl,
    mobileImageUrl: slide.mobileImageUrl,
    link: slide.link,
    sortOrder: slide.sortOrder,
    titleHi: slide.titleHi,
    descriptionHi: slide.descriptionHi,
    createdAt: slide.createdAt.toISOString(),
    updatedAt: slide.updatedAt.toISOString(),
  };
}

export function toPublicHeroSlide(slide: HeroSlideEntity, variants: ImageVariantsByUrl): PublicHeroSlide {
  const { createdAt: _created, updatedAt: _updated, ...shown } = toHeroSlide(slide);
  return withVariants(shown, variants, [slide.desktopImageUrl, slide.mobileImageUrl]);
}

/**
 * The page texts. The embed address is derived with today's VIDEO_HOSTS: a video whose host was taken off
 * the list since it was saved is not embedded (the site's CSP would refuse to frame it anyway).
 */
export function toSiteContent(row: SiteContentEntity, videoHosts: readonly VideoHost[]): SiteContent {
  return {
    id: SITE_CONTENT_ID,
    impactFigures: row.impactFigures.map(({ value, label, labelHi }) => ({
      value,
      label,
      labelHi: labelHi ?? null,
    })),
    missionText: row.missionText,
    missionTextHi: row.missionTextHi,
    aboutVideoUrl: row.aboutVideoUrl,
    aboutVideoEmbedUrl: row.aboutVideoUrl ? videoEmbedUrl(row.aboutVideoUrl, videoHosts) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
