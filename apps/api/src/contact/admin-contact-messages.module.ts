import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminContactMessagesController } from './admin-contact-messages.controller.js';
import { AdminContactMessagesService } from './admin-contact-messages.service.js';
import { ContactRepository } from './contact.repository.js';

/** Contact messages in the admin API (read-only) and their CSV export. */
@Module({
  imports: [AuditModule],
  controllers: [AdminContactMessagesController],
  providers: [ContactRepository, AdminContactMessagesService],
})
export class AdminContactMessagesModule {}
