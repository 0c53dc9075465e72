import { randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager } from 'typeorm';
import { paiseToRupeeString, toPaise } from '@foundation/shared';
import { AdminUserEntity } from '../../auth/admin-user.entity.js';
import { hashPassword } from '../../auth/password-hasher.js';
import { EventEntity } from '../../events/event.entity.js';
import { CommunityProgramEntity } from '../../programs/community-program.entity.js';
import { RegistrationEntity } from '../../registrations/registration.entity.js';
import { TicketTypeEntity } from '../../ticket-types/ticket-type.entity.js';
import { DemoCalendar } from './demo-calendar.js';
import { type DemoEvent, demoEvents } from './demo-events.js';
import { DemoImageSet, writeDemoImages } from './demo-images.js';
import { demoPerson } from './demo-people.js';
import { demoPrograms } from './demo-programs.js';

export interface SeedOptions {
  /** Where the API serves `/uploads/` from; pictures go to `<uploadsDir>/demo/`. */
  uploadsDir: string;
  adminEmail: string;
  adminPassword: string;
  /** The moment the demo is built around (default: now). Event dates are relative to its date in India. */
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
}

/** Serialises concurrent seed runs (two `npm start` at once): the second one finds content and stops. */
const SEED_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('foundation:seed-demo-data'))`;

/**
 * Fills an empty database with demo content: events (free, paid with sold-out and almost full ticket
 * types, registration closed, online), registrations, community programs, their pictures and a demo admin.
 *
 * Runs on every start, so it does nothing (and touches no file) when the database already has any event,
 * community program or admin user. Every row is inserted in one transaction: a failure leaves nothing behind.
 * Pictures are drawn before the transaction, and files already on disk are kept.
 */
export async function seedDemoData(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  if (await hasContent(dataSource.manager)) return { seeded: false };

  const adminEmail = options.adminEmail.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) {
    throw new Error('The demo admin e-mail is not an e-mail address');
  }
  if (!options.adminPassword) throw new Error('The demo admin password is empty');

  const calendar = new DemoCalendar(options.now ?? new Date());
  const images = new DemoImageSet();
  const events = demoEvents(calendar, images);
  const programs = demoPrograms(calendar, images);
  const rows = eventRows(events, calendar);

  const [passwordHash] = await Promise.all([
    hashPassword(options.adminPassword),
    writeDemoImages(options.uploadsDir, images.specs),
  ]);

  return dataSource.transaction(async (manager) => {
    await manager.query(SEED_LOCK_SQL);
    if (await hasContent(manager)) return { seeded: false };
    await manager.insert(EventEntity, rows.events);
    await manager.insert(TicketTypeEntity, rows.ticketTypes);
    await manager.insert(RegistrationEntity, rows.registrations);
    await manager.insert(
      CommunityProgramEntity,
      programs.map((program) => ({ ...program, updatedAt: program.createdAt })),
    );
    await manager.insert(AdminUserEntity, { email: adminEmail, name: 'Demo Admin', passwordHash });
    return { seeded: true };
  });
}

async function hasContent(manager: EntityManager): Promise<boolean> {
  // One after the other: inside the transaction they share one connection.
  for (const entity of [EventEntity, CommunityProgramEntity, AdminUserEntity]) {
    if (await manager.exists(entity)) return true;
  }
  return false;
}

interface EventRows {
  events: Partial<EventEntity>[];
  ticketTypes: Partial<TicketTypeEntity>[];
  registrations: Partial<RegistrationEntity>[];
}

/**
 * Turns the demo events into rows with their ids chosen here, so that ticket types and registrations can
 * refer to them without depending on the order rows come back from the database.
 */
function eventRows(events: DemoEvent[], calendar: DemoCalendar): EventRows {
  const rows: EventRows = { events: [], ticketTypes: [], registrations: [] };
  let attendee = 0;
  for (const event of events) {
    const eventId = randomUUID();
    const { createdAt } = event.fields;
    const paid = event.fields.isPaid;
    if (paid && event.ticketTypes.length === 0)
      throw new Error(`Paid demo event ${event.fields.urlSlug} has no ticket type`);
    if (!paid && event.ticketTypes.length > 0)
      throw new Error(`Free demo event ${event.fields.urlSlug} has ticket types`);

    const ticketTypes = new Map(
      event.ticketTypes.map((type) => [
        type.key,
        { ...type, id: randomUUID(), pricePaise: toPaise(type.price), taken: 0 },
      ]),
    );
    const cheapest = Math.min(...[...ticketTypes.values()].map((type) => type.pricePaise));
    rows.events.push({
      ...event.fields,
      id: eventId,
      price: paid ? rupees(cheapest) : 0,
      updatedAt: createdAt,
    });
    for (const type of ticketTypes.values()) {
      rows.ticketTypes.push({
        id: type.id,
        eventId,
        name: type.name,
        price: rupees(type.pricePaise),
        description: type.description,
        availableQuantity: type.availableQuantity,
        createdAt,
        updatedAt: createdAt,
      });
    }

    for (const registration of event.registrations) {
      const type = registration.ticketType === null ? null : ticketTypes.get(registration.ticketType);
      if (type === undefined) throw new Error(`Unknown demo ticket type ${registration.ticketType}`);
      if (paid !== (type !== null))
        throw new Error(`Demo registration on ${event.fields.urlSlug} has the wrong ticket type`);
      if (type && registration.status === 'completed') {
        type.taken += registration.tickets;
        if (type.availableQuantity !== null && type.taken > type.availableQuantity) {
          throw new Error(`Demo ticket type ${type.name} is oversold`);
        }
      }
      const pricePaise = type?.pricePaise ?? 0;
      const madeAt = calendar.ago(registration.daysAgo, registration.hoursAgo);
      const person = demoPerson(attendee);
      attendee += 1;
      rows.registrations.push({
        id: randomUUID(),
        eventId,
        ticketTypeId: type?.id ?? null,
        ...person,
        numberOfTickets: registration.tickets,
        ticketTypePrice: rupees(pricePaise),
        totalAmount: rupees(pricePaise * registration.tickets),
        paymentStatus: registration.status,
        paymentId: paid ? providerId('pay', attendee) : null,
        orderId: paid ? providerId('order', attendee) : null,
        holdExpiresAt: null,
        accessTokenHash: null,
        createdAt: madeAt,
        updatedAt: madeAt,
      });
    }
  }
  return rows;
}

/** Whole paise as the exact rupee amount stored in a numeric column. */
function rupees(paise: number): number {
  return Number(paiseToRupeeString(paise));
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A payment provider style id that is obviously a demo one and unique per registration: `pay_demo007Kx3aP9q`. */
function providerId(prefix: 'pay' | 'order', sequence: number): string {
  let state = (sequence * 2654435761 + (prefix === 'pay' ? 7 : 13)) >>> 0;
  let suffix = '';
  for (let i = 0; i < 7; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    suffix += ID_ALPHABET[(state >>> 16) % ID_ALPHABET.length];
  }
  return `${prefix}_demo${String(sequence).padStart(3, '0')}${suffix}`;
}
