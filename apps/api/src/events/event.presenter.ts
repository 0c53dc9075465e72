import {
  EVENT_DETAIL_FIELDS,
  EVENT_SUMMARY_FIELDS,
  eventPriceFrom,
  hasEventEnded,
  isRegistrationOpen,
  type EventDetail,
  type EventField,
  type EventFields,
  type EventSummary,
  type PublicTicketType,
} from '@foundation/shared';
import { type EventEntity } from './event.entity.js';

/** The given fields of a stored event, in the given order, as the JSON answers carry them. */
export function eventFields<K extends EventField>(
  event: EventEntity,
  fields: readonly K[],
): Pick<EventFields, K> {
  return Object.fromEntries(
    fields.map((field) => [field, field === 'price' ? Number(event.price) : event[field]]),
  ) as Pick<EventFields, K>;
}

/** The public JSON of an event in lists; `ticketTypePrices` need only hold the cheapest type's price. */
export function toEventSummary(
  event: EventEntity,
  ticketTypePrices: readonly number[],
  now: Date,
): EventSummary {
  return {
    id: event.id,
    ...eventFields(event, EVENT_SUMMARY_FIELDS),
    registrationOpen: !event.cancelledAt && isRegistrationOpen(event.startDate, now),
    priceFrom: eventPriceFrom(event.isPaid, ticketTypePrices),
    status: event.cancelledAt ? 'cancelled' : 'scheduled',
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** The public JSON of one event's page, with its ticket types. */
export function toEventDetail(event: EventEntity, ticketTypes: PublicTicketType[], now: Date): EventDetail {
  return {
    ...toEventSummary(
      event,
      ticketTypes.map((type) => type.price),
      now,
    ),
    ...eventFields(event, EVENT_DETAIL_FIELDS),
    ended: hasEventEnded(event.endDate, now),
    cancellationReason: event.cancelledAt ? event.cancellationReason : null,
    cancellationReasonHi: event.cancelledAt ? event.cancellationReasonHi : null,
    ticketTypes,
  };
}
