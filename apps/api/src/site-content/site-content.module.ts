import { Module } from '@nestjs/common';
import { MediaVariantsModule } from '../media/index.js';
import { SiteContentController } from './site-content.controller.js';
import { SiteContentRepository } from './site-content.repository.js';
import { SiteContentService } from './site-content.service.js';

/** The home page's slides and the page texts on the public site. */
@Module({
  imports: [MediaVariantsModule],
  controllers: [SiteContentController],
  providers: [SiteContentRepository, SiteContentService],
})
export class SiteContentModule {}
