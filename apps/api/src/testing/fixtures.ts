import { type DataSource, type DeepPartial } from 'typeorm';
import { EventEntity } from '../events/event.entity.js';
import { CommunityProgramEntity } from '../community-programs/community-program.entity.js';
import { RegistrationEntity } from '../registrations/registration.entity.js';
import { TicketTypeEntity } from '../ticket-types/ticket-type.entity.js';

let counter = 0;
const next = () => (counter += 1);

/** `YYYY-MM-DD`, `days` from `from` (UTC calendar). */
export function calendarDate(days: number, from = new Date()): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days));
  return date.toISOString().slice(0, 10);
}

export function insertEvent(
  dataSource: DataSource,
  overrides: DeepPartial<EventEntity> = {},
): Promise<EventEntity> {
  const n = next();
  return dataSource.getRepository(EventEntity).save({
    title: `Event ${n}`,
    urlSlug: `event-${n}`,
    description: '<p>About</p>',
    location: 'Rishikesh',
    startDate: calendarDate(30),
    endDate: calendarDate(32),
    isPaid: false,
    price: 0,
    eventType: 'offline',
    isActive: true,
    ...overrides,
  });
}

export function insertTicketType(
  dataSource: DataSource,
  eventId: string,
  overrides: DeepPartial<TicketTypeEntity> = {},
): Promise<TicketTypeEntity> {
  return dataSource.getRepository(TicketTypeEntity).save({
    eventId,
    name: `Type ${next()}`,
    price: 1000,
    availableQuantity: null,
    ...overrides,
  });
}

export function insertRegistration(
  dataSource: DataSource,
  eventId: string,
  overrides: DeepPartial<RegistrationEntity> = {},
): Promise<RegistrationEntity> {
  return dataSource.getRepository(RegistrationEntity).save({
    eventId,
    name: 'Asha Verma',
    email: `asha${next()}@example.org`,
    phone: '+919800000000',
    address: 'Pune',
    numberOfTickets: 1,
    paymentStatus: 'completed',
    ...overrides,
  });
}

export function insertProgram(
  dataSource: DataSource,
  overrides: DeepPartial<CommunityProgramEntity> = {},
): Promise<CommunityProgramEntity> {
  const n = next();
  return dataSource.getRepository(CommunityProgramEntity).save({
    title: `Program ${n}`,
    category: 'Education',
    description: 'Teaching children',
    urlSlug: `program-${n}`,
    isActive: true,
    galleryImages: [],
    ...overrides,
  });
}
