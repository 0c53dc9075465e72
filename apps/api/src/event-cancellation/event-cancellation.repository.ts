import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type EventWhenWhere } from '@foundation/shared';

/** An event as its cancellation reads it, under its row lock. */
export interface CancellableEvent {
  id: string;
  /** `YYYY-MM-DD` */
  endDate: string;
  cancelledAt: Date | null;
}

/** The job row of one event's cancellation. */
export interface CancellationJob {
  eventId: string;
  reason: string;
  reasonHi: string | null;
  createdAt: Date;
  completedAt: Date | null;
  waitlistClosed: number;
}

/** A cancelled booking of the job whose refund is still to be asked (or was asked and never answered). */
export interface RefundToAsk {
  registrationId: string;
  /** A refund row exists, pending, without the provider's refund id: ask again with its idempotency key. */
  resume: boolean;
}

/** The counts of the admin panel's progress. */
export interface CancellationCounts {
  bookingsCancelled: number;
  bookingsLeft: number;
  refundsPending: number;
  refundsProcessed: number;
  refundsFailed: number;
}

/** One confirmed booking of a moved event as its e-mail needs it (both languages of the event's texts). */
export interface MovedBooking {
  registrationId: string;
  name: string;
  email: string;
  locale: 'en' | 'hi';
  accessTokenHash: string | null;
  totalAmount: string;
}

const JOB_COLUMNS = `event_id AS "eventId", reason, reason_hi AS "reasonHi", created_at AS "createdAt",
  completed_at AS "completedAt", waitlist_closed AS "waitlistClosed"`;

/**
 * The SQL of cancelling and moving events. A cancellation's job is a row of `event_cancellations`, claimed
 * by the process working it with FOR UPDATE SKIP LOCKED inside a transaction that lasts the run: a second
 * process (or a second request) skips it, and a process that dies releases it with its connection.
 */
