/**
 * The one definition of "seats taken" for a ticket type: tickets of completed registrations plus tickets
 * of pending registrations whose hold has not expired. Both the public availability and the atomic seat
 * check of a new registration use it.
 *
 * `ticketTypeIdSql` is an SQL expression naming the ticket type's id in the surrounding query.
 */
export function seatsTakenSql(ticketTypeIdSql: string): string {
  return `(SELECT COALESCE(SUM(r.number_of_tickets), 0)::int
            FROM event_registrations r
           WHERE r.ticket_type_id = ${ticketTypeIdSql}
             AND (r.payment_status = 'completed'
                  OR (r.payment_status = 'pending' AND r.hold_expires_at > now())))`;
}

/** Seats left for a type of the given capacity (null capacity: unlimited). Never below zero. */
export function seatsLeft(availableQuantity: number | null, seatsTaken: number): number | null {
  if (availableQuantity === null) return null;
  return Math.max(0, availableQuantity - seatsTaken);
}
