import { randomUUID } from 'node:crypto';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { CHECK_IN_TOKEN_HEADER, STAFF_ROLE_RESOURCES, staffRoleCanUse } from '@foundation/shared';
import { createAdminUser } from './admin-users.js';
import { IS_PUBLIC_KEY } from '../common/public.decorator.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { forgedTokens, signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { insertEvent } from '../testing/fixtures.js';
import { ROLE_COLUMNS, STAFF_ROLE_TABLE } from '../testing/staff-role-table.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { STAFF_ROLES_KEY } from '../common/staff-roles.decorator.js';

/**
 * Every route that may be reached without an admin sign-in, decided one by one. A route added without a
 * decision is either denied (and tested below) or public by mistake, which fails the first test.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  // Prometheus scrape: not an admin route; opened by its own METRICS_TOKEN, 404 when that is unset
  // (metrics.int-spec.ts)
  'GET /api/metrics',
  'GET /api/events',
  'GET /api/events/:slug',
  'GET /api/community-programs',
  'GET /api/community-programs/:slug',
  'GET /api/volunteer-roles',
  // The Contribute page's donation projects, and the home and About pages' content staff run
  'GET /api/donation-projects',
  'GET /api/hero-slides',
  'GET /api/site-content',
  // The privacy notice's newest version (the site's /privacy page)
  'GET /api/privacy-notice',
  // The Vishranti page's regular programs and videos
  'GET /api/vishranti-items',
  // The Sessions page; the join link is answered only while a session is live
  'GET /api/sessions',
  'GET /api/sessions/:id/join',
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/logout',
  // A staff invitation's one-time link (256-bit secret, stored hashed; single use, expires): who it is for,
  // and setting the password (limited per client address).
  'GET /api/auth/invitations/:token',
  'POST /api/auth/invitations/:token',
  // Registration, payment and donation steps of visitors (a registration or donation is reached only with
  // its id plus the secret access token given at creation). Creating a registration or a donation order, a
  // contact message and a newsletter sign-up are limited per client address (429); see
  // PUBLIC_WRITES_NOT_LIMITED for the public writes that are not.
  'POST /api/registrations',
  'GET /api/registrations/:id',
  'POST /api/registrations/:id/payment',
  'POST /api/registrations/:id/cancel',
  'POST /api/payments/razorpay/webhook',
  'GET /api/payments/config',
  'POST /api/payments/sandbox/orders/:orderId/pay',
  'POST /api/create-order',
  'GET /api/donations/:id',
  'POST /api/donations/:id/payment',
  'POST /api/donations/:id/cancel',
  // A monthly or yearly gift's steps (its id plus the access token given by POST /api/create-order), and
  // the sandbox's Checkout and billing of subscriptions (404 with Razorpay).
  'GET /api/recurring-gifts/:id',
  'POST /api/recurring-gifts/:id/authorisation',
  'POST /api/recurring-gifts/:id/cancel',
  'POST /api/payments/sandbox/subscriptions/:subscriptionId/authorise',
  'POST /api/payments/sandbox/subscriptions/:subscriptionId/charge',
  // The sandbox's UPI app paying a walk-in's QR code (404 with Razorpay)
  'POST /api/payments/sandbox/qr-codes/:qrCodeId/pay',
  // Giving settings (amount bounds, the foundation's public legal details) for the Contribute page and footer
  'GET /api/giving',
  // The donor's own page: reached only with the secret token of the donor's e-mail link (404 otherwise);
  // its writes are limited per client address
  'GET /api/my-giving',
  'GET /api/my-giving/receipts/:receiptId/pdf',
  'GET /api/my-giving/certificates/:certificateId/pdf',
  'GET /api/my-giving/statements/:file',
  'POST /api/my-giving/tax-details',
  'POST /api/my-giving/recurring-gifts/:id/cancel',
  // A person's rights over their data through the donor link (docs/privacy.md)
  'GET /api/my-giving/my-data',
  'POST /api/my-giving/erase',
  // "Manage my booking": reached only with the secret of the booking's link (256 bits, stored hashed); the
  // resend is limited per client address. The tickets' public key is public by design (offline scanners).
  'GET /api/bookings/:token',
  'GET /api/bookings/:token/ticket.pdf',
  'GET /api/bookings/:token/calendar.ics',
  'POST /api/bookings/:token/resend',
  // The attendee's own cancellation: the booking link's secret, limited per client address, and only what
  // the event's cancellation rule allows (docs/product.md "Manage my booking").
  'POST /api/bookings/:token/cancel',
  // A person's rights over their data through the booking link (docs/privacy.md)
  'PATCH /api/bookings/:token',
  'GET /api/bookings/:token/my-data',
  'POST /api/bookings/:token/erase',
  'GET /api/check-in/public-key',
  // The site's contact form and newsletter box
  'POST /api/contact',
  // The Yogamitra page's application form (limited per client address)
  'POST /api/volunteer-applications',
  // The waiting list: joining (limited per client address) and the offer's secret link
  'POST /api/events/:slug/waitlist',
  'GET /api/waitlist-offers/:token',
  'POST /api/waitlist-offers/:token/accept',
  'POST /api/newsletter',
  'POST /api/newsletter/unsubscribe/:token',
  // OpenAPI document and its UI (routes registered by @nestjs/swagger)
  'GET /api/docs-json',
  'GET /api/docs-yaml',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/index.html',
  'GET /api/docs/docs/swagger-ui-init.js',
  'GET /api/docs/swagger-ui-init.js',
  'GET /api/docs/LICENSE',
]);

/**
 * Public writes that are not limited per client address, each with the reason. Every other public write
 * must document (and have) its `429` (`@LimitPerAddress`, or the sign-in limit); the test below fails for a
 * new public write without a decision.
 */
