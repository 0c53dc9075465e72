import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { BookingKeysModule } from '../booking-keys/index.js';
import { EventChangesModule } from '../events/index.js';
import { RegistrationsModule } from '../registrations/index.js';
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
