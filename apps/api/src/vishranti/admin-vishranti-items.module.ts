import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminVishrantiItemsService } from './admin-vishranti-items.service.js';
import { AdminVishrantiItemsController } from './vishranti-items.controllers.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

/** The Vishranti page's programs and videos in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminVishrantiItemsController],
  providers: [VishrantiItemsRepository, AdminVishrantiItemsService],
})
export class AdminVishrantiItemsModule {}
