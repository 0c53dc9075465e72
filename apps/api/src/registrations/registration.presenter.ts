import { type EntityManager } from 'typeorm';
import type { PaymentStatus, RegistrationReceipt } from '@foundation/shared';

/** A registration joined with what its receipt shows. */
export interface RegistrationRow {
  id: string;
  event_id: string;
  ticket_type_id: string | null;
  name: string;
  email: string;
  phone: string;
  address: string;
  number_of_tickets: number;
  ticket_type_price: string;
  total_amount: string;
  payment_status: PaymentStatus;
  payment_id: string | null;
  order_id: string | null;
  hold_expires_at: Date | null;
  hold_expired: boolean;
  access_token_hash: string | null;
  needs_refund: boolean;
  created_at: Date;
  event_title: string;
  event_url_slug: string;
  event_start_date: string;
  event_end_date: string;
  event_location: string;
  event_is_paid: boolean;
  ticket_type_name: string | null;
}

const SELECT_ROW = `
  SELECT r.id, r.event_id, r.ticket_type_id, r.name, r.email, r.phone, r.address, r.number_of_tickets,
         r.ticket_type_price, r.total_amount, r.payment_status, r.payment_id, r.order_id, r.hold_expires_at,
         (r.hold_expires_at IS NOT NULL AND r.hold_expires_at <= now()) AS hold_expired,
         r.access_token_hash, r.needs_refund, r.created_at,
         e.title AS event_title, e.url_slug AS event_url_slug, e.start_date::text AS event_start_date,
         e.end_date::text AS event_end_date, e.location AS event_location, e.is_paid AS event_is_paid,
         t.name AS ticket_type_name
    FROM event_registrations r
    JOIN events e ON e.id = r.event_id
    LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id`;

/** Loads one registration with its receipt data; `lock` takes its row lock (FOR UPDATE OF r). */
export async function loadRegistrationRow(
  manager: EntityManager,
  where: { id: string } | { orderId: string },
  lock = false,
): Promise<RegistrationRow | null> {
  const [column, value] = 'id' in where ? ['r.id', where.id] : ['r.order_id', where.orderId];
  const rows: RegistrationRow[] = await manager.query(
    `${SELECT_ROW} WHERE ${column} = $1${lock ? ' FOR UPDATE OF r' : ''}`,
    [value],
  );
  return rows[0] ?? null;
}

/** The receipt of SPEC section 2 (the contract's RegistrationReceipt). */
export function toReceipt(row: RegistrationRow): RegistrationReceipt {
  const totalAmount = Number(row.total_amount);
  return {
    id: row.id,
    status: row.payment_status,
    createdAt: new Date(row.created_at).toISOString(),
    isPaid: row.event_is_paid && totalAmount > 0,
    event: {
      title: row.event_title,
      urlSlug: row.event_url_slug,
      startDate: row.event_start_date,
      endDate: row.event_end_date,
      location: row.event_location,
    },
    attendee: { name: row.name, email: row.email, phone: row.phone, address: row.address },
    numberOfTickets: row.number_of_tickets,
    ticketTypeName: row.ticket_type_name,
    ticketTypePrice: Number(row.ticket_type_price),
    totalAmount,
    paymentId: row.payment_id,
    orderId: row.order_id,
  };
}
