/**
 * Retention of personal data (docs/privacy.md "Retention"): how long each kind of record keeps its
 * person's fields before the daily job anonymises it, and what the admin's Retention page shows.
 */
import { statementDueDate } from './tax-regimes.js';

/** The kinds of record the daily job anonymises, in the order the admin lists them. */
export const RETENTION_KINDS = [
  'registrations',
  'waitlistEntries',
  'contactMessages',
  'volunteerApplications',
  'mailBodies',
  'donations',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_KIND_LABELS: Record<RetentionKind, string> = {
  registrations: 'Registrations (after the event)',
  waitlistEntries: 'Waiting-list entries (after the event)',
  contactMessages: 'Contact messages',
  volunteerApplications: 'Volunteer applications',
  mailBodies: 'E-mails in the Outbox (address and bodies)',
  donations: 'Donations (tax record)',
};

/** Rows of each kind (anonymised by a run, or due now). */
export type RetentionCounts = Record<RetentionKind, number>;

/** The periods in force (the settings): days for most kinds, years of the tax record for donations. */
export interface RetentionPeriods {
  registrationDays: number;
  waitlistDays: number;
  contactMessageDays: number;
  volunteerApplicationDays: number;
  mailBodyDays: number;
  taxRecordYears: number;
}

export const RETENTION_RUN_STATUSES = ['running', 'done'] as const;
export type RetentionRunStatus = (typeof RETENTION_RUN_STATUSES)[number];

/** One day's run of the job. */
export interface RetentionRun {
  id: string;
  /** `YYYY-MM-DD`, India's calendar: the day the run is for. */
  runOn: string;
  status: RetentionRunStatus;
  /** ISO instants. */
  startedAt: string;
  finishedAt: string | null;
  anonymised: RetentionCounts;
}

/** Answer of `GET /api/admin/retention` (owners). */
export interface RetentionOverview {
  periods: RetentionPeriods;
  /** `YYYY-MM-DD`, India: the day `due` is counted for. */
  today: string;
  /** Rows past their period now, which the next run anonymises. */
  due: RetentionCounts;
  /** Donations of tax years whose statement of donations is not yet due (never anonymised). */
  heldForStatement: number;
  /** The last runs, newest first. */
  runs: RetentionRun[];
}

export function emptyRetentionCounts(): RetentionCounts {
  return {
    registrations: 0,
    waitlistEntries: 0,
    contactMessages: 0,
    volunteerApplications: 0,
    mailBodies: 0,
    donations: 0,
  };
}

/**
 * The latest tax (financial) year, by its start year, whose donations may be anonymised on `today`
 * (`YYYY-MM-DD`, India): both its tax record's period has ended (the tax record is kept to 31 March of
 * startYear + 2 + `years`, Income-tax Rule 17AA(4); `taxRecordKeptUntil`) and its statement of donations
 * (Form 10BD / Form 113, due 31 May after the year) is no longer pending. A donation of a later year is kept.
 */
export function lastTaxYearPastRetention(today: string, years: number): number {
  const year = Number(today.slice(0, 4));
  for (let start = year; start > year - 200; start -= 1) {
    const keptUntil = `${start + 2 + years}-03-31`;
    if (keptUntil < today && statementDueDate(start) < today) return start;
  }
  return year - 200;
}
