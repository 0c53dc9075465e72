import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminEventMessagesController } from './admin-event-messages.controller.js';
import { EventMessagesRepository } from './event-messages.repository.js';
import { EventMessagesService } from './event-messages.service.js';

/** Messages from staff to an event's attendees (admin routes only). */
@Module({
  imports: [AuditModule],
  controllers: [AdminEventMessagesController],
  providers: [EventMessagesRepository, EventMessagesService],
})
export class EventMessagesModule {}
