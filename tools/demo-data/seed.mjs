#!/usr/bin/env node
// Not type-checked (no // @ts-check): it imports the compiled API, whose JavaScript carries no types.
// Fills an empty database with the demo content of this folder (`npm run db:seed`; `npm start` runs it on
// every start). Reads DATABASE_URL, UPLOADS_DIR (pictures go to <UPLOADS_DIR>/demo/), DEMO_ADMIN_EMAIL,
// DEMO_ADMIN_PASSWORD, and DEMO_NOW (an ISO instant the demo's dates are built around; default now). Does
// nothing when NODE_ENV=production. Needs the API built (apps/api/dist): it stores everything through the
// API's own code, so the demo passes the checks an admin's input passes.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import {
  checkInLinkPath,
  indiaCalendarDate,
  paiseToRupeeString,
  parseVideoHostsSetting,
  SITE_CONTENT_ID,
  toPaise,
} from '@foundation/shared';
import { AdminUserEntity } from '../../apps/api/dist/auth/admin-user.entity.js';
import { deriveCheckInLinkToken } from '../../apps/api/dist/booking-keys/booking-keys.js';
import { CheckInRepository } from '../../apps/api/dist/check-in/check-in.repository.js';
import { hashAccessToken } from '../../apps/api/dist/payments/access-token.js';
import { createAdminUser } from '../../apps/api/dist/auth/admin-users.js';
import { demoStaff } from './staff.mjs';
import { AppLogger } from '../../apps/api/dist/common/logging/app-logger.js';
import { LoggingModule } from '../../apps/api/dist/common/logging/logging.module.js';
import { createValidationPipe } from '../../apps/api/dist/common/validation/validation.pipe.js';
import { dataSourceOptions } from '../../apps/api/dist/database/data-source-options.js';
import { AdminEventsModule } from '../../apps/api/dist/events/admin-events.module.js';
import { AdminEventsService } from '../../apps/api/dist/events/admin-events.service.js';
import { SaveEventDto } from '../../apps/api/dist/events/dto/save-event.dto.js';
import { EventEntity } from '../../apps/api/dist/events/event.entity.js';
import { AdminProgramsModule } from '../../apps/api/dist/community-programs/admin-programs.module.js';
import { AdminProgramsService } from '../../apps/api/dist/community-programs/admin-programs.service.js';
import { CommunityProgramEntity } from '../../apps/api/dist/community-programs/community-program.entity.js';
import { SaveProgramDto } from '../../apps/api/dist/community-programs/dto/save-program.dto.js';
import { CreateRegistrationDto } from '../../apps/api/dist/registrations/dto/create-registration.dto.js';
import { RegistrationEntity } from '../../apps/api/dist/registrations/registration.entity.js';
import { TicketTypeEntity } from '../../apps/api/dist/ticket-types/ticket-type.entity.js';
import { AdminVolunteeringModule } from '../../apps/api/dist/volunteering/admin-volunteering.module.js';
import { AdminVolunteerRolesService } from '../../apps/api/dist/volunteering/admin-volunteer-roles.service.js';
import { SaveVolunteerRoleDto } from '../../apps/api/dist/volunteering/dto/save-volunteer-role.dto.js';
import { VolunteerRoleEntity } from '../../apps/api/dist/volunteering/volunteer-role.entity.js';
import { AdminDonationProjectsModule } from '../../apps/api/dist/donation-projects/admin-donation-projects.module.js';
import { AdminDonationProjectsService } from '../../apps/api/dist/donation-projects/admin-donation-projects.service.js';
import { DonationProjectEntity } from '../../apps/api/dist/donation-projects/donation-project.entity.js';
import { SaveDonationProjectDto } from '../../apps/api/dist/donation-projects/dto/save-donation-project.dto.js';
import { PublicCacheModule } from '../../apps/api/dist/common/public-cache/public-cache.module.js';
import { PublicReadCache } from '../../apps/api/dist/common/public-cache/public-read-cache.js';
import { PublishPrivacyNoticeDto } from '../../apps/api/dist/privacy/dto/publish-privacy-notice.dto.js';
import { PrivacyNoticeEntity } from '../../apps/api/dist/privacy/privacy-notice.entity.js';
import { PrivacyModule } from '../../apps/api/dist/privacy/privacy.module.js';
import { PrivacyService } from '../../apps/api/dist/privacy/privacy.service.js';
import { AdminSessionsModule } from '../../apps/api/dist/sessions/admin-sessions.module.js';
import { AdminSessionsService } from '../../apps/api/dist/sessions/admin-sessions.service.js';
import { SaveSessionDto } from '../../apps/api/dist/sessions/dto/save-session.dto.js';
import { SessionEntity } from '../../apps/api/dist/sessions/session.entity.js';
import { ConfigModule } from '../../apps/api/dist/config/config.module.js';
import { AppConfig } from '../../apps/api/dist/config/app-config.js';
import { AdminVishrantiItemsModule } from '../../apps/api/dist/vishranti/admin-vishranti-items.module.js';
import { AdminVishrantiItemsService } from '../../apps/api/dist/vishranti/admin-vishranti-items.service.js';
import { SaveVishrantiItemDto } from '../../apps/api/dist/vishranti/dto/save-vishranti-item.dto.js';
import { VishrantiItemEntity } from '../../apps/api/dist/vishranti/vishranti-item.entity.js';
import { HeroSlideEntity } from '../../apps/api/dist/site-content/hero-slide.entity.js';
import { AdminSiteContentModule } from '../../apps/api/dist/site-content/admin-site-content.module.js';
import { AdminSiteContentService } from '../../apps/api/dist/site-content/admin-site-content.service.js';
import { SaveHeroSlideDto } from '../../apps/api/dist/site-content/dto/save-hero-slide.dto.js';
import { SaveSiteContentDto } from '../../apps/api/dist/site-content/dto/save-site-content.dto.js';
import { demoContent } from './content.mjs';
import { writeDemoImages } from './images.mjs';

