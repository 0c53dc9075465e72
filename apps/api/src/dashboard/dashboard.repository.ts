import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  DASHBOARD_ACTIVE_RECURRING_STATUSES,
  type DashboardRecurringStatus,
  type DonationType,
} from '@foundation/shared';
import { BOOKING_STATE, CHECKED_IN_OF } from '../check-in/index.js';

/** One row per ticket type of an upcoming event (one row with a null type for an event without types). */
export interface UpcomingSeatsRow {
  eventId: string;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  isPaid: boolean;
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  capacity: number | null;
  sold: number;
  held: number;
}

/** Waiting-list entries of an upcoming event still in line: waiting, or offered a seat not yet taken. */
export interface UpcomingWaitlistRow {
  eventId: string;
  waiting: number;
  offered: number;
}

/** Admissions of an upcoming event's valid bookings and how many of them are checked in. */
export interface UpcomingCheckInRow {
  eventId: string;
  expected: number;
  checkedIn: number;
}

export interface RegistrationsDayRow {
  /** YYYY-MM-DD, India */
  date: string;
  registrations: number;
  tickets: number;
}

export interface RevenueMonthRow {
  /** YYYY-MM, India */
  month: string;
  from: string;
  to: string;
  /** Rupees, PostgreSQL's exact decimal text. */
  amount: string;
}

export interface RecurringStatusRow {
  status: DashboardRecurringStatus;
  count: number;
  /** Rupees per charge of the status's monthly gifts, and of its yearly gifts: exact decimal text. */
  monthly: string;
  yearly: string;
}

export interface DonationTypeRow {
  donationType: DonationType;
  count: number;
  /** Rupees, exact decimal text. */
  amount: string;
}

/** India's calendar date of the instant `$1`. */
const TODAY = `($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date`;
/** The first instant of India's month `$2 - 1` months before the month of `$1`. */
const FIRST_MONTH_START = `((date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata')
  - make_interval(months => $2::int - 1)) AT TIME ZONE 'Asia/Kolkata')`;

/**
 * The `$2` active events not over yet (end date today or later in India), soonest first: the same events
 * for every figure of the "Upcoming events" card.
 */
const UPCOMING = `SELECT id, title, start_date, end_date, is_paid FROM events
  WHERE is_active AND cancelled_at IS NULL AND end_date >= ${TODAY}
  ORDER BY start_date, id
  LIMIT $2`;

/**
 * The active statuses written into the statement (the shared constant's fixed words, never input): with a
 * parameter the planner could not prove that the rows lie in the partial index, whose predicate is this list.
 */
