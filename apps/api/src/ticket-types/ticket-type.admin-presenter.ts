import { seatsLeft } from './seat-usage.js';
import { type TicketTypeWithSeats } from './ticket-types.repository.js';

/** A ticket type in the admin API, with its event's title and its seats. */
export interface AdminTicketType {
  id: string;
  eventId: string;
  eventTitle: string;
  name: string;
  price: number;
  description: string | null;
  /** Null: unlimited. */
  availableQuantity: number | null;
  /** Tickets of completed registrations. */
  seatsSold: number;
  /** Tickets of pending registrations whose hold has not expired. */
  seatsHeld: number;
  /** Null: unlimited. */
  seatsLeft: number | null;
  createdAt: string;
  updatedAt: string;
}

export function toAdminTicketType(type: TicketTypeWithSeats): AdminTicketType {
  return {
    id: type.id,
    eventId: type.eventId,
    eventTitle: type.eventTitle,
    name: type.name,
    price: type.price,
    description: type.description,
    availableQuantity: type.availableQuantity,
    seatsSold: type.seatsSold,
    seatsHeld: type.seatsTaken - type.seatsSold,
    seatsLeft: seatsLeft(type.availableQuantity, type.seatsTaken),
    createdAt: type.createdAt.toISOString(),
    updatedAt: type.updatedAt.toISOString(),
  };
}
