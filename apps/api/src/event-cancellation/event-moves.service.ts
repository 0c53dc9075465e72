import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { eventChanges, localizedText, toPaise, type EventWhenWhere, type Locale } from '@foundation/shared';
import { BookingKeys } from '../booking-keys/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { EventChanges, type EventChangesListener } from '../events/index.js';
import { MailService } from '../mail/index.js';
import { eventChangedMail } from './event-changed-mail.js';
import { EventCancellationRepository } from './event-cancellation.repository.js';

const DAY_MS = 86_400_000;

/**
 * Moving an event (docs/events-operations.md "Moving an event"): when a save changes the dates, the start
 * time or the place of an event that has confirmed bookings, the move is recorded on the event (`moved_at`,
 * from which the bookings made before it may cancel with a full refund for EVENT_MOVE_FREE_CANCEL_DAYS) and
 * every attendee's `event-changed` e-mail is queued, all in the saving transaction.
 */
@Injectable()
export class EventMovesService implements OnModuleInit, EventChangesListener {
  constructor(
    private readonly changes: EventChanges,
    private readonly jobs: EventCancellationRepository,
    private readonly mail: MailService,
    private readonly keys: BookingKeys,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  onModuleInit(): void {
    this.changes.register(this);
  }

  async whenWhereSaved(manager: EntityManager, eventId: string, before: EventWhenWhere): Promise<void> {
    const after = await this.jobs.whenWhere(manager, eventId);
    if (!after) return;
    const changed = eventChanges(before, after);
    if (changed.length === 0) return;
    const bookings = await this.jobs.confirmedForMove(manager, eventId);
    if (bookings.length === 0) return;
    const movedAt = await this.jobs.markMoved(manager, eventId);
    const freeCancelUntil = new Date(movedAt.getTime() + this.config.EVENT_MOVE_FREE_CANCEL_DAYS * DAY_MS);
    const titles = await this.jobs.titles(manager, eventId);
    const place = (when: EventWhenWhere, locale: Locale) => ({
      startDate: when.startDate,
      endDate: when.endDate,
      startTime: when.startTime,
      location: localizedText(when, 'location', locale),
    });
    for (const booking of bookings) {
      const { locale } = booking;
      await this.mail.enqueue(
        manager,
        eventChangedMail(
          {
            registrationId: booking.registrationId,
            name: booking.name,
            email: booking.email,
            eventTitle: localizedText(titles, 'title', locale),
            before: place(before, locale),
            after: place(after, locale),
            changes: changed,
            movedAt,
            freeCancelUntil,
            amountPaise: toPaise(booking.totalAmount),
            bookingUrl: this.keys.bookingUrl({
              id: booking.registrationId,
              accessTokenHash: booking.accessTokenHash,
              locale,
            }),
          },
          this.config.FOUNDATION_NAME,
          locale,
        ),
      );
    }
    this.logger.log({ eventId, changed, told: bookings.length }, 'Event moved: attendees told');
  }
}
