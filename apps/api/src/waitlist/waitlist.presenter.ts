import { type AdminWaitlistEntry } from '@foundation/shared';
import { type WaitlistEntryRecord } from './waitlist.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** An entry as the admin API answers it (`waitlist-entries`). */
export function toAdminWaitlistEntry(entry: WaitlistEntryRecord): AdminWaitlistEntry {
  return {
    id: entry.id,
    eventId: entry.eventId,
    eventTitle: entry.eventTitle,
    ticketTypeId: entry.ticketTypeId,
    ticketTypeName: entry.ticketTypeName,
    name: entry.name,
    email: entry.email,
    phone: entry.phone,
    numberOfTickets: entry.numberOfTickets,
    status: entry.status,
    position: entry.position,
    registrationId: entry.registrationId,
    offeredAt: iso(entry.offeredAt),
    offerExpiresAt: iso(entry.offerExpiresAt),
    locale: entry.locale,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
