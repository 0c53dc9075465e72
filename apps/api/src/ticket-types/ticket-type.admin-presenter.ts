import { type AdminTicketType } from '@foundation/shared';
import { seatsLeft } from './seat-usage.js';
import { type TicketTypeWithSeats } from './ticket-types.repository.js';

export type { AdminTicketType };

export function toAdminTicketType(type: TicketTypeWithSeats): AdminTicketType {
  return {
    id: type.id,
    eventId: type.eventId,
    eventTitle: type.eventTitle,
    name: type.name,
    price: type.price,
    description: type.description,
    nameHi: type.nameHi,
    descriptionHi: type.descriptionHi,
    availableQuantity: type.availableQuantity,
    seatsSold: type.seatsSold,
    seatsHeld: type.seatsTaken - type.seatsSold,
    seatsLeft: seatsLeft(type.availableQuantity, type.seatsTaken),
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
}
