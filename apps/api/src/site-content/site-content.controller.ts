import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { PublicHeroSlide, SiteContent } from '@foundation/shared';
import { CachePublicRead } from '../common/public-cache/cache-public-read.interceptor.js';
import { Public } from '../common/public.decorator.js';
import { SiteContentService } from './site-content.service.js';

@ApiTags('site-content')
@Public()
@Controller()
export class SiteContentController {
  constructor(private readonly content: SiteContentService) {}

  @Get('hero-slides')
  @CachePublicRead()
  @ApiOkResponse({ description: 'The home page’s hero slides in their order, with image renditions' })
  slides(): Promise<PublicHeroSlide[]> {
    return this.content.slides();
  }

  @Get('site-content')
  @CachePublicRead()
  @ApiOkResponse({ description: 'Impact figures, mission text and the About video (with its embed address)' })
  pageTexts(): Promise<SiteContent> {
    return this.content.pageTexts();
  }
}
