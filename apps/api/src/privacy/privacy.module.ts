import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminPrivacyNoticesController } from './admin-privacy-notices.controller.js';
import { PrivacyNoticeController } from './privacy-notice.controller.js';
import { PrivacyRepository } from './privacy.repository.js';
import { PrivacyService } from './privacy.service.js';

/** The privacy notice: the site's page and its versions in the admin panel (docs/privacy.md). */
@Module({
  imports: [AuditModule],
  controllers: [PrivacyNoticeController, AdminPrivacyNoticesController],
  providers: [PrivacyRepository, PrivacyService],
  exports: [PrivacyService],
})
export class PrivacyModule {}
