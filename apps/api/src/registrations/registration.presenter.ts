import type { RegistrationReceipt } from '@foundation/shared';
import type { RegistrationDetails } from './registrations.repository.js';

/** The receipt the visitor sees (the contract's RegistrationReceipt), from a registration's details. */
export function toReceipt(registration: RegistrationDetails): RegistrationReceipt {
  const totalAmount = Number(registration.totalAmount);
  return {
    id: registration.id,
    status: registration.paymentStatus,
    createdAt: new Date(registration.createdAt).toISOString(),
    isPaid: registration.eventIsPaid && totalAmount > 0,
    event: {
      title: registration.eventTitle,
      urlSlug: registration.eventUrlSlug,
      startDate: registration.eventStartDate,
      endDate: registration.eventEndDate,
      location: registration.eventLocation,
    },
    attendee: {
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      address: registration.address,
    },
    numberOfTickets: registration.numberOfTickets,
    ticketTypeName: registration.ticketTypeName,
    ticketTypePrice: Number(registration.ticketTypePrice),
    totalAmount,
    paymentId: registration.paymentId,
    orderId: registration.orderId,
  };
}
