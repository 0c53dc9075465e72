import { EVENT_FIELDS, type AdminEvent, type AdminTicketType } from '@foundation/shared';
import { type EventEntity } from './event.entity.js';
import { eventFields } from './event.presenter.js';

export type { AdminEvent };

/** An event in the admin API: every stored field with its ticket types (cheapest first). */
export function toAdminEvent(event: EventEntity, ticketTypes: AdminTicketType[]): AdminEvent {
  return {
    id: event.id,
    ...eventFields(event, EVENT_FIELDS),
    ticketTypes: ticketTypes.filter((type) => type.eventId === event.id),
    // Staff see a cancelled event marked in their lists (it has left the public ones).
    status: event.cancelledAt ? 'cancelled' : 'scheduled',
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
