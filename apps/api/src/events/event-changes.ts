import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type EventWhenWhere } from '@foundation/shared';
import { EventsRepository } from './events.repository.js';

/** Something that acts when an event's dates, start time or place were saved (moving an event). */
export interface EventChangesListener {
  /** Inside the saving transaction, after the update: `before` is what the event said before it. */
  whenWhereSaved(manager: EntityManager, eventId: string, before: EventWhenWhere): Promise<void>;
}

/**
 * Where the routes that change an event's when and where (the event's form, its reminders' start time)
 * announce it, inside their transaction: the listener (event-cancellation/, moving an event) tells the
 * attendees in that same transaction, so a saved move is always told and a failed one never. Listeners
 * register when their module starts, so events/ does not depend on them.
 */
@Injectable()
export class EventChanges {
  private readonly listeners: EventChangesListener[] = [];

  register(listener: EventChangesListener): void {
    this.listeners.push(listener);
  }

  constructor(private readonly events: EventsRepository) {}

  /** What the event's when and where are now, read in `manager`'s transaction (the `before` of a save). */
  snapshot(manager: EntityManager, eventId: string): Promise<EventWhenWhere | null> {
    return this.events.whenWhere(manager, eventId);
  }

  async saved(manager: EntityManager, eventId: string, before: EventWhenWhere | null): Promise<void> {
    if (!before) return;
    for (const listener of this.listeners) await listener.whenWhereSaved(manager, eventId, before);
  }
}