@Injectable()
export class EventCancellationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The event under FOR UPDATE, the lock that conflicts with the FOR KEY SHARE of a booking being made
   * (RegistrationsRepository.isEventCancelled): no booking is confirmed past the cancellation unseen.
   */
  async lockEvent(manager: EntityManager, eventId: string): Promise<CancellableEvent | null> {
    const [row] = await manager.query<CancellableEvent[]>(
      `SELECT id, end_date::text AS "endDate", cancelled_at AS "cancelledAt" FROM events WHERE id = $1 FOR UPDATE`,
      [eventId],
    );
    return row ?? null;
  }

  async eventExists(eventId: string): Promise<boolean> {
    const [row] = await this.dataSource.query<
      {
        found: number;
      }[]
    >(`SELECT 1 AS found FROM events WHERE id = $1`, [eventId]);
    return Boolean(row);
  }

  async markEventCancelled(
    manager: EntityManager,
    eventId: string,
    reason: string,
    reasonHi: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE events SET cancelled_at = now(), cancellation_reason = $2, cancellation_reason_hi = $3,
              updated_at = now()
        WHERE id = $1 AND cancelled_at IS NULL`,
      [eventId, reason, reasonHi],
    );
  }

  async insertJob(
    manager: EntityManager,
    job: { eventId: string; reason: string; reasonHi: string | null; requestedBy: string | null },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO event_cancellations (event_id, reason, reason_hi, requested_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (event_id) DO NOTHING`,
      [job.eventId, job.reason, job.reasonHi, job.requestedBy],
    );
  }

  async findJob(eventId: string): Promise<CancellationJob | null> {
    const [row] = await this.dataSource.query<CancellationJob[]>(
      `SELECT ${JOB_COLUMNS} FROM event_cancellations WHERE event_id = $1`,
      [eventId],
    );
    return row ?? null;
  }

  /** The events whose cancellation is not finished, oldest first. */
  async openJobs(): Promise<string[]> {
    const rows = await this.dataSource.query<{ eventId: string }[]>(
      `SELECT event_id AS "eventId" FROM event_cancellations WHERE completed_at IS NULL ORDER BY created_at`,
    );
    return rows.map((row) => row.eventId);
  }

  /** Claims the unfinished job of the event for the rest of `manager`'s transaction; null when done or taken. */
  async claim(manager: EntityManager, eventId: string): Promise<CancellationJob | null> {
    const [row] = await manager.query<CancellationJob[]>(
      `SELECT ${JOB_COLUMNS} FROM event_cancellations
        WHERE event_id = $1 AND completed_at IS NULL
        FOR UPDATE SKIP LOCKED`,
      [eventId],
    );
    return row ?? null;
  }

  /**
   * Closes the event's waiting list: entries still waiting or holding an offer are removed (an offer's held
   * booking is never completed for a cancelled event), counted on the job. Harmless to repeat.
   */
  async closeWaitlist(manager: EntityManager, eventId: string): Promise<number> {
    // An UPDATE answers [rows, affected count].
    const [[row]] = await manager.query<[{ closed: number }[], number]>(
      `WITH closed AS (
         UPDATE waitlist_entries SET status = 'removed', updated_at = now()
          WHERE event_id = $1 AND status IN ('waiting', 'offered')
          RETURNING 1)
       UPDATE event_cancellations SET waitlist_closed = waitlist_closed + (SELECT count(*) FROM closed)
        WHERE event_id = $1
       RETURNING (SELECT count(*) FROM closed)::int AS closed`,
      [eventId],
    );
    return row?.closed ?? 0;
  }

  /** Up to `limit` confirmed bookings of the event, oldest first. */
  async confirmedBookings(eventId: string, limit: number): Promise<string[]> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM event_registrations WHERE event_id = $1 AND payment_status = 'completed'
        ORDER BY created_at, id LIMIT $2`,
      [eventId, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Bookings cancelled with the event whose refund the payment lifecycle never recorded, or recorded as
   * pending without the provider's answer (the process stopped while asking).
   */
  async refundsToAsk(eventId: string): Promise<RefundToAsk[]> {
    return this.dataSource.query<RefundToAsk[]>(
      `SELECT r.id AS "registrationId", (pr.id IS NOT NULL) AS resume
         FROM event_registrations r
         LEFT JOIN payment_refunds pr ON pr.payable_kind = 'registration' AND pr.payable_id = r.id
        WHERE r.event_id = $1 AND r.payment_status = 'cancelled' AND r.cancelled_by = 'event'
          AND r.cancellation_refund_paise > 0 AND r.payment_id IS NOT NULL
          AND (pr.id IS NULL OR (pr.status = 'pending' AND pr.provider_refund_id IS NULL))
        ORDER BY r.created_at, r.id`,
      [eventId],
    );
  }

  /**
   * Payments that arrived after their event was cancelled (the registration failed, marked for refund with
   * `reason`) whose refund is still to be asked, or was asked and never answered; oldest first.
   */
  async lateRefundsToAsk(reason: string, limit: number): Promise<RefundToAsk[]> {
    return this.dataSource.query<RefundToAsk[]>(
      `SELECT r.id AS "registrationId", (pr.id IS NOT NULL) AS resume
         FROM event_registrations r
         JOIN events e ON e.id = r.event_id AND e.cancelled_at IS NOT NULL
         LEFT JOIN payment_refunds pr ON pr.payable_kind = 'registration' AND pr.payable_id = r.id
        WHERE r.payment_status = 'failed' AND r.needs_refund AND r.refund_reason = $1
          AND r.payment_id IS NOT NULL
          AND (pr.id IS NULL OR (pr.status = 'pending' AND pr.provider_refund_id IS NULL))
        ORDER BY r.created_at, r.id
        LIMIT $2`,
      [reason, limit],
    );
  }

  async complete(manager: EntityManager, eventId: string): Promise<void> {
    await manager.query(
      `UPDATE event_cancellations SET completed_at = now() WHERE event_id = $1 AND completed_at IS NULL`,
      [eventId],
    );
  }

  /**
   * The bookings cancelled with the event, those still confirmed, and their refunds by state (a refund due
   * and not recorded yet counts as pending).
   */
  async counts(eventId: string): Promise<CancellationCounts> {
    const [row] = await this.dataSource.query<CancellationCounts[]>(
      `SELECT count(*) FILTER (WHERE r.cancelled_by = 'event')::int AS "bookingsCancelled",
              count(*) FILTER (WHERE r.payment_status = 'completed')::int AS "bookingsLeft",
              count(*) FILTER (WHERE r.cancelled_by = 'event' AND r.cancellation_refund_paise > 0
                                 AND r.payment_id IS NOT NULL
                                 AND (pr.status IS NULL OR pr.status = 'pending'))::int AS "refundsPending",
              count(*) FILTER (WHERE r.cancelled_by = 'event' AND pr.status = 'processed')::int AS "refundsProcessed",
              count(*) FILTER (WHERE r.cancelled_by = 'event' AND pr.status = 'failed')::int AS "refundsFailed"
         FROM event_registrations r
         LEFT JOIN payment_refunds pr ON pr.payable_kind = 'registration' AND pr.payable_id = r.id
        WHERE r.event_id = $1 AND r.payment_status IN ('completed', 'cancelled')`,
      [eventId],
    );
    return row;
  }

  /** What of the event a move changes, read in `manager`'s transaction. */
  async whenWhere(manager: EntityManager, eventId: string): Promise<EventWhenWhere | null> {
    const [row] = await manager.query<EventWhenWhere[]>(
      `SELECT start_date::text AS "startDate", end_date::text AS "endDate", start_time AS "startTime",
              location, location_hi AS "locationHi"
         FROM events WHERE id = $1`,
      [eventId],
    );
    return row ?? null;
  }

  /** The event's confirmed bookings (the people a move is told to). */
  async confirmedForMove(manager: EntityManager, eventId: string): Promise<MovedBooking[]> {
    return manager.query<MovedBooking[]>(
      `SELECT id AS "registrationId", name, email, locale, access_token_hash AS "accessTokenHash",
              total_amount AS "totalAmount"
         FROM event_registrations
        WHERE event_id = $1 AND payment_status = 'completed'
        ORDER BY created_at, id`,
      [eventId],
    );
  }

  /** Records the move on the event (its free cancellation window counts from it); the instant recorded. */
  async markMoved(manager: EntityManager, eventId: string): Promise<Date> {
    const [[row]] = await manager.query<[{ movedAt: Date }[], number]>(
      `UPDATE events SET moved_at = now() WHERE id = $1 RETURNING moved_at AS "movedAt"`,
      [eventId],
    );
    return row.movedAt;
  }

  /** The event's titles (both languages), for the move's e-mails. */
  async titles(manager: EntityManager, eventId: string): Promise<{ title: string; titleHi: string | null }> {
    const [row] = await manager.query<{ title: string; titleHi: string | null }[]>(
      `SELECT title, title_hi AS "titleHi" FROM events WHERE id = $1`,
      [eventId],
    );
    return row;
  }
}
