import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInNewAdmin } from '../testing/admin-sign-in.js';
import { insertEvent } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MailService } from './mail.service.js';

describe('admin mail outbox API', () => {
  let t: TestApp;
  let auth: string;
  let mailDir: string;
  const ids: Record<string, string> = {};

  /** A message queued as the product queues them, then given a state and a date for the test. */
  async function queue(
    key: string,
    message: { kind: 'registration-receipt' | 'donation-thanks'; recipient: string; subject: string },
    state: { status: string; attempts: number; lastError?: string; createdAt: string; sent?: boolean },
  ) {
    await t.dataSource.transaction((manager) =>
      t.app.get(MailService).enqueue(manager, {
        ...message,
        dedupeKey: `${message.kind}:${key}`,
        textBody: `Text of ${key}`,
        htmlBody: `<p>HTML of ${key}</p>`,
        attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: `BEGIN:${key}` }],
      }),
    );
    const [[row]] = (await t.dataSource.query(
      `UPDATE mail_outbox SET status = $2, attempts = $3, last_error = $4, created_at = $5,
              sent_at = CASE WHEN $6 THEN $5::timestamptz + interval '1 minute' END
        WHERE dedupe_key = $1 RETURNING id`,
      [
        `${message.kind}:${key}`,
        state.status,
        state.attempts,
        state.lastError ?? null,
        state.createdAt,
        state.sent ?? false,
      ],
    )) as [{ id: string }[], number];
    ids[key] = row.id;
  }

  beforeAll(async () => {
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-outbox-mail-'));
    t = await createTestApp({ MAIL_DIR: mailDir });
    auth = (await signInNewAdmin(t)).bearer;
    // 2030-03-01 10:00 UTC is 15:30 on 1 March in India; 2030-03-02 20:00 UTC is 01:30 on 3 March there.
    await queue(
      'asha',
      { kind: 'registration-receipt', recipient: 'asha@example.org', subject: 'Your booking for Satsang' },
      { status: 'sent', attempts: 1, createdAt: '2030-03-01T10:00:00Z', sent: true },
    );
    await queue(
      'ravi',
      { kind: 'donation-thanks', recipient: 'ravi@example.org', subject: 'Thank you for your gift' },
      {
        status: 'failed',
        attempts: 8,
        lastError: '550 mailbox unavailable',
        createdAt: '2030-03-02T20:00:00Z',
      },
    );
    await queue(
      'meera',
      { kind: 'registration-receipt', recipient: 'meera@example.org', subject: 'Your booking for Yoga Camp' },
      // Waiting for its next attempt, an hour from now: the sender leaves it alone during the test.
      { status: 'pending', attempts: 2, lastError: 'Connection timeout', createdAt: '2030-03-04T10:00:00Z' },
    );
    await t.dataSource.query(
      `UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id = $1`,
      [ids.meera],
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.http.get(url).set('Authorization', auth);
  const filter = (value: object) => `filter=${encodeURIComponent(JSON.stringify(value))}`;
  const keys = async (query: string) => {
    const body = (await get(`/api/admin/mail-outbox?${query}`).expect(200)).body as { id: string }[];
    return body.map((m) => Object.keys(ids).find((key) => ids[key] === m.id) ?? m.id);
  };

  it('lists every queued e-mail newest first with the screen’s fields, never the body', async () => {
    const response = await get('/api/admin/mail-outbox?range=[0,24]').expect(200);
    expect(response.headers['content-range']).toBe('mail-outbox 0-2/3');
    expect(response.body.map((m: { id: string }) => m.id)).toEqual([ids.meera, ids.ravi, ids.asha]);
    expect(response.body[1]).toEqual({
      id: ids.ravi,
      recipient: 'ravi@example.org',
      subject: 'Thank you for your gift',
      kind: 'donation-thanks',
      status: 'failed',
      attempts: 8,
      lastError: '550 mailbox unavailable',
      nextAttemptAt: expect.any(String),
      sentAt: null,
      createdAt: '2030-03-02T20:00:00.000Z',
      resendOf: null,
    });
    expect(response.body[2]).toMatchObject({ status: 'sent', sentAt: '2030-03-01T10:01:00.000Z' });
    expect(JSON.stringify(response.body)).not.toContain('HTML of');
  });

  it('filters by status, kind, recipient or subject, and India calendar days; sorts and pages', async () => {
    expect(await keys(filter({ status: 'failed' }))).toEqual(['ravi']);
    expect(await keys(filter({ kind: 'registration-receipt' }))).toEqual(['meera', 'asha']);
    expect(await keys(filter({ q: 'MEERA@' }))).toEqual(['meera']);
    expect(await keys(filter({ q: 'gift' }))).toEqual(['ravi']);
    // ravi's message was queued on 3 March in India (2 March in UTC).
    expect(await keys(filter({ createdFrom: '2030-03-03', createdTo: '2030-03-03' }))).toEqual(['ravi']);
    expect(await keys(filter({ createdTo: '2030-03-02' }))).toEqual(['asha']);
    expect(await keys(filter({ createdFrom: '2030-03-02' }))).toEqual(['meera', 'ravi']);
    expect(await keys(`sort=${encodeURIComponent('["recipient","ASC"]')}`)).toEqual([
      'asha',
      'meera',
      'ravi',
    ]);
    const page = await get('/api/admin/mail-outbox?range=[1,1]').expect(200);
    expect(page.headers['content-range']).toBe('mail-outbox 1-1/3');
    expect(await keys(filter({ id: [ids.asha] }))).toEqual(['asha']);
  });

  it('answers one message, 404 for an unknown one and 400 for bad queries', async () => {
    expect((await get(`/api/admin/mail-outbox/${ids.asha}`).expect(200)).body).toMatchObject({
      recipient: 'asha@example.org',
      kind: 'registration-receipt',
    });
    expect(
      (await get('/api/admin/mail-outbox/6f1c1a52-5d55-4a43-9f43-4b4bc0b6e7a1').expect(404)).body.message,
    ).toBe('E-mail not found');
    await get('/api/admin/mail-outbox/not-a-uuid').expect(400);
    for (const bad of [
      filter({ status: 'lost' }),
      filter({ kind: 'spam' }),
      filter({ createdFrom: '2030-02-30' }),
      filter({ createdTo: 'yesterday' }),
      filter({ body: 'x' }),
      `sort=${encodeURIComponent('["text_body","ASC"]')}`,
    ]) {
      const response = await get(`/api/admin/mail-outbox?${bad}`).expect(400);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it('sends a sent message again as a new entry, leaving the original as it was', async () => {
    const before = (await get(`/api/admin/mail-outbox/${ids.asha}`).expect(200)).body;
    const response = await t.http
      .post(`/api/admin/mail-outbox/${ids.asha}/resend`)
      .set('Authorization', auth)
      .expect(201);
    expect(response.body).toMatchObject({
      recipient: 'asha@example.org',
      subject: 'Your booking for Satsang',
      kind: 'registration-receipt',
      resendOf: ids.asha,
    });
    expect(response.body.id).not.toBe(ids.asha);
    await t.app.get(MailService).flush();

    const copy = (await get(`/api/admin/mail-outbox/${response.body.id}`).expect(200)).body;
    expect(copy).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(String) });
    expect((await get(`/api/admin/mail-outbox/${ids.asha}`).expect(200)).body).toEqual(before);
    // The same message went out again, attachment included.
    const files = readdirSync(mailDir).filter((file) => file.includes(response.body.id));
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(mailDir, files[0]), 'utf8');
    expect(eml).toContain('To: asha@example.org');
    expect(eml).toContain('Text of asha');
    expect(eml).toContain('event.ics');
    // Both show in the list: what happened stays visible.
    expect(await keys(filter({ q: 'asha@' }))).toEqual(['asha', response.body.id]);
  });

  it('sends a failed message again; refuses while it or a copy of it still waits', async () => {
    const first = await t.http
      .post(`/api/admin/mail-outbox/${ids.ravi}/resend`)
      .set('Authorization', auth)
      .expect(201);
    await t.app.get(MailService).flush();
    // As if the copy were still waiting for a mail server: a second click must not queue another.
    await t.dataSource.query(`UPDATE mail_outbox SET status = 'pending' WHERE id = $1`, [first.body.id]);
    const refused = await t.http
      .post(`/api/admin/mail-outbox/${ids.ravi}/resend`)
      .set('Authorization', auth)
      .expect(409);
    expect(refused.body.message).toBe(
      'This e-mail is already waiting to be sent; it will go out without being sent again',
    );
    await t.http.post(`/api/admin/mail-outbox/${ids.meera}/resend`).set('Authorization', auth).expect(409);
    const [{ count }] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE resend_of = ANY($1::uuid[])`,
      [[ids.ravi, ids.meera]],
    )) as { count: number }[];
    expect(count).toBe(1);
    await t.http
      .post('/api/admin/mail-outbox/6f1c1a52-5d55-4a43-9f43-4b4bc0b6e7a1/resend')
      .set('Authorization', auth)
      .expect(404);
  });

  it('queues the receipt of a real registration with its kind', async () => {
    const event = await insertEvent(t.dataSource, { title: 'Kirtan Evening', isPaid: false });
    await t.http
      .post('/api/registrations')
      .send({
        eventSlug: event.urlSlug,
        numberOfTickets: 1,
        name: 'Gita Das',
        email: 'gita@example.org',
        phone: '+919800000001',
        address: 'Pune',
      })
      .expect(201);
    const [message] = (await get(`/api/admin/mail-outbox?${filter({ q: 'gita@' })}`).expect(200)).body;
    expect(message).toMatchObject({ kind: 'registration-receipt', recipient: 'gita@example.org' });
  });

  it('is denied without a session, and writes nothing', async () => {
    const count = async () =>
      ((await t.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox')) as { n: number }[])[0].n;
    const before = await count();
    await t.http.get('/api/admin/mail-outbox').expect(401);
    await t.http.get(`/api/admin/mail-outbox/${ids.asha}`).expect(401);
    await t.http.post(`/api/admin/mail-outbox/${ids.asha}/resend`).expect(401);
    await t.http
      .post(`/api/admin/mail-outbox/${ids.asha}/resend`)
      .set('Authorization', 'Bearer not-a-token')
      .expect(401);
    expect(await count()).toBe(before);
  });
});
