import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAdminUser } from './admin-users.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { signInNewAdmin, type TestAdminSignIn } from '../testing/admin-sign-in.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'a long enough password';

/** The one-time link's secret, from the invitation e-mail queued in the outbox. */
async function mailedToken(t: TestApp, email: string): Promise<string> {
  const rows: { textBody: string }[] = await t.dataSource.query(
    `SELECT text_body AS "textBody" FROM mail_outbox WHERE kind = 'staff-invite' AND recipient = $1
      ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const match = /set-password#token=([A-Za-z0-9_-]+)/.exec(rows[0]?.textBody ?? '');
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1];
}

describe('staff accounts', () => {
  let t: TestApp;
  let owner: TestAdminSignIn;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signInNewAdmin(t, 'first-owner@example.org', 'owner');
  });
  afterAll(() => t.close());

  const asOwner = () => ({
    get: (url: string) => t.http.get(url).set('Authorization', owner.bearer),
    post: (url: string) => t.http.post(url).set('Authorization', owner.bearer),
    put: (url: string) => t.http.put(url).set('Authorization', owner.bearer),
  });

  it('invites a member by e-mail; the one-time link sets a password once, and the member signs in', async () => {
    const invited = await asOwner()
      .post('/api/admin/staff')
      .send({ email: '  Priya@Example.org ', name: 'Priya', role: 'finance' })
      .expect(201);
    expect(invited.body).toMatchObject({
      email: 'priya@example.org',
      name: 'Priya',
      role: 'finance',
      status: 'invited',
      lastSignInAt: null,
      disabled: false,
    });
    expect(new Date(invited.body.inviteExpiresAt).getTime()).toBeGreaterThan(Date.now() + 71 * 3600 * 1000);
    const token = await mailedToken(t, 'priya@example.org');
    expect(invited.body.inviteUrl).toContain(`/admin/set-password#token=${token}`);

    // Not able to sign in before setting a password (the same answer as a wrong password).
    await t.http.post('/api/auth/login').send({ email: 'priya@example.org', password: PASSWORD }).expect(401);

    const described = await t.http.get(`/api/auth/invitations/${token}`).expect(200);
    expect(described.body).toMatchObject({ email: 'priya@example.org', name: 'Priya' });

    // A password outside the policy changes nothing and keeps the link.
    const weak = await t.http.post(`/api/auth/invitations/${token}`).send({ password: 'short' }).expect(400);
    expect(weak.body.message).toBe('Password must be at least 8 characters long');
    await t.http.post(`/api/auth/invitations/${token}`).send({ password: PASSWORD }).expect(200);

    // Single use.
    const again = await t.http.post(`/api/auth/invitations/${token}`).send({ password: 'another password' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invite_used');
    await t.http.get(`/api/auth/invitations/${token}`).expect(409);

    const signedIn = await t.http
      .post('/api/auth/login')
      .send({ email: 'priya@example.org', password: PASSWORD })
      .expect(200);
    expect(signedIn.body.user.role).toBe('finance');
    const list = await asOwner().get('/api/admin/staff?filter={"q":"priya"}').expect(200);
    expect(list.headers['content-range']).toBe('staff 0-0/1');
    expect(list.body[0].status).toBe('active');
    expect(Date.now() - new Date(list.body[0].lastSignInAt).getTime()).toBeLessThan(60_000);
    const audit: { action: string }[] = await t.dataSource.query(
      `SELECT action FROM audit_log WHERE resource = 'staff' AND resource_id = $1 ORDER BY at`,
      [invited.body.id],
    );
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it('refuses an unknown link (404) and an expired one (409), and a bad invitation (400, 409)', async () => {
    await t.http.get('/api/auth/invitations/not-a-real-token').expect(404);
    const unknown = await t.http.post('/api/auth/invitations/not-a-real-token').send({ password: PASSWORD });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('invite_not_found');

    await asOwner().post('/api/admin/staff').send({ email: 'late@example.org', role: 'events' }).expect(201);
    const token = await mailedToken(t, 'late@example.org');
    await t.dataSource.query(
      `UPDATE staff_invites SET expires_at = now() - interval '1 second'
        WHERE admin_user_id = (SELECT id FROM admin_users WHERE email = 'late@example.org')`,
    );
    const expired = await t.http.post(`/api/auth/invitations/${token}`).send({ password: PASSWORD });
    expect(expired.status).toBe(409);
    expect(expired.body.code).toBe('invite_expired');
    const [late] = await t.dataSource.query(
      `SELECT password_hash FROM admin_users WHERE email = 'late@example.org'`,
    );
    expect(late.password_hash).toBeNull();

    // A new link replaces the old one.
    const member = await asOwner().get('/api/admin/staff?filter={"q":"late@"}').expect(200);
    await asOwner().post(`/api/admin/staff/${member.body[0].id}/invite`).expect(200);
    const fresh = await mailedToken(t, 'late@example.org');
    expect(fresh).not.toBe(token);
    await t.http.post(`/api/auth/invitations/${fresh}`).send({ password: PASSWORD }).expect(200);

    const taken = await asOwner()
      .post('/api/admin/staff')
      .send({ email: 'LATE@example.org', role: 'content' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('staff_email_taken');
    const badRole = await asOwner().post('/api/admin/staff').send({ email: 'x@example.org', role: 'admin' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.fields.role).toBe('Role must be one of: owner, finance, events, content');
    expect(
      await t.dataSource.getRepository(AdminUserEntity).exists({ where: { email: 'x@example.org' } }),
    ).toBe(false);
  });

  it('never lets a member raise their own role: a finance user changing their own role gets 403', async () => {
    const finance = await signInNewAdmin(t, 'finance-self@example.org', 'finance');
    const refused = await t.http
      .put(`/api/admin/staff/${finance.adminId}`)
      .set('Authorization', finance.bearer)
      .send({ role: 'owner' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'role_forbidden' });
    const [row] = await t.dataSource.query(`SELECT role FROM admin_users WHERE id = $1`, [finance.adminId]);
    expect(row.role).toBe('finance');
  });

  it('disables a member: their sign-ins end at once, they cannot sign in, and enabling lets them in again', async () => {
    const member = await signInNewAdmin(t, 'leaving@example.org', 'events');
    const before = await t.http.get('/api/admin/events').set('Authorization', member.bearer);
    expect([before.status, before.body]).toEqual([200, []]);
    const disabled = await asOwner()
      .put(`/api/admin/staff/${member.adminId}`)
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', disabled: true });
    const refused = await t.http.get('/api/admin/events').set('Authorization', member.bearer);
    expect(refused.status).toBe(401);
    await t.http.post('/api/auth/refresh').send({ refreshToken: member.refreshToken }).expect(401);
    const signIn = await t.http
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password });
    expect(signIn.status).toBe(401);
    expect(signIn.body.code).toBe('account_disabled');

    await asOwner().put(`/api/admin/staff/${member.adminId}`).send({ disabled: false }).expect(200);
    await t.http.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
  });

  it('refuses bad input with 4xx and writes nothing', async () => {
    const member = await signInNewAdmin(t, 'steady@example.org', 'content');
    for (const body of [
      { role: 'root' },
      { disabled: 'yes' },
      { name: 'x'.repeat(201) },
      { password: 'x' },
    ]) {
      const answer = await asOwner().put(`/api/admin/staff/${member.adminId}`).send(body);
      expect(answer.status).toBe(400);
    }
    await asOwner().put('/api/admin/staff/not-a-uuid').send({ role: 'events' }).expect(400);
    await asOwner()
      .put('/api/admin/staff/00000000-0000-4000-8000-000000000000')
      .send({ role: 'events' })
      .expect(404);
    const [row] = await t.dataSource.query(`SELECT role, name FROM admin_users WHERE id = $1`, [
      member.adminId,
    ]);
    expect(row).toEqual({ role: 'content', name: 'Test Admin' });
  });

  it('creates members with a role from the command line (npm run admin:create -- --role finance)', async () => {
    const cli = path.resolve(__dirname, '../../dist/database/cli.js');
    const run = promisify(execFile);
    const env = { ...process.env, DATABASE_URL: t.databaseUrl };
    const { stdout } = await run(
      'node',
      [
        cli,
        'create-admin',
        '--email',
        'cli-finance@example.org',
        '--password',
        PASSWORD,
        '--role',
        'finance',
      ],
      { env },
    );
    expect(stdout).toContain('Created admin cli-finance@example.org (finance)');
    await expect(
      run(
        'node',
        [cli, 'create-admin', '--email', 'cli-x@example.org', '--password', PASSWORD, '--role', 'boss'],
        {
          env,
        },
      ),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('"boss" is not a staff role') });
    const created = await createAdminUser(t.dataSource, {
      email: 'default-role@example.org',
      password: PASSWORD,
    });
    expect(created.role).toBe('owner');
  });

  it('keeps the last owner: neither demoted nor disabled, while another owner may step down', async () => {
    // One owner left: the others of this file step down first (one app per file: Passport's strategy is global).
    const only = owner;
    await t.dataSource.query(`UPDATE admin_users SET role = 'content' WHERE role = 'owner' AND id <> $1`, [
      owner.adminId,
    ]);
    const demote = await t.http
      .put(`/api/admin/staff/${only.adminId}`)
      .set('Authorization', only.bearer)
      .send({ role: 'content' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('last_owner');
    const disable = await t.http
      .put(`/api/admin/staff/${only.adminId}`)
      .set('Authorization', only.bearer)
      .send({ disabled: true });
    expect(disable.status).toBe(409);

    // An invited owner who never set a password does not count: they cannot sign in.
    await t.http
      .post('/api/admin/staff')
      .set('Authorization', only.bearer)
      .send({ email: 'pending-owner@example.org', role: 'owner' })
      .expect(201);
    expect(
      (
        await t.http
          .put(`/api/admin/staff/${only.adminId}`)
          .set('Authorization', only.bearer)
          .send({ role: 'events' })
      ).status,
    ).toBe(409);

    const second = await signInNewAdmin(t, 'second-owner@example.org', 'owner');
    const stepDown = await t.http
      .put(`/api/admin/staff/${only.adminId}`)
      .set('Authorization', only.bearer)
      .send({ role: 'events' })
      .expect(200);
    expect(stepDown.body.role).toBe('events');
    // Now an events member: the staff routes are closed to them at once.
    await t.http.get('/api/admin/staff').set('Authorization', only.bearer).expect(403);
    // And the remaining owner is the last one.
    const last = await t.http
      .put(`/api/admin/staff/${second.adminId}`)
      .set('Authorization', second.bearer)
      .send({ disabled: true });
    expect(last.status).toBe(409);
    // Concurrent demotions of two owners by each other leave one owner.
    await t.http
      .put(`/api/admin/staff/${only.adminId}`)
      .set('Authorization', second.bearer)
      .send({ role: 'owner' })
      .expect(200);
    const answers = await Promise.all([
      t.http
        .put(`/api/admin/staff/${only.adminId}`)
        .set('Authorization', second.bearer)
        .send({ role: 'content' }),
      t.http
        .put(`/api/admin/staff/${second.adminId}`)
        .set('Authorization', only.bearer)
        .send({ role: 'content' }),
    ]);
    // The one that waited is refused: the last owner (409), or, when the first change reached the guard
    // before it, the role it no longer has (403).
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const owners = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM admin_users WHERE role = 'owner' AND password_hash IS NOT NULL`,
    );
    expect(owners[0].n).toBe(1);
  });
});