/** Serialises concurrent seed runs (two `npm start` at once): the second one finds content and stops. */
const SEED_LOCK = `hashtext('foundation:seed-demo-data')`;

/**
 * Seeds the database at `databaseUrl` unless it already has an event, a community program or an admin.
 * Events (with their ticket types) and programs go through the admin API's services after the admin API's
 * request validation (the global ValidationPipe on the DTOs), so they are sanitised and checked like an
 * admin's input; the demo admin through `createAdminUser` (what `npm run admin:create` uses). Registrations
 * have no admin "create": each is validated as a public registration request (CreateRegistrationDto) and
 * then stored through the registrations' TypeORM repository, because the public route would hold seats and
 * start payments instead of recording past, paid registrations. Creation times are set back to the demo's
 * (the services stamp "now").
 *
 * A failure removes everything this run created, so the next start seeds again. Pictures are drawn first;
 * files already on disk are kept.
 *
 * @param {{ databaseUrl: string, uploadsDir: string, adminEmail: string, adminPassword: string, now?: Date, checkInLink?: { secret: string, origin: string } }} options
 * @returns {Promise<{ seeded: boolean, checkIn?: { event: string, url: string } | null }>}
 */
export async function seedDemoData({
  databaseUrl,
  uploadsDir,
  adminEmail,
  adminPassword,
  now = new Date(),
  checkInLink,
}) {
  const content = demoContent(now);
  const app = await NestFactory.createApplicationContext(
    {
      module: class DemoSeedModule {},
      imports: [
        TypeOrmModule.forRoot(
          dataSourceOptions({ url: databaseUrl, poolSize: 3, applicationName: 'foundation-seed' }),
        ),
        // The services log as in the API (warnings and errors only here).
        LoggingModule.forRoot(new AppLogger('warn')),
        AdminEventsModule,
        AdminProgramsModule,
        AdminVolunteeringModule,
        AdminDonationProjectsModule,
        AdminSessionsModule,
        // The video hosts the Vishranti videos are checked against, as the API reads them.
        ConfigModule.forRoot(
          Object.assign(new AppConfig(), { VIDEO_HOSTS: parseVideoHostsSetting(process.env.VIDEO_HOSTS) }),
        ),
        AdminVishrantiItemsModule,
        AdminSiteContentModule,
        // The privacy module's public page is cached in the API; here nothing is served, so a cache of no time.
        PublicCacheModule.forRoot(new PublicReadCache(0)),
        PrivacyModule,
      ],
    },
    { logger: ['error', 'warn'] },
  );
  const dataSource = app.get(DataSource);
  const lock = dataSource.createQueryRunner();
  let locked = false;
  try {
    if (await hasContent(dataSource)) return { seeded: false };
    await writeDemoImages(uploadsDir, content.images);
    await lock.connect();
    await lock.query(`SELECT pg_advisory_lock(${SEED_LOCK})`);
    locked = true;
    if (await hasContent(dataSource)) return { seeded: false };
    /** @type {Created} */
    const created = {
      events: [],
      programs: [],
      volunteerRoles: [],
      donationProjects: [],
      sessions: [],
      vishrantiItems: [],
      heroSlides: [],
      privacyNotices: [],
      admins: [],
    };
    let checkIn = null;
    try {
      await seed(app, dataSource, content, created, { adminEmail, adminPassword });
      // A volunteer's check-in link for the soonest demo event with bookings (docs/check-in.md, "Check-in at an
      // event"), when the stack's link secret is known (the API derives links from it; npm start keeps it).
      if (checkInLink) checkIn = await seedCheckInLink(dataSource, checkInLink, now);
    } catch (error) {
      await undo(dataSource, created);
      throw error;
    }
    return { seeded: true, checkIn };
  } finally {
    if (locked) await lock.query(`SELECT pg_advisory_unlock(${SEED_LOCK})`).catch(() => {});
    await lock.release();
    await app.close();
  }
}

