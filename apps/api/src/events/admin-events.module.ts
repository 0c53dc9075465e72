import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { AdminTicketTypesModule } from '../ticket-types/index.js';
import { AdminEventsController } from './admin-events.controller.js';
import { AdminEventsService } from './admin-events.service.js';
import { EventChangesModule } from './event-changes.module.js';
import { EventsRepository } from './events.repository.js';

/** Events in the admin API (with their ticket types). */
@Module({
  imports: [AdminTicketTypesModule, AuditModule, EventChangesModule],
  controllers: [AdminEventsController],
  providers: [EventsRepository, AdminEventsService],
})
export class AdminEventsModule {}
