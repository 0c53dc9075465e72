/**
 * Cancelling and moving an event (docs/events-operations.md "Cancelling an event", "Moving an event"): the
 * shapes the API answers and the pure rules the API, the site and the admin panel share.
 */

/** An event's public state: it takes place (`scheduled`) or the foundation cancelled it. */
export type EventStatus = 'scheduled' | 'cancelled';
export const EVENT_STATUSES: readonly EventStatus[] = ['scheduled', 'cancelled'];

/** The longest reason staff may give for cancelling an event (each language). */
export const EVENT_CANCEL_REASON_MAX = 500;

/** Texts of the cancel route's refusals (the API's messages, SPEC's wording). */
export const EVENT_CANCELLATION_MESSAGES = {
  reasonRequired: 'Reason is required',
  reasonTooLong: `Reason must be at most ${EVENT_CANCEL_REASON_MAX} characters`,
  ended: 'This event has ended, so it cannot be cancelled.',
  cancelled: 'This event has been cancelled.',
} as const;

/** Body of `POST /api/admin/events/{id}/cancel`. */
export interface CancelEventRequest {
  reason: string;
  reasonHi?: string | null;
}

/**
 * Answer of `POST /api/admin/events/{id}/cancel` (202) and `GET /api/admin/events/{id}/cancellation`: how far
 * the event's cancellation job got. `state` is `none` for an event nobody cancelled.
 */
export interface EventCancellationProgress {
  state: 'none' | 'running' | 'done';
  reason: string | null;
  reasonHi: string | null;
  /** When staff cancelled it (ISO 8601), and when the job finished every step. */
  requestedAt: string | null;
  completedAt: string | null;
  /** Bookings cancelled with the event, and confirmed bookings still to cancel. */
  bookingsCancelled: number;
  bookingsLeft: number;
  /** The refunds of the bookings cancelled with the event, by state (failed ones wait for staff's retry). */
  refundsPending: number;
  refundsProcessed: number;
  refundsFailed: number;
  /** Waiting-list entries closed with the event. */
  waitlistClosed: number;
}

/** What of an event moves it (changing it when people have booked tells them, and opens the free window). */
export interface EventWhenWhere {
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  /** `HH:MM` India time, or null. */
  startTime: string | null;
  location: string;
  locationHi: string | null;
}

/** The fields of a move that changed, in the order the e-mail lists them (empty: not a move). */
export type EventChange = 'dates' | 'time' | 'location';

export function eventChanges(before: EventWhenWhere, after: EventWhenWhere): EventChange[] {
  const changes: EventChange[] = [];
  if (before.startDate !== after.startDate || before.endDate !== after.endDate) changes.push('dates');
  if ((before.startTime ?? null) !== (after.startTime ?? null)) changes.push('time');
  if (before.location.trim() !== after.location.trim()) changes.push('location');
  return changes;
}

const DAY_MS = 86_400_000;

/**
 * Until when a booking may be cancelled with a full refund after its event moved: `days` after the move, for a
 * booking made before it (one made after knew the new details). Null when there is no such window.
 */
export function moveWindowEnd(input: {
  movedAt: Date | string | null;
  bookedAt: Date | string;
  days: number;
}): Date | null {
  if (!input.movedAt) return null;
  const movedAt = new Date(input.movedAt);
  if (new Date(input.bookedAt).getTime() >= movedAt.getTime()) return null;
  return new Date(movedAt.getTime() + input.days * DAY_MS);
}

/** Whether the move's free cancellation is open at `now` (the end itself excluded). */
export function isMoveWindowOpen(end: Date | null, now: Date): boolean {
  return end !== null && now.getTime() < end.getTime();
}