/**
 * What a run created, by kind (ids), for `undo`.
 * @typedef {{ events: string[], programs: string[], volunteerRoles: string[], donationProjects: string[], sessions: string[], vishrantiItems: string[], heroSlides: string[], privacyNotices: string[], admins: string[] }} Created
 */

/** @param {DataSource} dataSource */
async function hasContent(dataSource) {
  for (const entity of [EventEntity, CommunityProgramEntity, AdminUserEntity]) {
    if (await dataSource.getRepository(entity).exists()) return true;
  }
  return false;
}

const pipe = createValidationPipe();

/**
 * The request body as the admin API's controllers receive it: validated and turned into the DTO.
 * @template T
 * @param {new () => T} metatype
 * @param {unknown} body
 * @param {string} what
 * @returns {Promise<T>}
 */
async function validated(metatype, body, what) {
  try {
    return await pipe.transform(body, { type: 'body', metatype, data: '' });
  } catch (caught) {
    const error = /** @type {Error & { getResponse?: () => unknown }} */ (caught);
    const answer = JSON.stringify(error.getResponse?.() ?? error.message);
    throw new Error(`Demo ${what} is not valid: ${answer}`, { cause: caught });
  }
}

/**
 * Runs a service call; an API error becomes an error naming the demo record and the API's answer.
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
async function calling(what, work) {
  try {
    return await work();
  } catch (caught) {
    const error = /** @type {Error & { getResponse?: () => unknown }} */ (caught);
    const answer = error.getResponse?.();
    if (!answer) throw error;
    throw new Error(`Demo ${what} was refused: ${JSON.stringify(answer)}`, { cause: caught });
  }
}

/**
 * @param {import('@nestjs/common').INestApplicationContext} app
 * @param {DataSource} dataSource
 * @param {ReturnType<typeof demoContent>} content
 * @param {Created} created
 * @param {{ adminEmail: string, adminPassword: string }} owner
 */
