import type { PaymentStatus } from '@foundation/shared';

/** A registration in the admin API, with its event's title, dates and location joined (SPEC section 3). */
export interface AdminRegistration {
  id: string;
  eventId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  numberOfTickets: number;
  ticketTypeId: string | null;
  ticketTypeName: string | null;
  ticketTypePrice: number;
  totalAmount: number;
  paymentStatus: PaymentStatus;
  paymentId: string | null;
  orderId: string | null;
  /** Money arrived after the seats were gone: the admin must refund it (the registration is failed). */
  needsRefund: boolean;
  refundReason: string | null;
  createdAt: string;
  updatedAt: string;
  event: { id: string; title: string; startDate: string; endDate: string; location: string };
}

export interface AdminRegistrationRow {
  id: string;
  event_id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  number_of_tickets: number;
  ticket_type_id: string | null;
  ticket_type_name: string | null;
  ticket_type_price: string;
  total_amount: string;
  payment_status: PaymentStatus;
  payment_id: string | null;
  order_id: string | null;
  needs_refund: boolean;
  refund_reason: string | null;
  created_at: Date;
  updated_at: Date;
  event_title: string;
  event_start_date: string;
  event_end_date: string;
  event_location: string;
}

export function toAdminRegistration(row: AdminRegistrationRow): AdminRegistration {
  return {
    id: row.id,
    eventId: row.event_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    numberOfTickets: row.number_of_tickets,
    ticketTypeId: row.ticket_type_id,
    ticketTypeName: row.ticket_type_name,
    ticketTypePrice: Number(row.ticket_type_price),
    totalAmount: Number(row.total_amount),
    paymentStatus: row.payment_status,
    paymentId: row.payment_id,
    orderId: row.order_id,
    needsRefund: row.needs_refund,
    refundReason: row.refund_reason,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    event: {
      id: row.event_id,
      title: row.event_title,
      startDate: row.event_start_date,
      endDate: row.event_end_date,
      location: row.event_location,
    },
  };
}
