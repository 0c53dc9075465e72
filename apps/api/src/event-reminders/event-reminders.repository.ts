import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { EventType, Locale } from '@foundation/shared';

/** An event the sweep may remind: active, reminders on. */
export interface RemindableEvent {
  id: string;
  eventType: EventType;
  /** `YYYY-MM-DD` */
  startDate: string;
  startTime: string | null;
}

/** One booking's reminder as the e-mail needs it (both languages of the event's texts). */
export interface ReminderDetails {
  registrationId: string;
  name: string;
  email: string;
  locale: Locale;
  accessTokenHash: string | null;
  eventTitle: string;
  eventTitleHi: string | null;
  eventLocation: string;
  eventLocationHi: string | null;
  eventLocationMapUrl: string | null;
  eventType: EventType;
  eventStartDate: string;
  eventEndDate: string;
  eventStartTime: string | null;
  eventJoinUrl: string | null;
}

/** What staff set for an event's reminders. */
export interface ReminderSettingsRow {
  remindersEnabled: boolean;
  startTime: string | null;
  joinUrl: string | null;
  eventType: EventType;
  startDate: string;
}

/**
 * The SQL of reminders: the events that may be due, and the claim of each booking's reminder. A claim is a
 * row of `event_reminders` (primary key: booking and slot) inserted in the transaction that queues the
 * e-mail, from bookings locked with FOR UPDATE SKIP LOCKED: two API processes never claim one booking's slot.
 */
@Injectable()
export class EventRemindersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Active events with reminders on whose start date lies in `[from, to]` (India calendar dates). */
  async eventsStartingBetween(from: string, to: string): Promise<RemindableEvent[]> {
    return this.dataSource.query<RemindableEvent[]>(
      `SELECT id, event_type AS "eventType", start_date::text AS "startDate", start_time AS "startTime"
         FROM events
        WHERE is_active AND reminders_enabled AND cancelled_at IS NULL AND start_date BETWEEN $1::date AND $2::date
        ORDER BY start_date, id`,
      [from, to],
    );
  }

  /**
   * Claims up to `limit` confirmed bookings of the event not yet reminded for `slot`, skipping bookings
   * another transaction holds (a cancellation, another process's claim). The ids claimed.
   */
  async claim(manager: EntityManager, eventId: string, slot: string, limit: number): Promise<string[]> {
    const rows = await manager.query<{ registrationId: string }[]>(
      `WITH candidates AS (
         SELECT r.id FROM event_registrations r
          WHERE r.event_id = $1 AND r.payment_status = 'completed'
            AND NOT EXISTS (SELECT 1 FROM event_reminders m WHERE m.registration_id = r.id AND m.slot = $2)
          ORDER BY r.created_at, r.id
          LIMIT $3
          FOR UPDATE OF r SKIP LOCKED)
       INSERT INTO event_reminders (registration_id, slot)
       SELECT id, $2 FROM candidates
       ON CONFLICT DO NOTHING
       RETURNING registration_id AS "registrationId"`,
      [eventId, slot, limit],
    );
    return rows.map((row) => row.registrationId);
  }

  async details(manager: EntityManager, registrationIds: string[]): Promise<ReminderDetails[]> {
    return manager.query<ReminderDetails[]>(
      `SELECT r.id AS "registrationId", r.name, r.email, r.locale, r.access_token_hash AS "accessTokenHash",
              e.title AS "eventTitle", e.title_hi AS "eventTitleHi", e.location AS "eventLocation",
              e.location_hi AS "eventLocationHi", e.location_map_url AS "eventLocationMapUrl",
              e.event_type AS "eventType", e.start_date::text AS "eventStartDate",
              e.end_date::text AS "eventEndDate", e.start_time AS "eventStartTime", e.join_url AS "eventJoinUrl"
         FROM event_registrations r JOIN events e ON e.id = r.event_id
        WHERE r.id = ANY($1::uuid[])
        ORDER BY r.created_at, r.id`,
      [registrationIds],
    );
  }

  async findSettings(
    eventId: string,
    manager: EntityManager = this.dataSource.manager,
    lock = false,
  ): Promise<ReminderSettingsRow | null> {
    const [row] = await manager.query<ReminderSettingsRow[]>(
      `SELECT reminders_enabled AS "remindersEnabled", start_time AS "startTime", join_url AS "joinUrl",
              event_type AS "eventType", start_date::text AS "startDate"
         FROM events WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [eventId],
    );
    return row ?? null;
  }

  async updateSettings(
    manager: EntityManager,
    eventId: string,
    settings: Pick<ReminderSettingsRow, 'remindersEnabled' | 'startTime' | 'joinUrl'>,
  ): Promise<void> {
    await manager.query(
      `UPDATE events SET reminders_enabled = $2, start_time = $3, join_url = $4, updated_at = now() WHERE id = $1`,
      [eventId, settings.remindersEnabled, settings.startTime, settings.joinUrl],
    );
  }

  /** How many of the event's bookings were reminded for `slot`. */
  async countClaimed(eventId: string, slot: string): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM event_reminders m
         JOIN event_registrations r ON r.id = m.registration_id
        WHERE r.event_id = $1 AND m.slot = $2`,
      [eventId, slot],
    );
    return count;
  }
}
