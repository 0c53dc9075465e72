import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminMailOutboxController } from './admin-mail-outbox.controller.js';
import { AdminMailOutboxService } from './admin-mail-outbox.service.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** The mail outbox in the admin API (list, one message, send again). */
@Module({
  imports: [AuditModule],
  controllers: [AdminMailOutboxController],
  providers: [AdminMailOutboxService, MailOutboxRepository],
})
export class AdminMailOutboxModule {}
