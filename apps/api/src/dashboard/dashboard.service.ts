import { Injectable } from '@nestjs/common';
import {
  DASHBOARD_ACTIVE_RECURRING_STATUSES,
  DASHBOARD_DAYS,
  DASHBOARD_MONTHS,
  DASHBOARD_UPCOMING_EVENTS,
  DONATION_TYPES,
  dashboardPartsFor,
  indiaCalendarDate,
  monthlyRecurringPaise,
  toPaise,
  type AdminDashboard,
  type DashboardEvent,
  type DashboardRecurringGifts,
  type StaffRole,
} from '@foundation/shared';
import { DataRequestsService } from '../personal-data/index.js';
import { seatsLeft } from '../ticket-types/index.js';
import {
  DashboardRepository,
  type RecurringStatusRow,
  type UpcomingCheckInRow,
  type UpcomingSeatsRow,
  type UpcomingWaitlistRow,
} from './dashboard.repository.js';

/**
 * Rows of ticket types grouped into their events, in the order given (soonest event first), with each
 * event's waiting list and check-in figures (zero for an event without a row).
 */
function toEvents(
  rows: UpcomingSeatsRow[],
  waitlists: UpcomingWaitlistRow[],
  checkIns: UpcomingCheckInRow[],
): DashboardEvent[] {
  const events = new Map<string, DashboardEvent>();
  for (const row of rows) {
    let event = events.get(row.eventId);
    if (!event) {
      event = {
        id: row.eventId,
        title: row.title,
        startDate: row.startDate,
        endDate: row.endDate,
        isPaid: row.isPaid,
        seats: [],
        waitlist: { waiting: 0, offered: 0 },
        checkIn: { expected: 0, checkedIn: 0 },
      };
      events.set(row.eventId, event);
    }
    event.seats.push({
      ticketTypeId: row.ticketTypeId,
      name: row.ticketTypeName ?? 'All tickets',
      capacity: row.capacity,
      sold: row.sold,
      held: row.held,
      left: seatsLeft(row.capacity, row.sold + row.held),
    });
  }
  for (const { eventId, waiting, offered } of waitlists) {
    const event = events.get(eventId);
    if (event) event.waitlist = { waiting, offered };
  }
  for (const { eventId, expected, checkedIn } of checkIns) {
    const event = events.get(eventId);
    if (event) event.checkIn = { expected, checkedIn };
  }
  return [...events.values()];
}

/**
 * Active recurring gifts in total and per status (every active status, zero when none). Each monthly amount
 * is the monthly sum plus a twelfth of the yearly sum, in whole paise, rounded once: the total from the
 * total sums, not from the rounded figures per status.
 */
function toRecurringGifts(rows: RecurringStatusRow[]): DashboardRecurringGifts {
  let monthly = 0;
  let yearly = 0;
  let active = 0;
  const byStatus = DASHBOARD_ACTIVE_RECURRING_STATUSES.map((status) => {
    const row = rows.find((r) => r.status === status);
    const statusMonthly = toPaise(row?.monthly ?? '0');
    const statusYearly = toPaise(row?.yearly ?? '0');
    monthly += statusMonthly;
    yearly += statusYearly;
    active += row?.count ?? 0;
    return {
      status,
      count: row?.count ?? 0,
      monthlyAmount: monthlyRecurringPaise(statusMonthly, statusYearly) / 100,
    };
  });
  return { active, monthlyAmount: monthlyRecurringPaise(monthly, yearly) / 100, byStatus };
}

/** The Dashboard: each figure from its own aggregate query, all of one answer at the same instant. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly dashboard: DashboardRepository,
    private readonly dataRequests: DataRequestsService,
  ) {}

  /** The figures `role` may see (dashboardPartsFor); the other parts are neither queried nor answered. */
  async figures(role: StaffRole = 'owner', now: Date = new Date()): Promise<AdminDashboard> {
    const parts = dashboardPartsFor(role);
    const [events, giving, overdue] = await Promise.all([
      parts.events ? this.eventFigures(now) : undefined,
      parts.giving ? this.givingFigures(now) : undefined,
      parts.privacy ? this.dataRequests.countOverdue(now) : undefined,
    ]);
    const privacy = overdue === undefined ? undefined : { privacy: { overdueDataRequests: overdue } };
    return { today: indiaCalendarDate(now), ...events, ...giving, ...privacy };
  }

  private async eventFigures(
    now: Date,
  ): Promise<Pick<AdminDashboard, 'upcomingEvents' | 'registrationsPerDay'>> {
    const [seats, waitlists, checkIns, days] = await Promise.all([
      this.dashboard.upcomingSeats(now, DASHBOARD_UPCOMING_EVENTS),
      this.dashboard.upcomingWaitlists(now, DASHBOARD_UPCOMING_EVENTS),
      this.dashboard.upcomingCheckIns(now, DASHBOARD_UPCOMING_EVENTS),
      this.dashboard.registrationsPerDay(now, DASHBOARD_DAYS),
    ]);
    return { upcomingEvents: toEvents(seats, waitlists, checkIns), registrationsPerDay: days };
  }

  private async givingFigures(
    now: Date,
  ): Promise<Pick<AdminDashboard, 'revenuePerMonth' | 'donationsByType' | 'recurringGifts'>> {
    const [registrationMonths, donationMonths, types, recurring] = await Promise.all([
      this.dashboard.registrationRevenuePerMonth(now, DASHBOARD_MONTHS),
      this.dashboard.donationRevenuePerMonth(now, DASHBOARD_MONTHS),
      this.dashboard.donationsByType(now, DASHBOARD_MONTHS),
      // Active now: a recurring gift's state has no period to pick.
      this.dashboard.activeRecurringGifts(),
    ]);
    return {
      // Both series cover the same months in the same order (one instant, one calendar).
      revenuePerMonth: registrationMonths.map(({ month, from, to, amount }, index) => ({
        month,
        from,
        to,
        registrations: Number(amount),
        donations: Number(donationMonths[index].amount),
      })),
      // Every type, in the product's order, zero when none was given.
      donationsByType: DONATION_TYPES.map((donationType) => {
        const row = types.find((type) => type.donationType === donationType);
        return { donationType, count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
      }),
      recurringGifts: toRecurringGifts(recurring),
    };
  }
}