const ACTIVE_RECURRING = DASHBOARD_ACTIVE_RECURRING_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The Dashboard's figures: each one aggregate query over indexes made for it (see the entities'
 * `ix_*_dashboard*` indexes), answered in a few milliseconds with 100,000 registrations and 100,000
 * donations (`npm run bench -- dashboard`). `now` is passed in so that every figure of one answer uses the
 * same instant. Only completed registrations and donations count as sold or as revenue.
 */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Seats sold, held and the capacity of each ticket type of the `limit` active events not over yet (end
   * date today or later in India), soonest first. Held: pending registrations whose hold has not expired,
   * as the seat check of a new registration counts them.
   */
  async upcomingSeats(now: Date, limit: number): Promise<UpcomingSeatsRow[]> {
    return this.dataSource.query<UpcomingSeatsRow[]>(
      `WITH upcoming AS (${UPCOMING}), usage AS (
         SELECT r.event_id, r.ticket_type_id,
                COALESCE(SUM(r.number_of_tickets) FILTER (WHERE r.payment_status = 'completed'), 0)::int AS sold,
                COALESCE(SUM(r.number_of_tickets) FILTER (
                  WHERE r.payment_status = 'pending' AND r.hold_expires_at > $1::timestamptz), 0)::int AS held
           FROM event_registrations r
          WHERE r.event_id IN (SELECT id FROM upcoming) AND r.payment_status IN ('completed', 'pending')
          GROUP BY r.event_id, r.ticket_type_id
       )
       SELECT u.id AS "eventId", u.title, to_char(u.start_date, 'YYYY-MM-DD') AS "startDate",
              to_char(u.end_date, 'YYYY-MM-DD') AS "endDate", u.is_paid AS "isPaid",
              tt.id AS "ticketTypeId", tt.name AS "ticketTypeName", tt.available_quantity AS capacity,
              COALESCE(us.sold, 0) AS sold, COALESCE(us.held, 0) AS held
         FROM upcoming u
         LEFT JOIN event_ticket_types tt ON tt.event_id = u.id
         LEFT JOIN usage us ON us.event_id = u.id AND us.ticket_type_id IS NOT DISTINCT FROM tt.id
        ORDER BY u.start_date, u.id, tt.price, tt.created_at, tt.id`,
      [now, limit],
    );
  }

  /**
   * Entries waiting and entries offered a seat of each of the same upcoming events (only events that have
   * some): one range of ix_waitlist_entries_event_status per event.
   */
  async upcomingWaitlists(now: Date, limit: number): Promise<UpcomingWaitlistRow[]> {
    return this.dataSource.query<UpcomingWaitlistRow[]>(
      `WITH upcoming AS (${UPCOMING})
       SELECT w.event_id AS "eventId",
              count(*) FILTER (WHERE w.status = 'waiting')::int AS waiting,
              count(*) FILTER (WHERE w.status = 'offered')::int AS offered
         FROM waitlist_entries w
        WHERE w.event_id IN (SELECT id FROM upcoming) AND w.status IN ('waiting', 'offered')
        GROUP BY w.event_id`,
      [now, limit],
    );
  }

  /**
   * Admissions expected at the door of each of the same upcoming events (tickets of its valid bookings:
   * completed, not cancelled nor refunded) and how many are checked in, counted as the event's own
   * check-in figures count them (CheckInRepository.counts): only events that have valid bookings.
   */
  async upcomingCheckIns(now: Date, limit: number): Promise<UpcomingCheckInRow[]> {
    return this.dataSource.query<UpcomingCheckInRow[]>(
      `WITH upcoming AS (${UPCOMING})
       SELECT r.event_id AS "eventId", sum(r.number_of_tickets)::int AS expected,
              coalesce(sum(LEAST(${CHECKED_IN_OF('r.id')}, r.number_of_tickets)), 0)::int AS "checkedIn"
         FROM event_registrations r
        WHERE r.event_id IN (SELECT id FROM upcoming) AND r.payment_status = 'completed'
          AND ${BOOKING_STATE} = 'valid'
        GROUP BY r.event_id`,
      [now, limit],
    );
  }

  /** Completed registrations and their tickets per India day, the last `days` days (today included). */
  async registrationsPerDay(now: Date, days: number): Promise<RegistrationsDayRow[]> {
    return this.dataSource.query<RegistrationsDayRow[]>(
      `WITH days AS (
         SELECT generate_series((${TODAY} - ($2::int - 1))::timestamp, ${TODAY}::timestamp, interval '1 day')::date AS day
       ), counts AS (
         SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS day,
                count(*)::int AS registrations, SUM(number_of_tickets)::int AS tickets
           FROM event_registrations
          WHERE payment_status = 'completed'
            AND created_at >= ((${TODAY} - ($2::int - 1))::timestamp AT TIME ZONE 'Asia/Kolkata')
          GROUP BY 1
       )
       SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
              COALESCE(c.registrations, 0) AS registrations, COALESCE(c.tickets, 0) AS tickets
         FROM days d LEFT JOIN counts c USING (day)
        ORDER BY d.day`,
      [now, days],
    );
  }

  /** Rupees of completed registrations per India month, the last `months` months (this one included). */
  registrationRevenuePerMonth(now: Date, months: number): Promise<RevenueMonthRow[]> {
    return this.revenuePerMonth('event_registrations', 'total_amount', now, months);
  }

  /** Rupees of completed donations per India month, the last `months` months (this one included). */
  donationRevenuePerMonth(now: Date, months: number): Promise<RevenueMonthRow[]> {
    return this.revenuePerMonth('donations', 'amount', now, months);
  }

  /**
   * One sum per month, each over its own range of the table's completed-by-date index: no per-row time
   * zone arithmetic or grouping (which cost four times as much with 40,000 rows a year).
   */
  private async revenuePerMonth(
    table: 'event_registrations' | 'donations',
    amount: 'total_amount' | 'amount',
    now: Date,
    months: number,
  ): Promise<RevenueMonthRow[]> {
    return this.dataSource.query<RevenueMonthRow[]>(
      `WITH months AS (
         SELECT generate_series(
                  date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata') - make_interval(months => $2::int - 1),
                  date_trunc('month', $1::timestamptz AT TIME ZONE 'Asia/Kolkata'),
                  interval '1 month') AS month
       )
       SELECT to_char(m.month, 'YYYY-MM') AS month, to_char(m.month, 'YYYY-MM-DD') AS "from",
              to_char(m.month + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS "to",
              (SELECT COALESCE(SUM(${amount}), 0)::text
                 FROM ${table}
                WHERE payment_status = 'completed'
                  AND created_at >= (m.month AT TIME ZONE 'Asia/Kolkata')
                  AND created_at < ((m.month + interval '1 month') AT TIME ZONE 'Asia/Kolkata')) AS amount
         FROM months m
        ORDER BY m.month`,
      [now, months],
    );
  }

  /**
   * Completed donations by type (count and rupees) made in the last `months` India months: one range of
   * the by-type index per type, summed without grouping.
   */
  async donationsByType(now: Date, months: number): Promise<DonationTypeRow[]> {
    return this.dataSource.query<DonationTypeRow[]>(
      `SELECT t.type AS "donationType", s.count, s.amount
         FROM unnest(enum_range(NULL::donation_type)) AS t(type)
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS count, COALESCE(SUM(amount), 0)::text AS amount
             FROM donations
            WHERE donation_type = t.type AND payment_status = 'completed' AND created_at >= ${FIRST_MONTH_START}
         ) AS s`,
      [now, months],
    );
  }

  /**
   * Active recurring gifts per status (only statuses that have some): their count and the sums of their
   * monthly and of their yearly amounts, exact. Reads the partial index of the active rows alone
   * (ix_recurring_gifts_dashboard_active); the service turns the sums into a monthly amount.
   */
  async activeRecurringGifts(): Promise<RecurringStatusRow[]> {
    return this.dataSource.query<RecurringStatusRow[]>(
      `SELECT status, count(*)::int AS count,
              COALESCE(SUM(amount) FILTER (WHERE period = 'monthly'), 0)::text AS monthly,
              COALESCE(SUM(amount) FILTER (WHERE period = 'yearly'), 0)::text AS yearly
         FROM recurring_gifts
        WHERE status IN (${ACTIVE_RECURRING})
        GROUP BY status`,
    );
  }
}
