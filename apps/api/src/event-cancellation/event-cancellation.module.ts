import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { BookingKeysModule } from '../booking-keys/booking-keys.module.js';
import { EventChangesModule } from '../events/event-changes.module.js';
import { RegistrationsModule } from '../registrations/registrations.module.js';
import { AdminEventCancellationController } from './admin-event-cancellation.controller.js';
import { EventCancellationRepository } from './event-cancellation.repository.js';
import { EventCancellationService } from './event-cancellation.service.js';
import { EventMovesService } from './event-moves.service.js';

/** Cancelling an event (the resumable job and its admin routes) and moving one (the attendees told). */
@Module({
  imports: [AuditModule, BookingKeysModule, EventChangesModule, RegistrationsModule],
  controllers: [AdminEventCancellationController],
  providers: [EventCancellationRepository, EventCancellationService, EventMovesService],
})
export class EventCancellationModule {}
