import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  emptyRetentionCounts,
  indiaCalendarDate,
  lastTaxYearPastRetention,
  RETENTION_KINDS,
  statementDueDate,
  type RetentionCounts,
  type RetentionKind,
  type RetentionOverview,
  type RetentionPeriods,
  type RetentionRun,
} from '@foundation/shared';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { PersonalDataRepository } from '../personal-data/index.js';
import { RetentionRepository, type RetentionCutoffs, type RetentionRunRow } from './retention.repository.js';

/** Rows anonymised per transaction. */
const BATCH = 200;
/** Runs the admin's Retention page lists. */
const RUNS_LISTED = 30;

/**
 * The daily retention job (docs/privacy.md "Retention"). Every API process looks every
 * RETENTION_SWEEP_INTERVAL_MS whether today's run (India's calendar) is done; the one that inserts the day's
 * row of `retention_runs` does it, batch by batch, each batch anonymised and counted in one transaction. A
 * row once anonymised is no longer due, so a run repeated or taken over after a crash never repeats a step.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly retention: RetentionRepository,
    private readonly personalData: PersonalDataRepository,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.runDaily(), this.config.RETENTION_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  get periods(): RetentionPeriods {
    const c = this.config;
    return {
      registrationDays: c.RETENTION_REGISTRATION_DAYS,
      waitlistDays: c.RETENTION_WAITLIST_DAYS,
      contactMessageDays: c.RETENTION_CONTACT_MESSAGE_DAYS,
      volunteerApplicationDays: c.RETENTION_VOLUNTEER_APPLICATION_DAYS,
      mailBodyDays: c.RETENTION_MAIL_BODY_DAYS,
      taxRecordYears: c.TAX_RECORDS_RETENTION_YEARS,
    };
  }

  private cutoffs(now: Date): RetentionCutoffs {
    const today = indiaCalendarDate(now);
    const { taxRecordYears, ...days } = this.periods;
    return { today, ...days, lastDonationTaxYear: lastTaxYearPastRetention(today, taxRecordYears) };
  }

  /**
   * Today's run, if no process has done or is doing it (a run already going in this process is not
   * doubled): what it anonymised, or null when it was not this process's to do.
   */
  async runDaily(now = new Date()): Promise<RetentionRun | null> {
    if (this.running) return null;
    const work = this.runOnce(now);
    this.running = work.catch(() => undefined);
    try {
      return await work;
    } catch (error) {
      this.logger.error({ err: error }, 'The retention run failed');
      return null;
    } finally {
      this.running = undefined;
    }
  }

  private async runOnce(now: Date): Promise<RetentionRun | null> {
    const cutoffs = this.cutoffs(now);
    const runId = await this.retention.claimRun(cutoffs.today, this.config.RETENTION_RUN_STALE_MINUTES);
    if (!runId) return null;
    for (const kind of RETENTION_KINDS) {
      for (;;) {
        const count = await this.retention.transaction(async (manager) => {
          const ids = await this.retention.lockDue(manager, kind, cutoffs, BATCH);
          if (ids.length === 0) return 0;
          const changed = await this.anonymise(manager, kind, ids);
          await this.retention.addToRun(manager, runId, kind, changed);
          return ids.length;
        });
        if (count < BATCH) break;
      }
    }
    await this.retention.finishRun(runId);
    const run = present((await this.retention.findRun(runId))!);
    this.logger.log({ runOn: run.runOn, anonymised: run.anonymised }, 'Retention run done');
    return run;
  }

  private async anonymise(manager: EntityManager, kind: RetentionKind, ids: string[]): Promise<number> {
    const r = this.personalData;
    switch (kind) {
      case 'registrations':
        return r.anonymiseRegistrations(manager, ids);
      case 'waitlistEntries':
        return r.anonymiseWaitlistEntries(manager, ids);
      case 'contactMessages':
        return r.anonymiseContactMessages(manager, ids);
      case 'volunteerApplications':
        return r.anonymiseVolunteerApplications(manager, ids);
      case 'mailBodies':
        return r.anonymiseMails(manager, ids);
      case 'donations':
        // Their receipts hold the donor's name, address and PAN too.
        await r.anonymiseReceiptsOf(manager, ids);
        return r.anonymiseDonations(manager, ids);
    }
  }

  /** `GET /api/admin/retention`: the periods, what is due now, what the last runs did. */
  async overview(now = new Date()): Promise<RetentionOverview> {
    const cutoffs = this.cutoffs(now);
    const due = emptyRetentionCounts();
    for (const kind of RETENTION_KINDS) due[kind] = await this.retention.countDue(kind, cutoffs);
    // The first tax year whose statement of donations is not yet due (31 May after the year).
    let pendingFrom = Number(cutoffs.today.slice(0, 4)) - 2;
    while (statementDueDate(pendingFrom) < cutoffs.today) pendingFrom += 1;
    return {
      periods: this.periods,
      today: cutoffs.today,
      due,
      heldForStatement: await this.retention.countDonationsOfYearsFrom(pendingFrom),
      runs: (await this.retention.lastRuns(RUNS_LISTED)).map(present),
    };
  }
}

function present(row: RetentionRunRow): RetentionRun {
  const anonymised: RetentionCounts = { ...emptyRetentionCounts(), ...row.anonymised };
  return {
    id: row.id,
    runOn: row.runOn,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
    anonymised,
  };
}