async function seed(app, dataSource, content, created, { adminEmail, adminPassword }) {
  const events = app.get(AdminEventsService);
  const programs = app.get(AdminProgramsService);

  for (const { fields, ticketTypes, registrations } of content.events) {
    const { createdAt, ...body } = fields;
    const slug = body.urlSlug;
    if (body.isPaid && ticketTypes.length === 0)
      throw new Error(`Paid demo event ${slug} has no ticket type`);
    if (!body.isPaid && ticketTypes.length > 0) throw new Error(`Free demo event ${slug} has ticket types`);
    // A paid event's price is its cheapest ticket type's (what the admin panel sends).
    const price = body.isPaid ? Math.min(...ticketTypes.map((type) => type.price)) : 0;
    const request = body.isPaid ? { ...body, price, ticketTypes } : { ...body, price };
    const dto = await validated(SaveEventDto, request, `event ${slug}`);
    const event = await calling(`event ${slug}`, () => events.create(dto));
    created.events.push(event.id);
    await dataSource.getRepository(EventEntity).update({ id: event.id }, { createdAt, updatedAt: createdAt });
    await dataSource
      .getRepository(TicketTypeEntity)
      .update({ eventId: event.id }, { createdAt, updatedAt: createdAt });
    await insertRegistrations(dataSource, event, slug, registrations);
  }

  for (const { createdAt, ...body } of content.programs) {
    const dto = await validated(SaveProgramDto, body, `program ${body.urlSlug}`);
    const program = await calling(`program ${body.urlSlug}`, () => programs.create(dto));
    created.programs.push(program.id);
    await dataSource
      .getRepository(CommunityProgramEntity)
      .update({ id: program.id }, { createdAt, updatedAt: createdAt });
  }

  const volunteerRoles = app.get(AdminVolunteerRolesService);
  for (const body of content.volunteerRoles) {
    const dto = await validated(SaveVolunteerRoleDto, body, `volunteer role ${body.title}`);
    const role = await calling(`volunteer role ${body.title}`, () => volunteerRoles.create(dto));
    created.volunteerRoles.push(role.id);
  }

  const donationProjects = app.get(AdminDonationProjectsService);
  for (const body of content.donationProjects) {
    const dto = await validated(SaveDonationProjectDto, body, `donation project ${body.title}`);
    const project = await calling(`donation project ${body.title}`, () => donationProjects.create(dto));
    created.donationProjects.push(project.id);
  }
  const sessions = app.get(AdminSessionsService);
  for (const body of content.sessions) {
    const dto = await validated(SaveSessionDto, body, `session ${body.title}`);
    const session = await calling(`session ${body.title}`, () => sessions.create(dto));
    created.sessions.push(session.id);
  }
  const vishrantiItems = app.get(AdminVishrantiItemsService);
  for (const body of content.vishrantiItems) {
    const dto = await validated(SaveVishrantiItemDto, body, `Vishranti ${body.kind} ${body.title}`);
    const item = await calling(`Vishranti ${body.kind} ${body.title}`, () => vishrantiItems.create(dto));
    created.vishrantiItems.push(item.id);
  }
  // The page texts exist from the migration: the demo adds their Hindi twins, through the admin's checks.
  const siteContent = app.get(AdminSiteContentService);
  const pageTexts = await siteContent.getPageTexts(SITE_CONTENT_ID);
  const hindi = content.siteContent;
  const pageTextsBody = {
    missionTextHi: hindi.missionTextHi,
    // A figure's value has no Hindi twin: the demo writes it in numbers both languages read (10,00,000+).
    impactFigures: pageTexts.impactFigures.map(({ value, label }) => ({
      value: hindi.impactFigureValues[value] ?? value,
      label,
      labelHi: hindi.impactFigureLabelsHi[label] ?? null,
    })),
  };
  const pageTextsDto = await validated(SaveSiteContentDto, pageTextsBody, 'page texts in Hindi');
  await calling('page texts in Hindi', () => siteContent.updatePageTexts(SITE_CONTENT_ID, pageTextsDto));
  // The home page's hero slides: rows staff see and edit in the admin panel (the site shows no others).
  for (const body of hindi.heroSlides) {
    const dto = await validated(SaveHeroSlideDto, body, `hero slide ${body.title}`);
    const slide = await calling(`hero slide ${body.title}`, () => siteContent.createSlide(dto));
    created.heroSlides.push(slide.id);
  }

  // The privacy notice every form links to: its first version, in both languages, published by the owner.
  const noticeDto = await validated(PublishPrivacyNoticeDto, content.privacyNotice, 'privacy notice');
  const notice = await calling('privacy notice', () =>
    app.get(PrivacyService).publish(noticeDto, { email: adminEmail, role: 'owner' }),
  );
  created.privacyNotices.push(notice.id);

  // Last, so that a refused e-mail or password leaves nothing behind (see undo): the owner, then one member of
  // each other staff role with the same password (tools/demo-data/staff.mjs).
  const admin = await createAdminUser(dataSource, {
    email: adminEmail,
    password: adminPassword,
    name: 'Demo Admin',
    role: 'owner',
  });
  created.admins.push(admin.id);
  for (const member of demoStaff(adminEmail)) {
    const staffMember = await createAdminUser(dataSource, { ...member, password: adminPassword });
    created.admins.push(staffMember.id);
  }
}

