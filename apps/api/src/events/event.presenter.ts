import {
  EVENT_DETAIL_FIELDS,
  EVENT_SUMMARY_FIELDS,
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

/** The public JSON of an event in lists. */
export function toEventSummary(event: EventEntity, now: Date): EventSummary {
  return {
    id: event.id,
    ...eventFields(event, EVENT_SUMMARY_FIELDS),
    registrationOpen: isRegistrationOpen(event.startDate, now),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** The public JSON of one event's page, with its ticket types. */
export function toEventDetail(event: EventEntity, ticketTypes: PublicTicketType[], now: Date): EventDetail {
  return {
    ...toEventSummary(event, now),
    ...eventFields(event, EVENT_DETAIL_FIELDS),
    ticketTypes,
  };
}
