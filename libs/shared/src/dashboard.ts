import { type StaffRole } from './staff.js';
/**
 * `GET /api/admin/dashboard`: the figures of the admin panel's Dashboard. Every amount is rupees; days and
 * months are India's calendar. Each figure is one aggregate query in the API (dashboard.repository.ts).
 */
import type { RecurringGiftStatus } from './giving.js';
import type { DonationType } from './registration-types.js';

/** Seats of one ticket type of an upcoming event (or of the event itself when it has no ticket types). */
export interface DashboardSeats {
  /** Null: the event has no ticket types; the figures are the event's. */
  ticketTypeId: string | null;
  name: string;
  /** Seats of the type; null: unlimited. */
  capacity: number | null;
  /** Tickets of completed registrations. */
  sold: number;
  /** Tickets held by pending paid registrations whose hold has not run out. */
  held: number;
  /** capacity - sold - held, never below zero; null when unlimited. */
  left: number | null;
}

export interface DashboardEvent {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  isPaid: boolean;
  seats: DashboardSeats[];
  /** Its waiting list: entries waiting for a seat, and entries offered one they have not taken yet. */
  waitlist: { waiting: number; offered: number };
  /**
   * Door check-in: admissions of its valid bookings (completed, not cancelled nor refunded) and how many of
   * them are checked in (the event's own check-in figures).
   */
  checkIn: { expected: number; checkedIn: number };
}

export interface DashboardDay {
  /** YYYY-MM-DD, India */
  date: string;
  /** Completed registrations made that day. */
  registrations: number;
  tickets: number;
}

export interface DashboardMonth {
  /** YYYY-MM, India */
  month: string;
  /** First and last day of the month (for links to the lists behind the figure). */
  from: string;
  to: string;
  /** Rupees of completed registrations made that month. */
  registrations: number;
  /** Rupees of completed donations made that month. */
  donations: number;
}

export interface DashboardDonationType {
  donationType: DonationType;
  /** Completed donations of the type in the period. */
  count: number;
  /** Rupees. */
  amount: number;
}

/**
 * The Dashboard's figures. Each staff role gets only its own (docs/staff-roles.md): the events part
 * (`upcomingEvents`, `registrationsPerDay`) for owners and the events team, the giving part
 * (`revenuePerMonth`, `donationsByType`, `recurringGifts`) for owners and finance; a part the role may not
 * see is absent, never zero.
 */
export interface AdminDashboard {
  /** India's calendar date the figures were computed on. */
  today: string;
  /** Events not over yet (end date today or later), soonest first, at most DASHBOARD_UPCOMING_EVENTS. */
  upcomingEvents?: DashboardEvent[];
  /** The last 30 days, oldest first, today last; days without registrations are zero. */
  registrationsPerDay?: DashboardDay[];
  /** The last 12 months, oldest first, this month last; months without revenue are zero. */
  revenuePerMonth?: DashboardMonth[];
  /** Completed donations of the same 12 months by type (every type, zero when none). */
  donationsByType?: DashboardDonationType[];
  /** Recurring gifts that are running or about to (see DASHBOARD_ACTIVE_RECURRING_STATUSES). */
  recurringGifts?: DashboardRecurringGifts;
  /** Owners: data requests still open after their due date (docs/privacy.md "Data requests"). */
  privacy?: { overdueDataRequests: number };
}

/** Which parts of the Dashboard a role sees. */
export function dashboardPartsFor(role: StaffRole): { events: boolean; giving: boolean; privacy: boolean } {
  return {
    events: role === 'owner' || role === 'events',
    giving: role === 'owner' || role === 'finance',
    privacy: role === 'owner',
  };
}

/**
 * The states of a recurring gift that count as active on the Dashboard: authorised and waiting for its
 * first charge, being charged, or a charge being retried. Not `created`/`failed` (never authorised),
 * `halted` (the provider gave up), `cancelled` or `completed`.
 */
export type DashboardRecurringStatus = Extract<RecurringGiftStatus, 'authenticated' | 'active' | 'pending'>;
export const DASHBOARD_ACTIVE_RECURRING_STATUSES: readonly DashboardRecurringStatus[] = [
  'active',
  'authenticated',
  'pending',
];

/** Active recurring gifts of one status. */
export interface DashboardRecurringStatusFigure {
  status: DashboardRecurringStatus;
  count: number;
  /** Rupees a month: see DashboardRecurringGifts.monthlyAmount. */
  monthlyAmount: number;
}

export interface DashboardRecurringGifts {
  /** Active recurring gifts (every status of DASHBOARD_ACTIVE_RECURRING_STATUSES). */
  active: number;
  /**
   * Rupees a month: the monthly gifts' amounts plus a twelfth of the yearly gifts' amounts, added up in
   * whole paise and rounded to the nearest paisa once (exact to the paisa, never a float sum).
   */
  monthlyAmount: number;
  /** The same figures per status, in the order of DASHBOARD_ACTIVE_RECURRING_STATUSES, zero when none. */
  byStatus: DashboardRecurringStatusFigure[];
}

export const DASHBOARD_UPCOMING_EVENTS = 8;
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MONTHS = 12;

/**
 * Whole paise a month of recurring gifts whose monthly charges add up to `monthlyPaise` and yearly charges
 * to `yearlyPaise`: the yearly total counts as a twelfth, rounded to the nearest paisa (half up) once, on
 * the sum, so that the figure never drifts by a paisa per gift.
 */
export function monthlyRecurringPaise(monthlyPaise: number, yearlyPaise: number): number {
  for (const paise of [monthlyPaise, yearlyPaise]) {
    if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not a whole paise amount: ${paise}`);
  }
  return monthlyPaise + Math.floor((yearlyPaise * 2 + 12) / 24);
}
