import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const NOTICE = {
  body: '# What we collect\n\nYour name, e-mail and phone when you register, to run the event.',
  bodyHi: '# हम क्या एकत्र करते हैं\n\nपंजीकरण पर आपका नाम, ई-मेल और फ़ोन, आयोजन चलाने के लिए।',
  grievanceOfficer: 'Grievance Officer, privacy@foundation.example, +91 98765 43210',
};

describe('privacy notice', () => {
  let t: TestApp;
  let owner: TestAdminSignIn;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInNewAdmin(t);
  });
  afterAll(() => t.close());

  const publish = (body: object) =>
    t.http.post('/api/admin/privacy-notices').set('Authorization', owner.bearer).send(body);
  const versions = async () =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM privacy_notices'))[0].n as number;

  it('answers 404 while none is published', async () => {
    const answer = await t.http.get('/api/privacy-notice').expect(404);
    expect(answer.body.code).toBe('privacy_notice_not_published');
  });

  it('publishes versions that are only added: the site shows the newest, staff see every one', async () => {
    const first = await publish(NOTICE).expect(201);
    expect(first.body).toMatchObject({ version: 1, ...NOTICE, publishedBy: owner.email });
    const shown = await t.http.get('/api/privacy-notice').expect(200);
    expect(shown.body).toEqual({
      version: 1,
      ...NOTICE,
      publishedAt: first.body.publishedAt,
    });

    // A blank Hindi twin is "not translated"; the text is kept as written, trimmed.
    const second = await publish({ ...NOTICE, body: `  ${NOTICE.body}\n\nUpdated.  `, bodyHi: '  ' }).expect(
      201,
    );
    expect(second.body).toMatchObject({ version: 2, bodyHi: null, body: `${NOTICE.body}\n\nUpdated.` });
    expect((await t.http.get('/api/privacy-notice').expect(200)).body.version).toBe(2);

    const list = await t.http
      .get('/api/admin/privacy-notices')
      .set('Authorization', owner.bearer)
      .expect(200);
    expect(list.headers['content-range']).toBe('privacy-notices 0-1/2');
    expect(list.body.map((notice: { version: number }) => notice.version)).toEqual([2, 1]);
    // The first version is as it was.
    const old = await t.http
      .get(`/api/admin/privacy-notices/${first.body.id}`)
      .set('Authorization', owner.bearer)
      .expect(200);
    expect(old.body.body).toBe(NOTICE.body);

    const audit: { action: string; resource_id: string }[] = await t.dataSource.query(
      `SELECT action, resource_id FROM audit_log WHERE resource = 'privacy-notices' ORDER BY at`,
    );
    expect(audit).toEqual([
      { action: 'create', resource_id: first.body.id },
      { action: 'create', resource_id: second.body.id },
    ]);
  });

  it('numbers versions published at the same moment one after the other', async () => {
    const before = await versions();
    const answers = await Promise.all([publish(NOTICE), publish(NOTICE), publish(NOTICE)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const numbers = answers.map((answer) => answer.body.version as number).sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2, before + 3]);
  });

  it('refuses a notice without text or grievance officer, or too long (400), and writes nothing', async () => {
    const before = await versions();
    for (const [body, field] of [
      [{ ...NOTICE, body: '   ' }, 'body'],
      [{ ...NOTICE, grievanceOfficer: '' }, 'grievanceOfficer'],
      [{ ...NOTICE, body: 'x'.repeat(50_001) }, 'body'],
      [{ ...NOTICE, bodyHi: 42 }, 'bodyHi'],
      [{ ...NOTICE, version: 99, extra: true }, 'extra'],
    ] as const) {
      const answer = await publish(body);
      expect([field, answer.status]).toEqual([field, 400]);
    }
    expect(await versions()).toBe(before);
  });

  it('is published by owners only: an events member gets 403', async () => {
    const events = await signInNewAdmin(t, undefined, 'events');
    const answer = await t.http
      .post('/api/admin/privacy-notices')
      .set('Authorization', events.bearer)
      .send(NOTICE);
    expect(answer.status).toBe(403);
  });
});
