import { Module } from '@nestjs/common';
import { EventChanges } from './event-changes.js';
import { EventsRepository } from './events.repository.js';

/**
 * The one EventChanges of the app, in a module of its own: what saves an event's when and where (the admin
 * events, the reminders' settings) and what listens (moving an event) import this and nothing else.
 */
@Module({
  providers: [EventsRepository, EventChanges],
  exports: [EventChanges],
})
export class EventChangesModule {}
