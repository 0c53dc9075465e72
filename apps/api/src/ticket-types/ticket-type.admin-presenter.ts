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

export interface AdminTicketTypeRow {
  id: string;
  event_id: string;
  event_title: string;
  name: string;
  price: string;
  description: string | null;
  available_quantity: number | null;
  seats_taken: number;
  seats_sold: number;
  created_at: Date;
  updated_at: Date;
}

export function toAdminTicketType(row: AdminTicketTypeRow): AdminTicketType {
  const left = row.available_quantity === null ? null : Math.max(0, row.available_quantity - row.seats_taken);
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    name: row.name,
    price: Number(row.price),
    description: row.description,
    availableQuantity: row.available_quantity,
    seatsSold: row.seats_sold,
    seatsHeld: row.seats_taken - row.seats_sold,
    seatsLeft: left,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
