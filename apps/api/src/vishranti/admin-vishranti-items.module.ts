import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminVishrantiItemsController } from './admin-vishranti-items.controller.js';
import { AdminVishrantiItemsService } from './admin-vishranti-items.service.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

/** The Vishranti page's programs and videos in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminVishrantiItemsController],
  providers: [VishrantiItemsRepository, AdminVishrantiItemsService],
})
export class AdminVishrantiItemsModule {}
