import { Injectable } from '@nestjs/common';
import type { PublicHeroSlide, SiteContent } from '@foundation/shared';
import { AppConfig } from '../config/app-config.js';
import { MediaVariantsService } from '../media/index.js';
import { toPublicHeroSlide, toSiteContent } from './site-content.presenter.js';
import { SiteContentRepository } from './site-content.repository.js';

/** The home and About pages' content on the public site. */
@Injectable()
export class SiteContentService {
  constructor(
    private readonly repository: SiteContentRepository,
    private readonly variants: MediaVariantsService,
    private readonly config: AppConfig,
  ) {}

  async slides(): Promise<PublicHeroSlide[]> {
    const slides = await this.repository.findAllSlides();
    const variants = await this.variants.variantsFor(
      slides.flatMap((slide) => [slide.desktopImageUrl, slide.mobileImageUrl]),
    );
    return slides.map((slide) => toPublicHeroSlide(slide, variants));
  }

  async pageTexts(): Promise<SiteContent> {
    return toSiteContent(await this.repository.findPageTexts(), this.config.VIDEO_HOSTS);
  }
}