const PUBLIC_WRITES_NOT_LIMITED: Record<string, string> = {
  // Signed by Razorpay (HMAC of the raw body), retried by Razorpay from a few addresses: a limit per address
  // would refuse genuine deliveries and protects nothing a bad signature does not already refuse.
  'POST /api/payments/razorpay/webhook': 'authenticated by its HMAC signature',
  // Only completes a record the caller created and holds the secret access token of, and only with
  // Checkout's signature (HMAC with the key secret); refused or forged calls write nothing. A visitor who
  // has paid must never be refused here (creating the registration or donation is what is limited).
  'POST /api/registrations/:id/payment': 'needs the access token and a valid payment signature',
  'POST /api/donations/:id/payment': 'needs the access token and a valid payment signature',
  // Only releases the seats of the caller's own pending registration: limiting it would keep seats held.
  'POST /api/registrations/:id/cancel': 'needs the access token; only releases held seats',
  // Only fails the caller's own pending donation (a dismissed Checkout): limiting it would leave it pending.
  'POST /api/donations/:id/cancel': 'needs the access token; only fails a pending donation',
  // Only takes up seats already held for the holder of the offer's 256-bit secret; refusing it would let
  // held seats lapse (joining the list is what is limited).
  'POST /api/waitlist-offers/:token/accept': 'needs the offer secret; only confirms seats already held',
  // The sandbox provider's Pay button: the route answers 404 with Razorpay, and production refuses the sandbox.
  'POST /api/payments/sandbox/orders/:orderId/pay': 'sandbox only, never in production',
  'POST /api/payments/sandbox/subscriptions/:subscriptionId/authorise': 'sandbox only, never in production',
  'POST /api/payments/sandbox/subscriptions/:subscriptionId/charge': 'sandbox only, never in production',
  'POST /api/payments/sandbox/qr-codes/:qrCodeId/pay': 'sandbox only, never in production',
  // As a one-time donation's payment: the donor whose mandate was authorised must never be refused here
  // (creating the gift is what is limited), and only Checkout's signature makes it write anything.
  'POST /api/recurring-gifts/:id/authorisation': 'needs the access token and a valid authorisation signature',
  // Only fails the caller's own gift that Checkout never authorised: limiting it would leave it `created`.
  'POST /api/recurring-gifts/:id/cancel': 'needs the access token; only fails a gift never authorised',
  // Need a refresh token: rotation and logout of an existing sign-in (sign-in itself is limited).
  'POST /api/auth/refresh': 'needs a refresh token',
  'POST /api/auth/logout': 'needs a refresh token',
};

/**
 * The routes a volunteer's check-in link opens (for its one event), besides an admin sign-in. Every other
 * route must refuse a valid check-in link (401), tested below.
 */
const CHECK_IN_ROUTES = new Set([
  'GET /api/check-in/session',
  'GET /api/check-in/events/:id/snapshot',
  'POST /api/check-in/scans',
  'POST /api/check-in/walk-ins',
  'GET /api/check-in/walk-ins/:clientWalkInId',
]);

