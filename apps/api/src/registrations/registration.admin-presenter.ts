import { refundInWords, toPaise, type BookingRefund, type RegistrationStatus } from '@foundation/shared';
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
  paymentStatus: RegistrationStatus;
  paymentId: string | null;
  orderId: string | null;
  /** Money arrived after the seats were gone: the admin must refund it (the registration is failed). */
  needsRefund: boolean;
  refundReason: string | null;
  /** When and by whom the booking was cancelled (null while it is not). */
  cancelledAt: string | null;
  cancelledBy: 'attendee' | 'staff' | null;
  /** Its refund, once one was requested (payment_refunds). */
  refund: BookingRefund | null;
  /**
   * Money is owed and no refund was requested yet: a late payment ("Refund due"), or a cancellation whose
   * refund request never reached the provider. Staff's "Refund now" requests it.
   */
  refundDue: boolean;
  createdAt: string;
  updatedAt: string;
  event: { id: string; title: string; startDate: string; endDate: string; location: string };
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
    cancelledAt: record.cancelledAt ? record.cancelledAt.toISOString() : null,
    cancelledBy: record.cancelledBy,
    refund: refundOf(record),
    refundDue:
      record.refundStatus === null &&
      record.paymentId !== null &&
      (record.needsRefund ||
        (record.paymentStatus === 'cancelled' && (record.cancellationRefundPaise ?? 0) > 0)),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    event: {
      id: record.eventId,
      title: record.eventTitle,
      startDate: record.eventStartDate,
      endDate: record.eventEndDate,
      location: record.eventLocation,
    },
  };
}

function refundOf(record: AdminRegistrationRecord): BookingRefund | null {
  if (record.refundStatus === null || record.refundAmountPaise === null || !record.refundRequestedAt) {
    return null;
  }
  return {
    status: record.refundStatus,
    amount: record.refundAmountPaise / 100,
    inWords: refundInWords(record.refundAmountPaise, toPaise(record.totalAmount)),
    failureReason: record.refundStatus === 'failed' ? record.refundFailureReason : null,
    requestedAt: record.refundRequestedAt.toISOString(),
    processedAt: record.refundProcessedAt ? record.refundProcessedAt.toISOString() : null,
  };
}
