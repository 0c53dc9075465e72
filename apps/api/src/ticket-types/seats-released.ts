import { Injectable } from '@nestjs/common';
import { AppLogger } from '../common/logging/app-logger.js';

/** Something that wants to know when an event's seats may have become free again (the waiting list). */
export interface SeatsReleasedListener {
  seatsReleased(eventId: string): Promise<void>;
}

/**
 * Where registrations announce that seats of an event may have become free: a booking cancelled, a hold
 * expired or dismissed, a ticket type's quantity raised by staff. It is called AFTER the transaction that
 * freed the seats committed, so a listener takes its own locks and sees the freed seats. A listener's failure
 * is logged and never thrown: the seats are already free, and the waiting list's periodic sweep catches up.
 * Listeners register when their module starts, so ticket-types/ and registrations/ do not depend on them.
 */
@Injectable()
export class SeatsReleased {
  private readonly listeners: SeatsReleasedListener[] = [];

  constructor(private readonly logger: AppLogger) {}

  register(listener: SeatsReleasedListener): void {
    this.listeners.push(listener);
  }

  async released(eventId: string): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener.seatsReleased(eventId);
      } catch (error) {
        this.logger.error({ err: error, eventId }, 'A listener of released seats failed');
      }
    }
  }
}
