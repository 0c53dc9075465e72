/**
 * `GET /api/admin/dashboard`: the figures of the admin panel's Dashboard. Every amount is rupees; days and
 * months are India's calendar. Each figure is one aggregate query in the API (dashboard.repository.ts).
 *
 * Recurring gifts (active count, monthly recurring amount) come with the recurring-gifts table (the giving
 * contract is in giving.ts): their field goes into AdminDashboard at the place marked there. Waiting-list
 * sizes and check-in rates are not recorded by the product; each gets its field and query when it is.
 */
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

export interface AdminDashboard {
  /** India's calendar date the figures were computed on. */
  today: string;
  /** Events not over yet (end date today or later), soonest first, at most DASHBOARD_UPCOMING_EVENTS. */
  upcomingEvents: DashboardEvent[];
  /** The last 30 days, oldest first, today last; days without registrations are zero. */
  registrationsPerDay: DashboardDay[];
  /** The last 12 months, oldest first, this month last; months without revenue are zero. */
  revenuePerMonth: DashboardMonth[];
  /** Completed donations of the same 12 months by type (every type, zero when none). */
  donationsByType: DashboardDonationType[];
  // Recurring gifts go here, e.g. `recurringGifts: { active: number; monthlyAmount: number }` (active
  // count; the monthly amount with yearly gifts counted as a twelfth), from one indexed aggregate query
  // beside the others (DashboardRepository), a card beside 'Donations by type' (DashboardPage) and a bench
  // entry (tools/bench/dashboard.mjs).
}

export const DASHBOARD_UPCOMING_EVENTS = 8;
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_MONTHS = 12;
