import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ERASED_EMAIL_DOMAIN,
  ERASED_NAME,
  type RetentionCounts,
  type RetentionKind,
  type RetentionRunStatus,
} from '@foundation/shared';

/** The cut-offs of one day's run: a row is due when its day plus its period is before `today`. */
export interface RetentionCutoffs {
  /** `YYYY-MM-DD`, India. */
  today: string;
  registrationDays: number;
  waitlistDays: number;
  contactMessageDays: number;
  volunteerApplicationDays: number;
  mailBodyDays: number;
  /** Donations of tax years starting in this year or before (`lastTaxYearPastRetention`). */
  lastDonationTaxYear: number;
}

export interface RetentionRunRow {
  id: string;
  runOn: string;
  status: RetentionRunStatus;
  startedAt: Date;
  finishedAt: Date | null;
  anonymised: Partial<RetentionCounts>;
}

const INDIA_DAY = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::date`;
/** The tax (financial) year's start year of an instant, India time: 1 April to 31 March. */
const TAX_YEAR = (column: string) =>
  `extract(year FROM (${column} AT TIME ZONE 'Asia/Kolkata') - interval '3 months')::int`;
const NOT_ERASED = (column: string) => `${column} NOT LIKE '%@${ERASED_EMAIL_DOMAIN}'`;
const DONOR_FIELDS_HELD = `(d.name IS NOT NULL OR d.email IS NOT NULL OR d.phone IS NOT NULL OR d.donor_pan IS NOT NULL
       OR d.donor_address IS NOT NULL OR d.donor_passport_number IS NOT NULL)`;

/**
 * Per kind: the rows past their period that still hold their person's fields (so a row once anonymised is
 * never due again). `$1` is today (India), `$2` the kind's period (days, or the last tax year).
 */
const DUE: Record<RetentionKind, { from: string; where: string; period: (c: RetentionCutoffs) => number }> = {
  registrations: {
    from: 'event_registrations r JOIN events e ON e.id = r.event_id',
    where: `e.end_date + $2::int < $1::date AND ${NOT_ERASED('r.email')}`,
    period: (c) => c.registrationDays,
  },
  waitlistEntries: {
    from: 'waitlist_entries r JOIN events e ON e.id = r.event_id',
    where: `e.end_date + $2::int < $1::date AND ${NOT_ERASED('r.email')}`,
    period: (c) => c.waitlistDays,
  },
  contactMessages: {
    from: 'contact_messages r',
    where: `${INDIA_DAY('r.created_at')} + $2::int < $1::date
            AND NOT (r.full_name = '${ERASED_NAME}' AND r.whatsapp_number = '' AND r.message = '')`,
    period: (c) => c.contactMessageDays,
  },
  volunteerApplications: {
    from: 'volunteer_applications r',
    where: `${INDIA_DAY('r.created_at')} + $2::int < $1::date AND ${NOT_ERASED('r.email')}`,
    period: (c) => c.volunteerApplicationDays,
  },
  mailBodies: {
    // One still to be sent is the sender's, never the job's.
    from: 'mail_outbox r',
    where: `${INDIA_DAY('r.created_at')} + $2::int < $1::date AND r.status <> 'pending'
            AND ${NOT_ERASED('r.recipient')}`,
    period: (c) => c.mailBodyDays,
  },
  donations: {
    from: 'donations d',
    where: `$1::date IS NOT NULL AND ${TAX_YEAR('coalesce(d.completed_at, d.created_at)')} <= $2::int
            AND ${DONOR_FIELDS_HELD}`,
    period: (c) => c.lastDonationTaxYear,
  },
};

const ALIAS: Record<RetentionKind, string> = {
  registrations: 'r',
  waitlistEntries: 'r',
  contactMessages: 'r',
  volunteerApplications: 'r',
  mailBodies: 'r',
  donations: 'd',
};

/**
 * The SQL of the retention job (docs/privacy.md "Retention"): the day's claim in `retention_runs`, the rows
 * due of each kind (locked FOR UPDATE SKIP LOCKED, so an erasure or another process holding one is passed
 * over), and the run's counts, added in the transaction of each batch. Anonymising itself is
 * PersonalDataRepository's, the same as an erasure's.
 */
@Injectable()
export class RetentionRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Claims the run of `runOn`: inserts its row, or takes over one left `running` by a process silent for
   * `staleMinutes`. Null when another process has it or it is done.
   */
  async claimRun(runOn: string, staleMinutes: number): Promise<string | null> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO retention_runs (run_on) VALUES ($1::date)
       ON CONFLICT (run_on) DO UPDATE SET heartbeat_at = now()
        WHERE retention_runs.status = 'running'
          AND retention_runs.heartbeat_at < now() - make_interval(mins => $2::int)
       RETURNING id`,
      [runOn, staleMinutes],
    );
    return rows[0]?.id ?? null;
  }

  /** Up to `limit` ids of `kind` due now, locked for the caller's transaction. */
  async lockDue(
    manager: EntityManager,
    kind: RetentionKind,
    cutoffs: RetentionCutoffs,
    limit: number,
  ): Promise<string[]> {
    const due = DUE[kind];
    const alias = ALIAS[kind];
    const rows = await manager.query<{ id: string }[]>(
      `SELECT ${alias}.id FROM ${due.from} WHERE ${due.where}
        ORDER BY ${alias}.id LIMIT $3 FOR UPDATE OF ${alias} SKIP LOCKED`,
      [cutoffs.today, due.period(cutoffs), limit],
    );
    return rows.map((row) => row.id);
  }

  /** How many rows of `kind` are due now. */
  async countDue(kind: RetentionKind, cutoffs: RetentionCutoffs): Promise<number> {
    const due = DUE[kind];
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM ${due.from} WHERE ${due.where}`,
      [cutoffs.today, due.period(cutoffs)],
    );
    return count;
  }

  /** Donations still holding their donor's fields whose tax year starts in `fromYear` or later. */
  async countDonationsOfYearsFrom(fromYear: number): Promise<number> {
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM donations d
        WHERE ${TAX_YEAR('coalesce(d.completed_at, d.created_at)')} >= $1::int AND ${DONOR_FIELDS_HELD}`,
      [fromYear],
    );
    return count;
  }

  /** Adds a batch's count to the run, in the batch's transaction. */
  async addToRun(manager: EntityManager, runId: string, kind: RetentionKind, count: number): Promise<void> {
    await manager.query(
      `UPDATE retention_runs
          SET anonymised = jsonb_set(anonymised, ARRAY[$2::text],
                to_jsonb(coalesce((anonymised ->> $2::text)::int, 0) + $3::int)),
              heartbeat_at = now()
        WHERE id = $1`,
      [runId, kind, count],
    );
  }

  async finishRun(runId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE retention_runs SET status = 'done', finished_at = now(), heartbeat_at = now() WHERE id = $1`,
      [runId],
    );
  }

  async findRun(runId: string): Promise<RetentionRunRow | null> {
    const [row] = await this.dataSource.query<RetentionRunRow[]>(`${RUN_SELECT} WHERE id = $1`, [runId]);
    return row ?? null;
  }

  /** The last `limit` runs, newest first. */
  async lastRuns(limit: number): Promise<RetentionRunRow[]> {
    return this.dataSource.query<RetentionRunRow[]>(`${RUN_SELECT} ORDER BY run_on DESC LIMIT $1`, [limit]);
  }
}

const RUN_SELECT = `SELECT id, run_on::text AS "runOn", status, started_at AS "startedAt",
       finished_at AS "finishedAt", anonymised FROM retention_runs`;
