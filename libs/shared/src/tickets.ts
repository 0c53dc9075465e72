import { ticketsAvailableMessage } from './messages.js';

/** docs/product.md §9: at most this many tickets in one registration. */
export const MAX_TICKETS_PER_REGISTRATION = 10;
export const MIN_TICKETS_PER_REGISTRATION = 1;

/**
 * The most tickets one registration may take: 10, or the chosen type's seats left when that is lower.
 * `seatsLeft` null or undefined means the type has no quantity limit.
 */
export function maxTicketsFor(seatsLeft: number | null | undefined): number {
  if (seatsLeft === null || seatsLeft === undefined) return MAX_TICKETS_PER_REGISTRATION;
  return Math.max(0, Math.min(MAX_TICKETS_PER_REGISTRATION, Math.floor(seatsLeft)));
}

export interface TicketQuantityCheck {
  /** The quantity to use: the request clamped to 1..max. */
  quantity: number;
  /** Set when the request was above what the type has left (the documented clamping message). */
  message?: string;
}

/**
 * docs/product.md §5: a typed quantity above availability is clamped to the available number and the message
 * 'Only {n} tickets available for this type.' shows. Quantities below 1 become 1.
 */
export function clampTicketQuantity(
  requested: number,
  seatsLeft: number | null | undefined,
): TicketQuantityCheck {
  const max = maxTicketsFor(seatsLeft);
  const whole = Number.isFinite(requested) ? Math.floor(requested) : MIN_TICKETS_PER_REGISTRATION;
  if (seatsLeft !== null && seatsLeft !== undefined && whole > max && max < MAX_TICKETS_PER_REGISTRATION) {
    return { quantity: max, message: ticketsAvailableMessage(max) };
  }
  return { quantity: Math.min(Math.max(whole, MIN_TICKETS_PER_REGISTRATION), max) };
}

/** Whether a ticket type can be chosen at all. */
export function isSoldOut(seatsLeft: number | null | undefined): boolean {
  return seatsLeft !== null && seatsLeft !== undefined && seatsLeft <= 0;
}