/**
 * Past registrations of one event: completed (and one failed) ones, paid at the ticket type's price. Every
 * one must pass the public registration request's checks; seats are never oversold.
 */
/**
 * @param {DataSource} dataSource
 * @param {{ id: string, isPaid: boolean }} event
 * @param {string} slug
 * @param {ReturnType<typeof demoContent>['events'][number]['registrations']} registrations
 */
async function insertRegistrations(dataSource, event, slug, registrations) {
  const types = await dataSource.getRepository(TicketTypeEntity).find({ where: { eventId: event.id } });
  const taken = new Map();
  const rows = [];
  for (const registration of registrations) {
    const type =
      registration.ticketType === null ? null : types.find((t) => t.name === registration.ticketType);
    if (type === undefined) throw new Error(`Unknown demo ticket type ${registration.ticketType} on ${slug}`);
    if (event.isPaid !== (type !== null))
      throw new Error(`Demo registration on ${slug} has the wrong ticket type`);
    const request = await validated(
      CreateRegistrationDto,
      {
        eventSlug: slug,
        ...(type ? { ticketTypeId: type.id } : {}),
        numberOfTickets: registration.numberOfTickets,
        name: registration.name,
        email: registration.email,
        phone: registration.phone,
        address: registration.address,
      },
      `registration of ${registration.email} on ${slug}`,
    );
    if (type && registration.paymentStatus === 'completed') {
      const seats = (taken.get(type.id) ?? 0) + request.numberOfTickets;
      if (type.availableQuantity !== null && seats > type.availableQuantity)
        throw new Error(`Demo ticket type ${type.name} on ${slug} is oversold`);
      taken.set(type.id, seats);
    }
    const pricePaise = type ? toPaise(type.price) : 0;
    rows.push({
      eventId: event.id,
      ticketTypeId: type?.id ?? null,
      name: request.name,
      email: request.email,
      phone: request.phone,
      address: request.address,
      numberOfTickets: request.numberOfTickets,
      ticketTypePrice: rupees(pricePaise),
      totalAmount: rupees(pricePaise * request.numberOfTickets),
      paymentStatus: registration.paymentStatus,
      paymentId: registration.paymentId,
      orderId: registration.orderId,
      holdExpiresAt: null,
      accessTokenHash: null,
      createdAt: registration.createdAt,
      updatedAt: registration.createdAt,
    });
  }
  if (rows.length > 0) await dataSource.getRepository(RegistrationEntity).insert(rows);
}

/**
 * Whole paise as the exact rupee amount stored in a numeric column.
 * @param {number} paise
 */
function rupees(paise) {
  return Number(paiseToRupeeString(paise));
}

