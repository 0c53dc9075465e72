import { type DataProvider } from 'ra-core';
import { SESSION_MESSAGES, type PublicSession } from '@foundation/shared';
import { adminDataProvider, signInNewAdmin } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { SessionsService } from './sessions.service.js';

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

const session = (overrides: Record<string, unknown> = {}) => ({
  title: 'Vedic Chanting Circle',
  instructor: 'Smt. Lakshmi Iyer',
  type: 'Chanting',
  level: 'Beginner',
  description: 'Learning and chanting Vedic hymns together.',
  days: ['tue'],
  startTime: '19:00',
  durationMinutes: 60,
  joinUrl: 'https://meet.example.org/chanting',
  status: 'ongoing',
  sortOrder: 10,
  ...overrides,
});

/** `HH:MM` in India time, `minutes` from now. */
function indiaTimeIn(minutes: number): string {
  const india = new Date(Date.now() + (330 + minutes) * 60_000);
  return `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * Sessions through the admin panel's own data provider (ra-data-simple-rest, run in Node against the
 * listening API) and the public Sessions endpoints.
 */
describe('sessions', () => {
  let t: TestApp;
  let provider: DataProvider;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ SESSION_JOIN_LINK_LEAD_MINUTES: '15' });
    const admin = await signInNewAdmin(t);
    auth = admin.bearer;
    provider = await adminDataProvider(t, admin.bearer);
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.dataSource.query('DELETE FROM sessions');
  });

  const auditOf = (id: string) =>
    t.dataSource.query(
      `SELECT action FROM audit_log WHERE resource = 'sessions' AND resource_id = $1 ORDER BY at ASC, action ASC`,
      [id],
    );
  const count = async () =>
    Number((await t.dataSource.query('SELECT count(*)::int AS n FROM sessions'))[0].n);

  it('create, list (sort, range, filter), get, getMany, update and delete, each audited', async () => {
    const { data: chanting } = await provider.create('sessions', { data: session() });
    expect(chanting).toMatchObject({
      title: 'Vedic Chanting Circle',
      days: ['tue'],
      joinUrl: expect.any(String),
    });
    const { data: dhyana } = await provider.create('sessions', {
      data: session({
        title: 'Morning Dhyana',
        instructor: 'Acharya Devendra',
        type: 'Meditation',
        days: ['sat', 'mon', 'mon'],
        startTime: '06:00',
        sortOrder: 1,
      }),
    });
    expect(dhyana.days).toEqual(['mon', 'sat']);
    const { data: past } = await provider.create('sessions', {
      data: session({
        title: 'Healing Through Sound',
        type: 'Healing',
        status: 'archived',
        days: [],
        joinUrl: '',
        participantsCount: 250,
        recordingUrl: 'https://video.example.org/sound',
        sortOrder: 5,
      }),
    });
    expect(past).toMatchObject({ joinUrl: null, participantsCount: 250 });

    const byOrder = await provider.getList('sessions', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'sortOrder', order: 'ASC' },
      filter: {},
    });
    expect(byOrder.total).toBe(3);
    expect(byOrder.data.map((s) => s.title)).toEqual(['Morning Dhyana', 'Healing Through Sound']);
    const page2 = await provider.getList('sessions', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'sortOrder', order: 'ASC' },
      filter: {},
    });
    expect(page2.data.map((s) => s.title)).toEqual(['Vedic Chanting Circle']);
    const ongoing = await provider.getList('sessions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'DESC' },
      filter: { status: 'ongoing', q: 'i' },
    });
    expect(ongoing.data.map((s) => s.id)).toEqual([chanting.id, dhyana.id]);
    const healing = await provider.getList('sessions', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: { type: 'Healing' },
    });
    expect(healing.data.map((s) => s.id)).toEqual([past.id]);
    expect((await provider.getOne('sessions', { id: dhyana.id })).data.title).toBe('Morning Dhyana');
    expect((await provider.getMany('sessions', { ids: [chanting.id, past.id] })).data).toHaveLength(2);

    // react-admin sends the whole record back, read-only fields included
    const { data: updated } = await provider.update('sessions', {
      id: chanting.id,
      data: { ...chanting, level: 'All levels' },
      previousData: chanting,
    });
    expect(updated.level).toBe('All levels');

    await provider.delete('sessions', { id: past.id, previousData: past });
    await expect(provider.getOne('sessions', { id: past.id })).rejects.toMatchObject({ status: 404 });
    expect(await auditOf(chanting.id)).toEqual([{ action: 'create' }, { action: 'update' }]);
    expect(await auditOf(past.id)).toEqual([{ action: 'create' }, { action: 'delete' }]);
  });

  it('lists sessions publicly, ongoing first, with their schedule and never a join link', async () => {
    await provider.create('sessions', {
      data: session({
        title: 'Archived',
        status: 'archived',
        days: [],
        joinUrl: null,
        participantsCount: 180,
        recordingUrl: 'https://video.example.org/sutras',
        sortOrder: 0,
      }),
    });
    await provider.create('sessions', { data: session({ days: ['mon', 'wed', 'fri'], startTime: '07:00' }) });
    const response = await t.http.get('/api/sessions').expect(200);
    const body = response.body as PublicSession[];
    expect(body.map((s) => [s.title, s.status])).toEqual([
      ['Vedic Chanting Circle', 'ongoing'],
      ['Archived', 'archived'],
    ]);
    expect(body[0].schedule).toBe('Mon, Wed, Fri, 7:00 AM IST');
    expect(body[0].nextStartAt).toEqual(expect.any(String));
    expect(body[1]).toMatchObject({
      participantsCount: 180,
      recordingUrl: 'https://video.example.org/sutras',
    });
    expect(JSON.stringify(body)).not.toContain('meet.example.org');
    expect(response.headers.etag).toBeDefined();
  });

  it('gives the join link only from the lead time before a start, and otherwise says when it starts', async () => {
    const { data: soon } = await provider.create('sessions', {
      data: session({ days: EVERY_DAY, startTime: indiaTimeIn(5), joinUrl: 'https://meet.example.org/soon' }),
    });
    const live = await t.http.get(`/api/sessions/${soon.id}/join`).expect(200);
    expect(live.body).toEqual({ joinUrl: 'https://meet.example.org/soon' });
    expect(live.headers['cache-control']).toBe('no-store');

    const { data: later } = await provider.create('sessions', {
      data: session({
        days: EVERY_DAY,
        startTime: indiaTimeIn(180),
        joinUrl: 'https://meet.example.org/later',
      }),
    });
    const early = await t.http.get(`/api/sessions/${later.id}/join`).expect(409);
    expect(early.body.message).toMatch(
      /^The next session starts at \w+day, \d{1,2} \w+, \d{1,2}:\d{2} [AP]M IST$/,
    );
    expect(JSON.stringify(early.body)).not.toContain('meet.example.org');

    // exactly at the lead time, with the service's clock: Tuesday 19:00 India is 13:30 UTC
    const { data: tuesday } = await provider.create('sessions', { data: session() });
    const service = t.app.get(SessionsService);
    await expect(service.joinLink(tuesday.id, new Date('2026-11-24T13:14:59Z'))).rejects.toMatchObject({
      message: SESSION_MESSAGES.startsAt('Tuesday, 24 November, 7:00 PM IST'),
    });
    await expect(service.joinLink(tuesday.id, new Date('2026-11-24T13:15:00Z'))).resolves.toEqual({
      joinUrl: 'https://meet.example.org/chanting',
    });

    const { data: archived } = await provider.create('sessions', {
      data: session({ status: 'archived', days: [], joinUrl: null }),
    });
    const ended = await t.http.get(`/api/sessions/${archived.id}/join`).expect(409);
    expect(ended.body.message).toBe(SESSION_MESSAGES.archived);
    await t.http.get('/api/sessions/00000000-0000-4000-8000-000000000000/join').expect(404);
  });

  it.each([
    ['title', { title: '  ' }, SESSION_MESSAGES.titleRequired],
    ['instructor', { instructor: '' }, SESSION_MESSAGES.instructorRequired],
    ['days', { days: [] }, SESSION_MESSAGES.daysRequired],
    ['joinUrl', { joinUrl: null }, SESSION_MESSAGES.joinUrlRequired],
    ['joinUrl', { joinUrl: 'http://meet.example.org/x' }, SESSION_MESSAGES.urlInvalid],
    ['recordingUrl', { recordingUrl: 'javascript:alert(1)' }, SESSION_MESSAGES.urlInvalid],
    ['startTime', { startTime: '7pm' }, SESSION_MESSAGES.timeInvalid],
  ])('refuses a bad %s with its message and writes nothing', async (field, override, message) => {
    const response = await t.http
      .post('/api/admin/sessions')
      .set('Authorization', auth)
      .send(session(override));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (response.body.fields) expect(response.body.fields[field]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('refuses wrong types, unknown days and fields, and is denied without a session', async () => {
    for (const bad of [
      { type: 'Dance' },
      { days: ['someday'] },
      { days: 'mon' },
      { durationMinutes: 0 },
      { participantsCount: -1 },
      { sortOrder: 1.5 },
      { title: 'x'.repeat(201) },
      { views: 3 },
    ]) {
      await t.http.post('/api/admin/sessions').set('Authorization', auth).send(session(bad)).expect(400);
    }
    await t.http.post('/api/admin/sessions').send(session()).expect(401);
    await t.http.get('/api/admin/sessions').expect(401);
    expect(await count()).toBe(0);
  });
});