interface RouteInfo {
  method: string;
  path: string;
}

/** Every route the running Express app has registered (Nest controllers, Swagger, anything else). */
function registeredRoutes(app: NestExpressApplication): RouteInfo[] {
  const express = app.getHttpAdapter().getInstance();
  const stack = express.router.stack as unknown as {
    route?: { path: string | string[]; methods: Record<string, boolean> };
  }[];
  const routes: RouteInfo[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const path of paths) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/**
 * The handlers of every controller that declare no staff roles on themselves or their controller
 * (`StaffRoles`, `AnyStaffRole`, `OwnerOnly`) and are not public: `Controller.method` each.
 */
function handlersWithoutRoles(app: NestExpressApplication): string[] {
  const undeclared: string[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const onClass = (key: string) => Reflect.getMetadata(key, controller) as unknown;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const on = (key: string) => (Reflect.getMetadata(key, handler) as unknown) ?? onClass(key);
        if (on(IS_PUBLIC_KEY) === true || on(STAFF_ROLES_KEY) !== undefined) continue;
        undeclared.push(
          `${controller.name}.${name} (${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]})`,
        );
      }
    }
  }
  return undeclared.sort();
}

/** A concrete URL for a route pattern: every `:param` becomes a fresh UUID. */
const concrete = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());

