import { createAdminUser } from './admin-users.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'correct horse battery';

/**
 * Ending a sign-in ends its access tokens at once, not after their 15 minutes: the token names its sign-in
 * (sid) and every admin request checks it against PostgreSQL, which every API process shares (kept in a
 * process for at most SIGN_IN_CHECK_CACHE_MS).
 */
describe('access tokens end with their sign-in', () => {
  let t: TestApp;
  let second: ApiProcess;

  beforeAll(async () => {
    t = await createTestApp();
    second = await startApiProcess({ DATABASE_URL: t.databaseUrl, UPLOADS_DIR: t.uploadsDir });
  }, 60000);
  afterAll(async () => {
    await second?.stop();
    await t?.close();
  });

  let n = 0;
  async function signIn() {
    n += 1;
    const email = `revoked-${n}@example.org`;
    const admin = await createAdminUser(t.dataSource, { email, password: PASSWORD });
    const response = await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    return {
      adminId: admin.id,
      accessToken: response.body.accessToken as string,
      refreshToken: response.body.refreshToken as string,
    };
  }
  const meHere = (token: string) => t.http.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
  const meThere = (token: string) =>
    fetch(`${second.url}/api/auth/me`, { headers: { Authorization: `Bearer ${token}` } });
  /** Asks the second process until it refuses the token; answers how long that took. */
  async function msUntilRefusedThere(token: string): Promise<number> {
    const started = Date.now();
    for (;;) {
      const response = await meThere(token);
      if (response.status === 401) return Date.now() - started;
      expect(response.status).toBe(200);
      if (Date.now() - started > 5000) throw new Error('the second process still accepts the token');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('names its sign-in in the access token', async () => {
    const { accessToken } = await signIn();
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses the access token right after sign-out, in the process that signed out and in a second one', async () => {
    const tokens = await signIn();
    await meHere(tokens.accessToken).expect(200);
    // The second process has seen the sign-in live (and may keep that answer for SIGN_IN_CHECK_CACHE_MS).
    expect((await meThere(tokens.accessToken)).status).toBe(200);

    await t.http.post('/api/auth/logout').send({ refreshToken: tokens.refreshToken }).expect(204);

    const refused = await meHere(tokens.accessToken).expect(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="admin"');
    // Default SIGN_IN_CHECK_CACHE_MS is 1000 ms: refused there within about a second, not 15 minutes.
    expect(await msUntilRefusedThere(tokens.accessToken)).toBeLessThan(1500);
  });

  it('refuses the access tokens of a sign-in whose refresh token was reused', async () => {
    const tokens = await signIn();
    const refreshed = await t.http
      .post('/api/auth/refresh')
      .send({ refreshToken: tokens.refreshToken })
      .expect(200);
    await meHere(refreshed.body.accessToken).expect(200);
    // The old refresh token comes back: someone copied it, the whole sign-in ends.
    await t.http.post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }).expect(401);
    await meHere(refreshed.body.accessToken).expect(401);
    await meHere(tokens.accessToken).expect(401);
    expect(await msUntilRefusedThere(refreshed.body.accessToken)).toBeLessThan(1500);
  });

  it('refuses the access tokens of a removed admin in every process', async () => {
    const tokens = await signIn();
    expect((await meThere(tokens.accessToken)).status).toBe(200);
    await t.dataSource.query('DELETE FROM admin_users WHERE id = $1', [tokens.adminId]);
    expect(await msUntilRefusedThere(tokens.accessToken)).toBeLessThan(1500);
    await meHere(tokens.accessToken).expect(401);
  });

  it('keeps other sign-ins of the same admin open', async () => {
    const email = 'two-devices@example.org';
    await createAdminUser(t.dataSource, { email, password: PASSWORD });
    const login = () => t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const [laptop, phone] = [await login(), await login()];
    await t.http.post('/api/auth/logout').send({ refreshToken: laptop.body.refreshToken }).expect(204);
    await meHere(laptop.body.accessToken).expect(401);
    await meHere(phone.body.accessToken).expect(200);
    expect((await meThere(phone.body.accessToken)).status).toBe(200);
  });
});
