import { randomUUID } from 'node:crypto';
import {
  CHECK_IN_MAX_BATCH,
  CHECK_IN_MESSAGES,
  CHECK_IN_TOKEN_HEADER,
  type CheckInLink,
  type CheckInScanBatchResponse,
  type CheckInScanInput,
} from '@foundation/shared';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { calendarDate, insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const SITE_URL = 'https://site.example.org';
const ADMIN_URL = 'https://admin.example.org';
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 4, minute)).toISOString();

describe('door check-in API', () => {
  let t: TestApp;
  let auth: string;
  let event: { id: string };
  let other: { id: string };

  beforeAll(async () => {
    t = await createTestApp({ SITE_URL, ADMIN_URL, CHECK_IN_SCANS_MAX_PER_CALLER: '25' });
    auth = (await signInNewAdmin(t)).bearer;
    event = await insertEvent(t.dataSource, {
      title: 'Ganga Aarti Camp',
      startDate: calendarDate(0),
      endDate: calendarDate(1),
    });
    other = await insertEvent(t.dataSource, { title: 'Another Camp' });
  });
  afterAll(() => t.close());

  const createLink = async (eventId = event.id, label = 'Main gate, Ravi') =>
    (
      await t.http
        .post('/api/admin/check-in-links')
        .set('Authorization', auth)
        .send({ eventId, label })
        .expect(201)
    ).body as CheckInLink;
  const tokenOf = (link: CheckInLink) => decodeURIComponent(link.url.split('#token=')[1]);
  const scanCount = async () =>
    ((await t.dataSource.query('SELECT count(*)::int AS n FROM check_in_scans')) as { n: number }[])[0].n;

  function device(name: string, token: string) {
    const id = randomUUID();
    return {
      id,
      sync: (scans: CheckInScanInput[]) =>
        t.http
          .post('/api/check-in/scans')
          .set(CHECK_IN_TOKEN_HEADER, token)
          .send({ device: { id, name }, scans }),
    };
  }
  const admit = (
    bookingId: string,
    admissions: number,
    scannedAt: string,
    eventId = event.id,
  ): CheckInScanInput => ({
    clientScanId: randomUUID(),
    kind: 'admit',
    eventId,
    bookingId,
    admissions,
    scannedAt,
  });

  describe('links (admin)', () => {
    it('creates a link for the event, expiring at the end of the day after it ends (India), audited', async () => {
      const link = await createLink();
      expect(link).toMatchObject({ eventId: event.id, label: 'Main gate, Ravi', revokedAt: null, scans: 0 });
      // The admin panel's origin: the check-in screen is part of its deployable.
      expect(link.url).toMatch(new RegExp(`^${ADMIN_URL}/admin/check-in#token=[A-Za-z0-9_-]{43}$`));
      // The event ends tomorrow (calendar): the link works until midnight, India time, the day after.
      expect(link.expiresAt).toBe(new Date(`${calendarDate(3)}T00:00:00+05:30`).toISOString());
      const [entry] = await t.dataSource.query(
        `SELECT action, resource FROM audit_log WHERE resource_id = $1`,
        [link.id],
      );
      expect(entry).toEqual({ action: 'create', resource: 'check-in-links' });
      // Only the hash is stored, never the secret.
      const [row] = await t.dataSource.query('SELECT token_hash FROM check_in_links WHERE id = $1', [
        link.id,
      ]);
      expect(row.token_hash).not.toContain(tokenOf(link));
    });

    it('lists an event’s links with the same URL again (derived from the id), and revokes them', async () => {
      const link = await createLink(event.id, 'Side door');
      await createLink(other.id, 'Elsewhere');
      const list = await t.http
        .get('/api/admin/check-in-links')
        .query({ filter: JSON.stringify({ eventId: event.id }) })
        .set('Authorization', auth)
        .expect(200);
      expect(list.headers['content-range']).toMatch(/^check-in-links /);
      expect((list.body as CheckInLink[]).every((l) => l.eventId === event.id)).toBe(true);
      expect((list.body as CheckInLink[]).find((l) => l.id === link.id)?.url).toBe(link.url);

      const revoked = await t.http
        .delete(`/api/admin/check-in-links/${link.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(revoked.body.revokedAt).not.toBeNull();
      const again = await t.http
        .delete(`/api/admin/check-in-links/${link.id}`)
        .set('Authorization', auth)
        .expect(200);
      expect(again.body.revokedAt).toBe(revoked.body.revokedAt);
      await t.http.delete(`/api/admin/check-in-links/${randomUUID()}`).set('Authorization', auth).expect(404);
    });

    it('refuses a link without a label or for an event that does not exist, writing nothing', async () => {
      const before = await t.dataSource.query('SELECT count(*)::int AS n FROM check_in_links');
      const blank = await t.http
        .post('/api/admin/check-in-links')
        .set('Authorization', auth)
        .send({ eventId: event.id, label: '   ' })
        .expect(400);
      expect(blank.body.message).toMatch(/who or which door/);
      await t.http
        .post('/api/admin/check-in-links')
        .set('Authorization', auth)
        .send({ eventId: randomUUID(), label: 'Gate' })
        .expect(404);
      expect(await t.dataSource.query('SELECT count(*)::int AS n FROM check_in_links')).toEqual(before);
    });
  });

  describe('a link opens its event only', () => {
    it('answers the session and the snapshot of its event, 404 for any other', async () => {
      const link = await createLink();
      const token = tokenOf(link);
      const type = await insertTicketType(t.dataSource, event.id, { name: 'Tent' });
      const booking = await insertRegistration(t.dataSource, event.id, {
        name: 'Kavya',
        ticketTypeId: type.id,
        numberOfTickets: 2,
      });
      const refunded = await insertRegistration(t.dataSource, event.id, {
        name: 'Refunded Ravi',
        completedAt: new Date(),
      });
      await t.dataSource.query(
        `INSERT INTO payment_refunds (payable_kind, payable_id, payment_id, amount_paise, status, provider, idempotency_key, reason, requested_by)
         VALUES ('registration', $1, 'pay_x', 100, 'processed', 'sandbox', 'k', 'test', 'staff')`,
        [refunded.id],
      );
      await insertRegistration(t.dataSource, event.id, { name: 'Pending Pooja', paymentStatus: 'pending' });

      const session = await t.http.get('/api/check-in/session').set(CHECK_IN_TOKEN_HEADER, token).expect(200);
      expect(session.body).toEqual({
        kind: 'link',
        events: [expect.objectContaining({ id: event.id, title: 'Ganga Aarti Camp' })],
        link: { label: 'Main gate, Ravi', expiresAt: link.expiresAt },
      });
      const snapshot = await t.http
        .get(`/api/check-in/events/${event.id}/snapshot`)
        .set(CHECK_IN_TOKEN_HEADER, token)
        .expect(200);
      expect(snapshot.headers['cache-control']).toBe('private, no-store');
      expect(snapshot.body.publicKey).toBe((await t.http.get('/api/check-in/public-key')).body.publicKey);
      const names = (snapshot.body.bookings as { name: string }[]).map((b) => b.name);
      expect(names).not.toContain('Pending Pooja');
      expect(snapshot.body.bookings).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: booking.id,
            ticketTypeName: 'Tent',
            admissions: 2,
            state: 'valid',
            checkedIn: 0,
          }),
          expect.objectContaining({ id: refunded.id, state: 'refunded' }),
        ]),
      );

      const elsewhere = await t.http
        .get(`/api/check-in/events/${other.id}/snapshot`)
        .set(CHECK_IN_TOKEN_HEADER, token)
        .expect(404);
      expect(elsewhere.body.message).toBe(CHECK_IN_MESSAGES.eventNotFound);
      const phone = device('Gate phone', token);
      const before = await scanCount();
      const otherBooking = await insertRegistration(t.dataSource, other.id);
      const refused = await phone.sync([admit(otherBooking.id, 1, at(1), other.id)]).expect(404);
      expect(refused.body.message).toBe(CHECK_IN_MESSAGES.otherEvent);
      expect(await scanCount()).toBe(before);
      // Nor can it read another event's scan back by naming its scan id.
      const theirs = admit(otherBooking.id, 1, at(2), other.id);
      await t.http
        .post('/api/check-in/scans')
        .set('Authorization', auth)
        .send({ device: { id: randomUUID(), name: 'Other gate' }, scans: [theirs] })
        .expect(200);
      const probe = await phone.sync([{ ...theirs, eventId: event.id }]).expect(404);
      expect(probe.body.message).toBe(CHECK_IN_MESSAGES.otherEvent);
    });

    it('lets an admin check in any event, with the Bearer session', async () => {
      const session = await t.http.get('/api/check-in/session').set('Authorization', auth).expect(200);
      expect(session.body.kind).toBe('admin');
      expect((session.body.events as { id: string }[]).map((e) => e.id)).toEqual(
        expect.arrayContaining([event.id, other.id]),
      );
      await t.http.get(`/api/check-in/events/${other.id}/snapshot`).set('Authorization', auth).expect(200);
      await t.http
        .get(`/api/check-in/events/${randomUUID()}/snapshot`)
        .set('Authorization', auth)
        .expect(404);
    });

    it('answers 401 with a message the screen can show for a revoked, expired or unknown link', async () => {
      const revoked = await createLink();
      await t.http.delete(`/api/admin/check-in-links/${revoked.id}`).set('Authorization', auth).expect(200);
      const expired = await createLink();
      await t.dataSource.query(
        `UPDATE check_in_links SET expires_at = now() - interval '1 second' WHERE id = $1`,
        [expired.id],
      );
      const cases: [string, string, string][] = [
        [tokenOf(revoked), 'check_in_link_revoked', CHECK_IN_MESSAGES.linkRevoked],
        [tokenOf(expired), 'check_in_link_expired', CHECK_IN_MESSAGES.linkExpired],
        ['A'.repeat(43), 'check_in_link_unknown', CHECK_IN_MESSAGES.linkUnknown],
        ['short', 'check_in_link_unknown', CHECK_IN_MESSAGES.linkUnknown],
      ];
      const before = await scanCount();
      for (const [token, code, message] of cases) {
        for (const call of [
          t.http.get('/api/check-in/session'),
          t.http.get(`/api/check-in/events/${event.id}/snapshot`),
          t.http.post('/api/check-in/scans').send({ device: { id: randomUUID(), name: 'x' }, scans: [] }),
        ]) {
          const response = await call.set(CHECK_IN_TOKEN_HEADER, token).expect(401);
          expect(response.body).toMatchObject({ statusCode: 401, code, message });
        }
      }
      expect(await scanCount()).toBe(before);
    });
  });

  describe('syncing scans', () => {
    it('gives exactly one check-in per admission when three phones scanned the same tickets offline, and tells each', async () => {
      const token = tokenOf(await createLink());
      const single = await insertRegistration(t.dataSource, event.id, {
        name: 'Single Sita',
        numberOfTickets: 1,
      });
      const group = await insertRegistration(t.dataSource, event.id, {
        name: 'Group Gopal',
        numberOfTickets: 3,
      });
      const a = device('Gate A', token);
      const b = device('Gate B', token);
      const c = device('Gate C', token);
      // Offline, each phone admitted what it saw; B saw Sita first (minute 0), C let one of Gopal's in first.
      const aScans = [admit(single.id, 1, at(10)), admit(group.id, 2, at(11))];
      const bScans = [admit(single.id, 1, at(0)), admit(group.id, 2, at(12))];
      const cScans = [admit(single.id, 1, at(13)), admit(group.id, 1, at(5))];

      const fromA = (await a.sync(aScans).expect(200)).body as CheckInScanBatchResponse;
      expect(fromA.results.map((r) => [r.outcome, r.admitted])).toEqual([
        ['admitted', 1],
        ['admitted', 2],
      ]);
      const fromB = (await b.sync(bScans).expect(200)).body as CheckInScanBatchResponse;
      // B's Sita scan was earlier: it wins; A's becomes the conflict, which B (the winner) hears of now.
      expect(fromB.results.map((r) => [r.outcome, r.admitted])).toEqual([
        ['admitted', 1],
        ['conflict', 1],
      ]);
      expect(fromB.results[1].firstScan).toEqual({ at: at(11), device: 'Gate A' });
      expect(fromB.conflicts.map((r) => r.clientScanId)).toEqual([aScans[0].clientScanId]);
      const fromC = (await c.sync(cScans).expect(200)).body as CheckInScanBatchResponse;
      expect(fromC.results.map((r) => [r.outcome, r.admitted])).toEqual([
        ['conflict', 0],
        ['admitted', 1],
      ]);
      expect(fromC.results[0].firstScan).toEqual({ at: at(0), device: 'Gate B' });
      expect(fromC.results[0].booking).toEqual({ id: single.id, checkedIn: 1, admissions: 1 });
      expect(fromC.results[1].booking).toEqual({ id: group.id, checkedIn: 3, admissions: 3 });

      // Exactly one check-in per admission.
      const [{ single: s, group: g }] = await t.dataSource.query(
        `SELECT sum(admitted) FILTER (WHERE booking_id = $1)::int AS single, sum(admitted) FILTER (WHERE booking_id = $2)::int AS "group"
           FROM check_in_scans WHERE kind = 'admit'`,
        [single.id, group.id],
      );
      expect([s, g]).toEqual([1, 3]);

      // C's earlier scan of Gopal took B's last admission: C, now first, hears of it at once.
      expect(fromC.conflicts.map((r) => [r.clientScanId, r.admitted])).toEqual([[bScans[1].clientScanId, 0]]);

      // Each phone hears of the conflicts its scans were in, on its next sync (here: a replay of its last):
      // A lost Sita to B, and was first for Gopal when B's scan of him was left short.
      const nextA = (await a.sync([aScans[1]]).expect(200)).body as CheckInScanBatchResponse;
      expect(nextA.conflicts.map((r) => r.clientScanId).sort()).toEqual(
        [aScans[0].clientScanId, bScans[1].clientScanId].sort(),
      );
      expect(nextA.conflicts.find((r) => r.clientScanId === bScans[1].clientScanId)?.scan.device).toBe(
        'Gate B',
      );
      const nextB = (await b.sync([bScans[0]]).expect(200)).body as CheckInScanBatchResponse;
      // B's group scan lost its last admission to C's earlier one; B also learns C tried Sita after it.
      expect(nextB.conflicts.map((r) => r.clientScanId).sort()).toEqual(
        [bScans[1].clientScanId, cScans[0].clientScanId].sort(),
      );
      expect(nextB.conflicts.find((r) => r.clientScanId === bScans[1].clientScanId)).toMatchObject({
        outcome: 'conflict',
        admitted: 0,
      });
      const nextC = (await c.sync([cScans[1]]).expect(200)).body as CheckInScanBatchResponse;
      expect(nextC.conflicts).toEqual([]);
      // Told once.
      expect(((await a.sync([aScans[1]]).expect(200)).body as CheckInScanBatchResponse).conflicts).toEqual(
        [],
      );
    });

    it('changes nothing when a batch is replayed', async () => {
      const token = tokenOf(await createLink());
      const booking = await insertRegistration(t.dataSource, event.id, { numberOfTickets: 2 });
      const phone = device('Replay phone', token);
      const scans = [admit(booking.id, 2, at(20))];
      const first = (await phone.sync(scans).expect(200)).body as CheckInScanBatchResponse;
      const rows = await scanCount();
      const again = (await phone.sync(scans).expect(200)).body as CheckInScanBatchResponse;
      expect(again.results).toEqual(first.results);
      expect(again.counts).toEqual(first.counts);
      expect(await scanCount()).toBe(rows);
      // The same scan twice in one batch is one scan.
      const twice = (await phone.sync([scans[0], scans[0]]).expect(200)).body as CheckInScanBatchResponse;
      expect(twice.results[1]).toEqual(twice.results[0]);
      expect(await scanCount()).toBe(rows);
    });

    it('undoes an admit (idempotently), even when the undo arrives first', async () => {
      const token = tokenOf(await createLink());
      const booking = await insertRegistration(t.dataSource, event.id, { numberOfTickets: 3 });
      const phone = device('Undo phone', token);
      const first = admit(booking.id, 2, at(30));
      const undo: CheckInScanInput = {
        clientScanId: randomUUID(),
        kind: 'undo',
        eventId: event.id,
        bookingId: booking.id,
        undoes: first.clientScanId,
        scannedAt: at(31),
      };
      const response = (await phone.sync([first, undo]).expect(200)).body as CheckInScanBatchResponse;
      expect(response.results.map((r) => r.outcome)).toEqual(['undone', 'undone']);
      expect(response.results[1].booking).toEqual({ id: booking.id, checkedIn: 0, admissions: 3 });
      const replay = (await phone.sync([undo]).expect(200)).body as CheckInScanBatchResponse;
      expect(replay.results[0].booking?.checkedIn).toBe(0);
      // A new admit after the undo counts.
      const again = (await phone.sync([admit(booking.id, 3, at(32))]).expect(200))
        .body as CheckInScanBatchResponse;
      expect(again.results[0]).toMatchObject({ outcome: 'admitted', admitted: 3 });

      // Another phone's undo synced before the admit it names: the admit arrives undone.
      const late = admit(booking.id, 1, at(33));
      const early = device('Early undo', token);
      await early
        .sync([
          {
            clientScanId: randomUUID(),
            kind: 'undo',
            eventId: event.id,
            bookingId: booking.id,
            undoes: late.clientScanId,
            scannedAt: at(34),
          },
        ])
        .expect(200);
      const arrived = (await phone.sync([late]).expect(200)).body as CheckInScanBatchResponse;
      expect(arrived.results[0]).toMatchObject({ outcome: 'undone', admitted: 0 });
    });

    it('refuses unknown bookings, other events’ bookings and cancelled or refunded ones', async () => {
      const refunded = await insertRegistration(t.dataSource, event.id, { completedAt: new Date() });
      await t.dataSource.query(
        `INSERT INTO payment_refunds (payable_kind, payable_id, payment_id, amount_paise, status, provider, idempotency_key, reason, requested_by)
         VALUES ('registration', $1, 'pay_y', 100, 'pending', 'sandbox', 'k2', 'test', 'attendee')`,
        [refunded.id],
      );
      const failed = await insertRegistration(t.dataSource, event.id, { paymentStatus: 'failed' });
      const elsewhere = await insertRegistration(t.dataSource, other.id);
      const response = (
        await t.http
          .post('/api/check-in/scans')
          .set('Authorization', auth)
          .send({
            device: { id: randomUUID(), name: 'Admin phone' },
            scans: [
              admit(randomUUID(), 1, at(40)),
              admit(elsewhere.id, 1, at(40)),
              admit(refunded.id, 1, at(40)),
              admit(failed.id, 1, at(40)),
            ],
          })
          .expect(200)
      ).body as CheckInScanBatchResponse;
      expect(response.results.map((r) => [r.outcome, r.admitted, r.booking])).toEqual([
        ['unknown-booking', 0, null],
        ['not-for-this-event', 0, null],
        ['cancelled', 0, { id: refunded.id, checkedIn: 0, admissions: 1 }],
        ['unknown-booking', 0, { id: failed.id, checkedIn: 0, admissions: 1 }],
      ]);
    });

    it('refuses a malformed batch with a 400 naming the problem, writing nothing', async () => {
      const token = tokenOf(await createLink());
      const booking = await insertRegistration(t.dataSource, event.id);
      const good = admit(booking.id, 1, at(50));
      const deviceInfo = { id: randomUUID(), name: 'Hostile' };
      const bodies: [unknown, RegExp][] = [
        [[], /JSON object/],
        [{ scans: [good] }, /device is required/],
        [{ device: { id: 'x', name: 'n' }, scans: [good] }, /device.id/],
        [{ device: { ...deviceInfo, name: '' }, scans: [good] }, /device.name/],
        [{ device: deviceInfo, scans: 'all' }, /scans must be a list/],
        [{ device: deviceInfo }, /scans must be a list/],
        [
          { device: deviceInfo, scans: Array.from({ length: CHECK_IN_MAX_BATCH + 1 }, () => good) },
          /at most 200/,
        ],
        [{ device: deviceInfo, scans: [{ ...good, bookingId: "1' OR 1=1 --" }] }, /scans\[0\].bookingId/],
        [{ device: deviceInfo, scans: [{ ...good, admissions: 0 }] }, /admissions/],
        [{ device: deviceInfo, scans: [{ ...good, admissions: 1.5 }] }, /admissions/],
        [{ device: deviceInfo, scans: [{ ...good, admissions: '1' }] }, /admissions/],
        [{ device: deviceInfo, scans: [{ ...good, scannedAt: 'yesterday' }] }, /scannedAt/],
        [{ device: deviceInfo, scans: [{ ...good, scannedAt: '2999-01-01T00:00:00Z' }] }, /scannedAt/],
        [
          { device: deviceInfo, scans: [good, { ...good, clientScanId: randomUUID(), kind: 'teleport' }] },
          /scans\[1\].kind/,
        ],
        [{ device: deviceInfo, scans: [{ ...good, kind: 'undo' }] }, /undoes/],
        [{ device: deviceInfo, scans: [{ ...good, clientScanId: 'x'.repeat(101) }] }, /clientScanId/],
      ];
      const before = await scanCount();
      for (const [body, message] of bodies) {
        const response = await t.http
          .post('/api/check-in/scans')
          .set(CHECK_IN_TOKEN_HEADER, token)
          .send(body as object);
        expect([response.status, response.body.message]).toEqual([400, expect.stringMatching(message)]);
      }
      expect(await scanCount()).toBe(before);
    });

    it('limits the syncs of one link (429 with Retry-After), not those of another', async () => {
      const token = tokenOf(await createLink());
      const booking = await insertRegistration(t.dataSource, event.id);
      const phone = device('Busy phone', token);
      const scan = admit(booking.id, 1, at(55));
      for (let i = 0; i < 25; i += 1) await phone.sync([scan]).expect(200);
      const refused = await phone.sync([scan]).expect(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.body.message).toMatch(/^Too many check-in syncs/);
      await device('Other link', tokenOf(await createLink()))
        .sync([scan])
        .expect(200);
    });
  });

  describe('figures and the registrations list (admin)', () => {
    it('shows expected and checked-in admissions by ticket type and device, and the checked-in column and filter', async () => {
      const camp = await insertEvent(t.dataSource, { title: 'Figures Camp' });
      const tent = await insertTicketType(t.dataSource, camp.id, { name: 'Tent' });
      const dorm = await insertTicketType(t.dataSource, camp.id, { name: 'Dorm' });
      const kiran = await insertRegistration(t.dataSource, camp.id, {
        name: 'Kiran',
        ticketTypeId: tent.id,
        numberOfTickets: 3,
      });
      const lata = await insertRegistration(t.dataSource, camp.id, {
        name: 'Lata',
        ticketTypeId: dorm.id,
        numberOfTickets: 1,
      });
      await insertRegistration(t.dataSource, camp.id, {
        name: 'Failed Farah',
        paymentStatus: 'failed',
        ticketTypeId: dorm.id,
      });
      const token = tokenOf(await createLink(camp.id));
      await device('North gate', token)
        .sync([admit(kiran.id, 2, at(1), camp.id)])
        .expect(200);
      await device('South gate', token)
        .sync([admit(kiran.id, 3, at(2), camp.id)])
        .expect(200);

      const figures = await t.http
        .get(`/api/admin/events/${camp.id}/check-in`)
        .set('Authorization', auth)
        .expect(200);
      expect(figures.body).toEqual({
        expected: 4,
        checkedIn: 3,
        byTicketType: [
          { ticketTypeName: 'Dorm', expected: 1, checkedIn: 0 },
          { ticketTypeName: 'Tent', expected: 3, checkedIn: 3 },
        ],
        byDevice: [
          { device: 'North gate', checkedIn: 2, lastScanAt: at(1) },
          { device: 'South gate', checkedIn: 1, lastScanAt: at(2) },
        ],
        // No walk-ins at this event (walk-ins.int-spec.ts counts them).
        walkIns: [],
      });
      await t.http.get(`/api/admin/events/${randomUUID()}/check-in`).set('Authorization', auth).expect(404);

      const list = async (filter: Record<string, unknown>) =>
        (
          await t.http
            .get('/api/admin/registrations')
            .query({ filter: JSON.stringify({ eventId: camp.id, ...filter }) })
            .set('Authorization', auth)
            .expect(200)
        ).body as { id: string; checkedIn: number; lastCheckedInAt: string | null }[];
      const checkedIn = await list({ checkedIn: true });
      expect(checkedIn.map((r) => [r.id, r.checkedIn, r.lastCheckedInAt])).toEqual([[kiran.id, 3, at(2)]]);
      expect((await list({ checkedIn: false })).map((r) => r.id)).toContain(lata.id);
      await t.http
        .get('/api/admin/registrations')
        .query({ filter: JSON.stringify({ checkedIn: 'maybe' }) })
        .set('Authorization', auth)
        .expect(400);
    });
  });
});