describe('deny by default', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  let signedIn: TestAdminSignIn;
  let tokens: Record<string, string | undefined>;
  let checkInToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app);
    signedIn = await signInNewAdmin(t);
    const leaving = await createAdminUser(t.dataSource, {
      email: 'deleted@example.org',
      password: 'temporary-pass',
    });
    await t.dataSource.getRepository(AdminUserEntity).delete({ id: leaving.id });
    tokens = await forgedTokens(t, signedIn, leaving.id);
    const event = await insertEvent(t.dataSource);
    const link = await t.http
      .post('/api/admin/check-in-links')
      .set('Authorization', signedIn.bearer)
      .send({ eventId: event.id, label: 'Gate' })
      .expect(201);
    checkInToken = decodeURIComponent((link.body.url as string).split('#token=')[1]);
  });
  afterAll(() => t.close());

  it('finds the routes of the app, admin ones included', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/events',
        'PUT /api/admin/events/:id',
        'GET /api/admin/registrations/export.csv',
        'POST /api/admin/uploads',
        'GET /api/admin/contact-messages',
        'GET /api/admin/contact-messages/export.csv',
        'GET /api/admin/contact-messages/:id',
        'GET /api/admin/newsletter-subscribers',
        'GET /api/admin/newsletter-subscribers/export.csv',
        'GET /api/admin/newsletter-subscribers/:id',
        'GET /api/admin/donations',
        'POST /api/admin/donations',
        'GET /api/admin/donations/:id',
        'GET /api/admin/recurring-gifts',
        'GET /api/admin/recurring-gifts/:id',
        'POST /api/admin/recurring-gifts/:id/cancel',
        'POST /api/admin/registrations/:id/cancel',
        'POST /api/admin/registrations/:id/refund',
        'GET /api/admin/donations/:id/receipt.pdf',
        'POST /api/admin/donations/:id/resend-receipt',
        'POST /api/admin/donations/:id/cancel-receipt',
        'POST /api/admin/donations/:id/refund',
        'POST /api/admin/donations/:id/correct-receipt',
        'GET /api/admin/donations/form-10bd.csv',
        'GET /api/admin/donations/statement.csv',
        'GET /api/admin/donations/statement-summary',
        'POST /api/admin/donations/pre-arns',
        'GET /api/admin/donations/form-10bd-unreportable.csv',
        'GET /api/admin/donations/fcra.csv',
        'POST /api/admin/donation-certificates',
        'GET /api/admin/donation-certificates/unmatched',
        'POST /api/admin/donation-certificates/:id/assign',
        'GET /api/admin/volunteer-roles',
        'DELETE /api/admin/volunteer-roles/:id',
        'GET /api/admin/volunteer-applications',
        'GET /api/admin/volunteer-applications/export.csv',
        'PUT /api/admin/volunteer-applications/:id',
        'GET /api/admin/donation-projects',
        'DELETE /api/admin/donation-projects/:id',
        'GET /api/admin/hero-slides',
        'PUT /api/admin/hero-slides/:id',
        'GET /api/admin/site-content/:id',
        'PUT /api/admin/site-content/:id',
        'GET /api/admin/vishranti-items',
        'POST /api/admin/vishranti-items',
        'PUT /api/admin/vishranti-items/:id',
        'DELETE /api/admin/vishranti-items/:id',
        'GET /api/admin/waitlist-entries',
        'GET /api/admin/waitlist-entries/:id',
        'POST /api/admin/waitlist-entries/:id/offer',
        'DELETE /api/admin/waitlist-entries/:id',
        'GET /api/admin/sessions',
        'POST /api/admin/sessions',
        'DELETE /api/admin/sessions/:id',
        'GET /api/admin/media',
        'GET /api/admin/media/:id',
        'DELETE /api/admin/media/:id',
        'GET /api/admin/check-in-links',
        'POST /api/admin/check-in-links',
        'DELETE /api/admin/check-in-links/:id',
        'GET /api/admin/events/:id/check-in',
        'GET /api/admin/events/:id/reminders',
        'PUT /api/admin/events/:id/reminders',
        'GET /api/admin/events/:id/messages',
        'GET /api/admin/events/:id/messages/recipients',
        'POST /api/admin/events/:id/messages',
        ...CHECK_IN_ROUTES,
        'GET /api/auth/me',
        'GET /api/admin/staff',
        'PUT /api/admin/staff/:id',
      ]),
    );
    expect(routes.length).toBeGreaterThan(25);
  });

  it('has made a decision for every public route: each one reachable without a token is on the list', async () => {
    const openWithoutDecision: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const response = await t.http[route.method.toLowerCase() as 'get'](concrete(route.path));
      if (response.status !== 401) openWithoutDecision.push(`${key} answered ${response.status}`);
    }
    expect(openWithoutDecision).toEqual([]);
    // and the list names no route that does not exist any more
    const keys = new Set(routes.map((route) => `${route.method} ${route.path}`));
    expect([...PUBLIC_ROUTES].filter((key) => !keys.has(key))).toEqual([]);
  });

  it('limits every public write per client address (documented 429) unless it is on the list of exceptions', async () => {
    const document = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const undecided: string[] = [];
    const limitedAndExcepted: string[] = [];
    for (const key of PUBLIC_ROUTES) {
      const [method, path] = key.split(' ');
      if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const operation = document.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
      const limited = Boolean(operation?.responses?.['429']);
      if (!limited && !PUBLIC_WRITES_NOT_LIMITED[key]) undecided.push(key);
      if (limited && PUBLIC_WRITES_NOT_LIMITED[key]) limitedAndExcepted.push(key);
    }
    expect(undecided).toEqual([]);
    expect(limitedAndExcepted).toEqual([]);
    expect(Object.keys(PUBLIC_WRITES_NOT_LIMITED).filter((key) => !PUBLIC_ROUTES.has(key))).toEqual([]);
  });

  it('answers 401 on every non-public route to each forged, expired, foreign or stale token', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => !PUBLIC_ROUTES.has(`${r.method} ${r.path}`))) {
      for (const [name, header] of Object.entries(tokens)) {
        const call = t.http[route.method.toLowerCase() as 'get'](concrete(route.path));
        if (header !== undefined) call.set('Authorization', header);
        const response = await call;
        if (response.status !== 401 || response.body.statusCode !== 401) {
          failures.push(`${route.method} ${route.path} with ${name}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route with every token, one request after another: well over a thousand, more than Jest's
    // default 30 seconds on a busy machine.
  }, 180_000);

  it('answers 401 on every other route to a valid check-in link, alone or beside a forged sign-in', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      if (PUBLIC_ROUTES.has(key) || CHECK_IN_ROUTES.has(key)) continue;
      for (const authorization of [undefined, tokens['a garbage token']]) {
        const call = t.http[route.method.toLowerCase() as 'get'](concrete(route.path)).set(
          CHECK_IN_TOKEN_HEADER,
          checkInToken,
        );
        if (authorization !== undefined) call.set('Authorization', authorization);
        const response = await call;
        if (response.status !== 401 || response.body.statusCode !== 401) {
          failures.push(`${key}${authorization ? ' (with a forged sign-in)' : ''}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // while the link does open the check-in routes (of its event only)
    await t.http.get('/api/check-in/session').set(CHECK_IN_TOKEN_HEADER, checkInToken).expect(200);
    await t.http
      .get(`/api/check-in/events/${randomUUID()}/snapshot`)
      .set(CHECK_IN_TOKEN_HEADER, checkInToken)
      .expect(404);
    await t.http.post('/api/check-in/scans').set(CHECK_IN_TOKEN_HEADER, checkInToken).send({}).expect(400);
  });

  it('decides every route that needs a sign-in for every staff role, in the one role table', () => {
    const needSignIn = routes
      .map((route) => `${route.method} ${route.path}`)
      .filter((key) => !PUBLIC_ROUTES.has(key));
    expect(needSignIn.filter((key) => !(key in STAFF_ROLE_TABLE))).toEqual([]);
    expect(Object.keys(STAFF_ROLE_TABLE).filter((key) => !needSignIn.includes(key))).toEqual([]);
    // Owners may do everything.
    expect(Object.entries(STAFF_ROLE_TABLE).filter(([, row]) => row[0] !== 'allowed')).toEqual([]);
  });

  it('declares the roles of every route that needs a sign-in on the route or its controller', () => {
    // Leaving it off still means owners only (the guard's default), but the decision is then not written.
    expect(handlersWithoutRoles(t.app)).toEqual([]);
  });

  it('offers in the panel exactly the screens whose list the role table allows (libs/shared STAFF_ROLE_RESOURCES)', () => {
    // The panel's screens and the admin route each one lists its records with.
    const listRoute: Record<string, string> = {
      gallery: 'GET /api/admin/media',
      'site-content': 'GET /api/admin/site-content/:id',
    };
    const screens = new Set([
      ...Object.values(STAFF_ROLE_RESOURCES).flat(),
      ...[
        'contact-messages',
        'newsletter-subscribers',
        'volunteer-applications',
        'mail-outbox',
        'audit-log',
        'staff',
        'privacy-notices',
      ],
    ]);
    // Read by a role for another screen's references, without a screen of its own: finance reads events
    // to filter the registrations it refunds.
    const readForReferences = new Set(['events for finance']);
    const disagreements: string[] = [];
    for (const screen of screens) {
      const key = listRoute[screen] ?? `GET /api/admin/${screen}`;
      const row = STAFF_ROLE_TABLE[key];
      if (!row) {
        disagreements.push(`${screen}: no route ${key}`);
        continue;
      }
      for (const [column, role] of ROLE_COLUMNS.entries()) {
        if (readForReferences.has(`${screen} for ${role}`)) continue;
        if (staffRoleCanUse(role, screen) !== (row[column] === 'allowed'))
          disagreements.push(
            `${screen} for ${role}: panel ${staffRoleCanUse(role, screen)}, API ${row[column]}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('answers every route for every staff role as the role table says: 403 when refused, never when allowed', async () => {
    const signIns = {
      owner: signedIn,
      finance: await signInNewAdmin(t, undefined, 'finance'),
      events: await signInNewAdmin(t, undefined, 'events'),
      content: await signInNewAdmin(t, undefined, 'content'),
    };
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(STAFF_ROLE_TABLE)) {
      const [method, path] = key.split(' ');
      for (const [column, role] of ROLE_COLUMNS.entries()) {
        const response = await t.http[method.toLowerCase() as 'get'](concrete(path)).set(
          'Authorization',
          signIns[role].bearer,
        );
        const refused = response.status === 403 && response.body.code === 'role_forbidden';
        if (row[column] === 'refused' && !refused)
          wrong.push(`${key} as ${role}: ${response.status}, not 403`);
        if (row[column] === 'allowed' && (response.status === 403 || response.status === 401))
          wrong.push(`${key} as ${role}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // About 450 requests and three sign-ins (each hashing a password): more than the default 30 s when
    // the machine is busy.
  }, 120_000);

  it('lets the genuine token through (the forged ones fail for their own reason)', async () => {
    await t.http.get('/api/auth/me').set('Authorization', signedIn.bearer).expect(200);
    await t.http.get('/api/admin/events').set('Authorization', signedIn.bearer).expect(200);
  });

  it('says why in JSON, with a WWW-Authenticate challenge, and tells an expired token apart', async () => {
    const missing = await t.http.get('/api/admin/events').expect(401);
    expect(missing.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Sign in as an admin to do this',
      code: 'unauthenticated',
    });
    expect(missing.headers['www-authenticate']).toBe('Bearer realm="admin"');
    const expired = await t.http
      .get('/api/admin/events')
      .set('Authorization', tokens['an expired token'] as string)
      .expect(401);
    expect(expired.body.code).toBe('token_expired');
  });
});
