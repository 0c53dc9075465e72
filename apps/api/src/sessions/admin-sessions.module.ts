import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminSessionsController } from './admin-sessions.controller.js';
import { AdminSessionsService } from './admin-sessions.service.js';
import { SessionsRepository } from './sessions.repository.js';

/** Sessions in the admin API (every route needs an admin session). */
@Module({
  imports: [AuditModule],
  controllers: [AdminSessionsController],
  providers: [SessionsRepository, AdminSessionsService],
  exports: [AdminSessionsService],
})
export class AdminSessionsModule {}
