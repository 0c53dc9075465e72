import { Module } from '@nestjs/common';
import { AdminMailOutboxController } from './admin-mail-outbox.controller.js';
import { AdminMailOutboxService } from './admin-mail-outbox.service.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';

/** The mail outbox in the admin API (list, one message, send again). */
@Module({
  controllers: [AdminMailOutboxController],
  providers: [AdminMailOutboxService, MailOutboxRepository],
})
export class AdminMailOutboxModule {}
