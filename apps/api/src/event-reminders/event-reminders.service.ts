import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  eventStartInstant,
  indiaCalendarDate,
  isReminderDue,
  localizedText,
  mapsSearchUrl,
  reminderDueAt,
  reminderSlot,
  type EventReminderSettings,
  type ReminderTiming,
} from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { EventChanges } from '../events/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/index.js';
import { eventReminderMail } from './event-reminder-mail.js';
import { type SaveReminderSettingsDto } from './dto/save-reminder-settings.dto.js';
import { eventRemindersError, EventRemindersErrorCode as Code } from './event-reminders.errors.js';
import {
  EventRemindersRepository,
  type ReminderDetails,
  type ReminderSettingsRow,
} from './event-reminders.repository.js';

/** Bookings claimed per transaction: each batch's e-mails are queued in the transaction of its claims. */
const CLAIM_BATCH = 50;
const DAY_MS = 86_400_000;

/**
 * Reminders before events (docs/events-operations.md "Reminders"). Every API process sweeps every
 * REMINDER_SWEEP_INTERVAL_MS: for each event whose reminder is due and which has not started (shared
 * isReminderDue), it claims the confirmed bookings not yet reminded for the event's slot and queues their
 * e-mails in the same transaction. A claim is a row in PostgreSQL, never a process timer: a reminder late
 * because of a late booking or a stopped server goes at the next sweep, and no booking gets two.
 */
@Injectable()
export class EventRemindersService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly reminders: EventRemindersRepository,
    private readonly mail: MailService,
    private readonly keys: BookingKeys,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly audit: AuditService,
    private readonly changes: EventChanges,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.REMINDER_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  get timing(): ReminderTiming {
    return {
      offlineDayBeforeAt: this.config.REMINDER_OFFLINE_TIME,
      onlineMinutesBefore: this.config.REMINDER_ONLINE_MINUTES_BEFORE,
    };
  }

  /** One sweep (a sweep already running in this process is not doubled): how many reminders it queued. */
  async sweep(now = new Date()): Promise<number> {
    if (this.running) return 0;
    const work = this.sweepAll(now);
    this.running = work.catch(() => undefined);
    try {
      return await work;
    } catch (error) {
      this.logger.error({ err: error }, 'The reminder sweep failed');
      return 0;
    } finally {
      this.running = undefined;
    }
  }

  private async sweepAll(now: Date): Promise<number> {
    const timing = this.timing;
    // Events starting today (India) up to the furthest start an online reminder may already be due for.
    const leadDays = 1 + Math.ceil(timing.onlineMinutesBefore / 1440);
    const events = await this.reminders.eventsStartingBetween(
      indiaCalendarDate(now),
      indiaCalendarDate(new Date(now.getTime() + leadDays * DAY_MS)),
    );
    let queued = 0;
    for (const event of events) {
      if (!isReminderDue(event, now, timing)) continue;
      queued += await this.remindEvent(event.id, reminderSlot(event));
    }
    // Not kicked: the outbox's own poll (MAIL_POLL_INTERVAL_MS) sends them, so a sweep of thousands of
    // reminders never competes with the e-mails visitors are waiting for in their requests.
    return queued;
  }

  private async remindEvent(eventId: string, slot: string): Promise<number> {
    let queued = 0;
    for (;;) {
      const claimed = await this.reminders.transaction(async (manager) => {
        const ids = await this.reminders.claim(manager, eventId, slot, CLAIM_BATCH);
        if (ids.length === 0) return 0;
        for (const details of await this.reminders.details(manager, ids)) {
          await this.mail.enqueue(
            manager,
            eventReminderMail(this.forMail(details, slot), this.config.FOUNDATION_NAME, details.locale),
          );
        }
        return ids.length;
      });
      if (claimed === 0) break;
      queued += claimed;
    }
    if (queued > 0) this.logger.log({ eventId, slot, queued }, 'Queued event reminders');
    return queued;
  }

  private forMail(details: ReminderDetails, slot: string) {
    const { locale } = details;
    const event = { startDate: details.eventStartDate, startTime: details.eventStartTime };
    return {
      registrationId: details.registrationId,
      name: details.name,
      email: details.email,
      eventTitle: localizedText(details, 'eventTitle', locale),
      eventType: details.eventType,
      startDate: details.eventStartDate,
      endDate: details.eventEndDate,
      startsAt: details.eventStartTime ? eventStartInstant(event) : null,
      location: localizedText(details, 'eventLocation', locale),
      // The map searches the English address, the one the map's places are named by.
      mapsUrl: mapsSearchUrl(details.eventLocation, details.eventLocationMapUrl),
      joinUrl: details.eventJoinUrl,
      bookingUrl: this.keys.bookingUrl({
        id: details.registrationId,
        accessTokenHash: details.accessTokenHash,
        locale,
      }),
      slot,
    };
  }

  /** `GET /api/admin/events/{id}/reminders`. */
  async settings(eventId: string): Promise<EventReminderSettings> {
    const row = await this.reminders.findSettings(eventId);
    if (!row) throw eventRemindersError(Code.EventNotFound);
    return this.present(eventId, row);
  }

  /** `PUT /api/admin/events/{id}/reminders`: the fields sent replace the stored ones; audited. */
  async save(eventId: string, dto: SaveReminderSettingsDto): Promise<EventReminderSettings> {
    const row = await this.reminders.transaction(async (manager) => {
      const before = await this.reminders.findSettings(eventId, manager, true);
      if (!before) throw eventRemindersError(Code.EventNotFound);
      const after = {
        remindersEnabled: dto.remindersEnabled ?? before.remindersEnabled,
        startTime: dto.startTime !== undefined ? dto.startTime : before.startTime,
        joinUrl: dto.joinUrl !== undefined ? dto.joinUrl : before.joinUrl,
      };
      const whenWhere = await this.changes.snapshot(manager, eventId);
      await this.reminders.updateSettings(manager, eventId, after);
      // A new start time is a move: told to the attendees in this transaction.
      await this.changes.saved(manager, eventId, whenWhere);
      await this.audit.record(manager, {
        action: 'update',
        resource: 'events',
        resourceId: eventId,
        before: {
          remindersEnabled: before.remindersEnabled,
          startTime: before.startTime,
          joinUrl: before.joinUrl,
        },
        after,
        details: { reminders: 'settings' },
      });
      return { ...before, ...after };
    });
    return this.present(eventId, row);
  }

  private async present(eventId: string, row: ReminderSettingsRow): Promise<EventReminderSettings> {
    const slot = reminderSlot(row);
    return {
      remindersEnabled: row.remindersEnabled,
      startTime: row.startTime,
      joinUrl: row.joinUrl,
      reminderDueAt: row.remindersEnabled ? reminderDueAt(row, this.timing).toISOString() : null,
      remindersQueued: await this.reminders.countClaimed(eventId, slot),
    };
  }
}