/**
 * One check-in link ("Demo gate") for the soonest event that has not ended and has completed bookings,
 * stored as the admin API stores links (only the secret's hash); answers the event's title and the link.
 *
 * @param {DataSource} dataSource
 * @param {{ secret: string, origin: string }} link
 * @param {Date} now
 */
async function seedCheckInLink(dataSource, { secret, origin }, now) {
  const [event] = await dataSource.query(
    `SELECT e.id, e.title FROM events e
      WHERE e.end_date >= $1::date AND e.is_active
        AND EXISTS (SELECT 1 FROM event_registrations r WHERE r.event_id = e.id AND r.payment_status::text = 'completed')
      ORDER BY e.start_date, e.title LIMIT 1`,
    [indiaCalendarDate(now)],
  );
  if (!event) return null;
  const id = randomUUID();
  const token = deriveCheckInLinkToken(secret, id);
  await new CheckInRepository(dataSource).insertLink(dataSource.manager, {
    id,
    eventId: event.id,
    label: 'Demo gate',
    tokenHash: hashAccessToken(token),
    createdBy: null,
  });
  return { event: event.title, url: `${origin}${checkInLinkPath(token)}` };
}

/**
 * Removes what a failed run created (the database had no such content before it started).
 * @param {DataSource} dataSource
 * @param {Created} created
 */
async function undo(dataSource, created) {
  if (created.events.length > 0) {
    const byEvent = { eventId: In(created.events) };
    await dataSource.getRepository(RegistrationEntity).delete(byEvent);
    await dataSource.getRepository(TicketTypeEntity).delete(byEvent);
    await dataSource.getRepository(EventEntity).delete({ id: In(created.events) });
  }
  if (created.programs.length > 0)
    await dataSource.getRepository(CommunityProgramEntity).delete({ id: In(created.programs) });
  if (created.volunteerRoles.length > 0)
    await dataSource.getRepository(VolunteerRoleEntity).delete({ id: In(created.volunteerRoles) });
  if (created.donationProjects.length > 0)
    await dataSource.getRepository(DonationProjectEntity).delete({ id: In(created.donationProjects) });
  if (created.sessions.length > 0)
    await dataSource.getRepository(SessionEntity).delete({ id: In(created.sessions) });
  if (created.vishrantiItems.length > 0)
    await dataSource.getRepository(VishrantiItemEntity).delete({ id: In(created.vishrantiItems) });
  if (created.heroSlides.length > 0)
    await dataSource.getRepository(HeroSlideEntity).delete({ id: In(created.heroSlides) });
  if (created.privacyNotices.length > 0)
    await dataSource.getRepository(PrivacyNoticeEntity).delete({ id: In(created.privacyNotices) });
  if (created.admins.length)
    await dataSource.getRepository(AdminUserEntity).delete({ id: In(created.admins) });
}

async function main() {
  if (process.env.NODE_ENV === 'production') {
    console.log('Not seeding demo data in production mode');
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('DATABASE_URL is not set');
  const now = process.env.DEMO_NOW ? new Date(process.env.DEMO_NOW) : new Date();
  const result = await seedDemoData({
    databaseUrl,
    uploadsDir: process.env.UPLOADS_DIR ?? 'var/uploads',
    adminEmail: process.env.DEMO_ADMIN_EMAIL ?? 'admin@foundation.local',
    adminPassword: process.env.DEMO_ADMIN_PASSWORD ?? 'yoga-admin-demo',
    now,
    checkInLink: process.env.BOOKING_LINK_SECRET
      ? {
          secret: process.env.BOOKING_LINK_SECRET,
          origin: process.env.ADMIN_URL ?? process.env.SITE_URL ?? 'http://localhost:4200',
        }
      : undefined,
  });
  console.log(result.seeded ? 'Seeded demo data' : 'Database already has content; not seeding');
  if (result.checkIn)
    console.log(`Check-in link for volunteers at ${result.checkIn.event}: ${result.checkIn.url}`);
}

if (import.meta.url === pathToFileURL(path.resolve(process.argv[1] ?? '')).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
