import type { PaymentStatus } from '@foundation/shared';
import type { AdminRegistrationRecord } from './registrations.repository.js';

/** A registration in the admin API, with its event's title, dates and location joined. */
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
  /** Admissions checked in at the door (0..numberOfTickets) and when the latest was. */
  checkedIn: number;
  lastCheckedInAt: string | null;
}

export function toAdminRegistration(record: AdminRegistrationRecord): AdminRegistration {
  return {
    id: record.id,
    eventId: record.eventId,
    name: record.name,
    email: record.email,
    phone: record.phone,
    address: record.address,
    numberOfTickets: record.numberOfTickets,
    ticketTypeId: record.ticketTypeId,
    ticketTypeName: record.ticketTypeName,
    ticketTypePrice: Number(record.ticketTypePrice),
    totalAmount: Number(record.totalAmount),
    paymentStatus: record.paymentStatus,
    paymentId: record.paymentId,
    orderId: record.orderId,
    needsRefund: record.needsRefund,
    refundReason: record.refundReason,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    event: {
      id: record.eventId,
      title: record.eventTitle,
      startDate: record.eventStartDate,
      endDate: record.eventEndDate,
      location: record.eventLocation,
    },
    checkedIn: record.checkedIn,
    lastCheckedInAt: record.lastCheckedInAt ? new Date(record.lastCheckedInAt).toISOString() : null,
  };
}
