import { type EventSummary, formatInr } from '@foundation/shared';
import { currentLocale } from '../../i18n/i18n';
import { EVENT_TEXTS } from './texts';

type PricedEvent = Pick<EventSummary, 'isPaid' | 'price'> & Partial<Pick<EventSummary, 'priceFrom'>>;

/**
 * What a visitor pays at least for a paid event: its cheapest ticket type's price when it has ticket types
 * (the event's own price is then not charged), its own price otherwise; null when entry costs nothing.
 */
function lowestPrice(event: PricedEvent): { amount: number; from: boolean } | null {
  if (!event.isPaid) return null;
  const from = event.priceFrom !== undefined && event.priceFrom !== null;
  const amount = from ? (event.priceFrom as number) : event.price;
  return amount > 0 ? { amount, from } : null;
}

/** Whether the event's price badge shows an amount (styled as paid) rather than 'Free Entry'. */
export function showsPrice(event: PricedEvent): boolean {
  return lowestPrice(event) !== null;
}

/**
 * The price of an event's card and page: 'From ₹12,500' for a paid event with ticket types, the amount
 * for a paid event without, 'Free Entry' for a free one and wherever the lowest price is nothing (never
 * '₹0').
 */
export function eventPriceLabel(event: PricedEvent): string {
  const lowest = lowestPrice(event);
  if (!lowest) return EVENT_TEXTS.freeEntry;
  const amount = formatInr(lowest.amount, currentLocale());
  return lowest.from ? EVENT_TEXTS.priceFrom(amount) : amount;
}
