import { refundInWords, toPaise, type AdminRegistration, type BookingRefund } from '@foundation/shared';
import type { AdminRegistrationRecord } from './registrations.repository.js';

export type { AdminRegistration };

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
    ...refundDue(record),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    locale: record.locale,
    event: {
      id: record.eventId,
      title: record.eventTitle,
      startDate: record.eventStartDate,
      endDate: record.eventEndDate,
      location: record.eventLocation,
    },
    checkedIn: record.checkedIn,
    lastCheckedInAt: record.lastCheckedInAt ? new Date(record.lastCheckedInAt).toISOString() : null,
    guardianName: record.guardianName,
    guardianConsentAt: record.guardianConsentAt ? record.guardianConsentAt.toISOString() : null,
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

/** A refund owed and never requested: a late payment (all of it), or a cancellation's refund. */
function refundDue(
  record: AdminRegistrationRecord,
): Pick<AdminRegistration, 'refundDue' | 'refundDueAmount'> {
  let duePaise = 0;
  if (record.refundStatus === null && record.paymentId !== null) {
    if (record.paymentStatus === 'cancelled') duePaise = record.cancellationRefundPaise ?? 0;
    else if (record.needsRefund) duePaise = toPaise(record.totalAmount);
  }
  return { refundDue: duePaise > 0, refundDueAmount: duePaise > 0 ? duePaise / 100 : null };
}
