import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { SeatsReleasedModule } from './seats-released.module.js';
import { AdminTicketTypesController } from './admin-ticket-types.controller.js';
import { AdminTicketTypesService } from './admin-ticket-types.service.js';
import { TicketTypesRepository } from './ticket-types.repository.js';

/** Ticket types in the admin API; its service also keeps the rules of an event's ticket types. */
@Module({
  imports: [AuditModule, SeatsReleasedModule],
  controllers: [AdminTicketTypesController],
  providers: [TicketTypesRepository, AdminTicketTypesService],
  exports: [AdminTicketTypesService],
})
export class AdminTicketTypesModule {}
