import { localizedText, type RegistrationReceipt } from '@foundation/shared';
import type { RegistrationDetails } from './registrations.repository.js';

/** The texts of a booking its visitor reads: the event's title and location and the ticket type's name. */
export interface BookingTexts {
  eventTitle: string;
  eventLocation: string;
  ticketTypeName: string | null;
}

/**
 * A booking's staff-written texts in the booking's own language, each field falling back to English where
 * its Hindi twin is empty. The one place every document about a booking takes them from (its receipt, and
 * through it the e-mails and the booking page, its ticket PDF, its refund e-mails, its calendar entry), so
 * no template chooses a language on its own and English bookings read exactly as before.
 */
export function bookingTexts(registration: RegistrationDetails): BookingTexts {
  const { locale } = registration;
  return {
    eventTitle: localizedText(registration, 'eventTitle', locale),
    eventLocation: localizedText(registration, 'eventLocation', locale),
    ticketTypeName: localizedText(registration, 'ticketTypeName', locale),
  };
}

/** The receipt the visitor sees (the contract's RegistrationReceipt), from a registration's details. */
export function toReceipt(registration: RegistrationDetails): RegistrationReceipt {
  const totalAmount = Number(registration.totalAmount);
  const texts = bookingTexts(registration);
  return {
    id: registration.id,
    status: registration.paymentStatus,
    createdAt: new Date(registration.createdAt).toISOString(),
    isPaid: registration.eventIsPaid && totalAmount > 0,
    event: {
      title: texts.eventTitle,
      urlSlug: registration.eventUrlSlug,
      startDate: registration.eventStartDate,
      endDate: registration.eventEndDate,
      location: texts.eventLocation,
    },
    attendee: {
      name: registration.name,
      email: registration.email,
      phone: registration.phone,
      address: registration.address,
    },
    numberOfTickets: registration.numberOfTickets,
    ticketTypeName: texts.ticketTypeName,
    ticketTypePrice: Number(registration.ticketTypePrice),
    totalAmount,
    paymentId: registration.paymentId,
    orderId: registration.orderId,
  };
}
