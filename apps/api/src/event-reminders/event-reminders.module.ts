import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import { BookingKeysModule } from '../booking-keys/index.js';
import { EventChangesModule } from '../events/index.js';
import { AdminEventRemindersController } from './admin-event-reminders.controller.js';
import { EventRemindersRepository } from './event-reminders.repository.js';
import { EventRemindersService } from './event-reminders.service.js';

/** Reminders before events: the periodic sweep in every API process and the event's settings route. */
@Module({
  imports: [BookingKeysModule, AuditModule, EventChangesModule],
  controllers: [AdminEventRemindersController],
  providers: [EventRemindersRepository, EventRemindersService],
  exports: [EventRemindersService],
})
export class EventRemindersModule {}
