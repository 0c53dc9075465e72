import { type EventSummary, formatInr } from '@foundation/shared';
import { EVENT_TEXTS } from './texts';

/** The price badge of an event card: the rupee amount when paid, 'Free Entry' otherwise. */
export function eventPriceLabel(event: Pick<EventSummary, 'isPaid' | 'price'>): string {
  return event.isPaid ? formatInr(event.price) : EVENT_TEXTS.freeEntry;
}
