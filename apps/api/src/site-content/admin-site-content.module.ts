import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminHeroSlidesController } from './admin-hero-slides.controller.js';
import { AdminSiteContentController } from './admin-site-content.controller.js';
import { AdminSiteContentService } from './admin-site-content.service.js';
import { SiteContentRepository } from './site-content.repository.js';

/** Hero slides and page texts in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminHeroSlidesController, AdminSiteContentController],
  providers: [SiteContentRepository, AdminSiteContentService],
})
export class AdminSiteContentModule {}
