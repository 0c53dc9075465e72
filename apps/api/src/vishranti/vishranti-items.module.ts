import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AdminVishrantiItemsService } from './admin-vishranti-items.service.js';
import { AdminVishrantiItemsController, VishrantiItemsController } from './vishranti-items.controllers.js';
import { VishrantiItemsRepository } from './vishranti-items.repository.js';

/**
 * The Vishranti page's regular programs and videos: the public read, and the admin resource (every admin
 * route needs a session, as all of /api/admin).
 */
@Module({
  imports: [AuditModule],
  controllers: [VishrantiItemsController, AdminVishrantiItemsController],
  providers: [VishrantiItemsRepository, AdminVishrantiItemsService],
  exports: [AdminVishrantiItemsService],
})
export class VishrantiItemsModule {}
