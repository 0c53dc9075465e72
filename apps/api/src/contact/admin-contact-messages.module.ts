import { Module } from '@nestjs/common';
import { AdminContactMessagesController } from './admin-contact-messages.controller.js';
import { AdminContactMessagesService } from './admin-contact-messages.service.js';

/** Contact messages in the admin API (read-only) and their CSV export. */
@Module({ controllers: [AdminContactMessagesController], providers: [AdminContactMessagesService] })
export class AdminContactMessagesModule {}
