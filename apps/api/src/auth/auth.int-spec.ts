import { createAdminUser } from './admin-users.js';
import { AdminUserEntity } from './admin-user.entity.js';
import { INVALID_CREDENTIALS } from './auth.service.js';
import { loadConfig } from '../config/app-config.js';
import { createApp } from '../app.factory.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { TEST_JWT_SECRET } from '../testing/test-secrets.js';
import request from 'supertest';

const PASSWORD = 'correct horse battery';

describe('admin authentication', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '3',
      LOGIN_MAX_ATTEMPTS_PER_IP: '50',
      TRUST_PROXY: 'loopback',
    });
    await createAdminUser(t.dataSource, { email: 'Priya@Foundation.org', password: PASSWORD, name: 'Priya' });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, ip = '203.0.113.1') =>
    t.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  describe('POST /api/auth/login', () => {
    it('answers an HS256 access token of about 15 minutes with issuer and audience, a refresh token and the admin', async () => {
      const response = await login('  priya@FOUNDATION.org ', PASSWORD).expect(200);
      expect(response.body).toMatchObject({
        tokenType: 'Bearer',
        expiresIn: 900,
        user: { email: 'priya@foundation.org', name: 'Priya' },
      });
      expect(response.body.user).not.toHaveProperty('passwordHash');
      expect(response.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [header, payload] = response.body.accessToken
        .split('.')
        .slice(0, 2)
        .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      expect(payload).toMatchObject({
        sub: response.body.user.id,
        iss: 'foundation-api',
        aud: 'foundation-admin',
      });
      expect(payload.exp - payload.iat).toBe(900);
    });

    it('stores refresh tokens hashed, never as given', async () => {
      const response = await login('priya@foundation.org', PASSWORD).expect(200);
      const rows = await t.dataSource.query('SELECT token_hash FROM admin_refresh_tokens');
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(response.body.refreshToken);
    });

    it('gives the same 401 message for an unknown e-mail and a wrong password', async () => {
      const unknown = await login('nobody@foundation.org', PASSWORD).expect(401);
      const wrong = await login('priya@foundation.org', 'wrong password').expect(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(unknown.body).toMatchObject({ statusCode: 401, message: INVALID_CREDENTIALS });
    });

    it.each([
      [{ password: PASSWORD }, 'E-mail is required'],
      [{ email: 'not-an-email', password: PASSWORD }, 'Enter a valid e-mail address'],
      [{ email: 'priya@foundation.org' }, 'Password is required'],
      [{ email: 'priya@foundation.org', password: '' }, 'Password is required'],
      [
        { email: 'priya@foundation.org', password: 'x'.repeat(129) },
        'Password must be at most 128 characters long',
      ],
      [{ email: ['priya@foundation.org'], password: PASSWORD }, 'E-mail is required'],
      [{ email: 'priya@foundation.org', password: PASSWORD, role: 'root' }, 'property role should not exist'],
    ])('refuses %j with 400 naming the problem', async (body, message) => {
      const response = await t.http
        .post('/api/auth/login')
        .set('X-Forwarded-For', '198.51.100.9')
        .send(body)
        .expect(400);
      expect(response.body.message).toBe(message);
    });
  });

  describe('sign-ins', () => {
    it('GET /api/auth/me answers the admin of the access token', async () => {
      const tokens = (await login('priya@foundation.org', PASSWORD).expect(200)).body;
      const me = await t.http
        .get('/api/auth/me')
        .set('Authorization', `Bearer ${tokens.accessToken}`)
        .expect(200);
      expect(me.body).toEqual(tokens.user);
    });

    it('rotates the refresh token; reusing an old one ends the whole sign-in', async () => {
      const first = (await login('priya@foundation.org', PASSWORD).expect(200)).body;
      const second = (
        await t.http.post('/api/auth/refresh').send({ refreshToken: first.refreshToken }).expect(200)
      ).body;
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.user.email).toBe('priya@foundation.org');
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${second.accessToken}`).expect(200);

      // the old token is presented again: a thief has a copy
      const reuse = await t.http
        .post('/api/auth/refresh')
        .send({ refreshToken: first.refreshToken })
        .expect(401);
      expect(reuse.body.code).toBe('session_ended');
      // ...and the legitimate successor is revoked with it
      await t.http.post('/api/auth/refresh').send({ refreshToken: second.refreshToken }).expect(401);
    });

    it('leaves other sign-ins of the same admin alone when one family is revoked', async () => {
      const a = (await login('priya@foundation.org', PASSWORD).expect(200)).body;
      const b = (await login('priya@foundation.org', PASSWORD).expect(200)).body;
      await t.http.post('/api/auth/logout').send({ refreshToken: a.refreshToken }).expect(204);
      await t.http.post('/api/auth/refresh').send({ refreshToken: a.refreshToken }).expect(401);
      await t.http.post('/api/auth/refresh').send({ refreshToken: b.refreshToken }).expect(200);
    });

    it('logout is idempotent and refuses a malformed body', async () => {
      await t.http.post('/api/auth/logout').send({ refreshToken: 'unknown-token' }).expect(204);
      await t.http.post('/api/auth/logout').send({}).expect(400);
    });

    it('refuses unknown and expired refresh tokens, and those of a deleted admin', async () => {
      await t.http
        .post('/api/auth/refresh')
        .send({ refreshToken: 'x'.repeat(43) })
        .expect(401);
      const tokens = (await login('priya@foundation.org', PASSWORD).expect(200)).body;
      await t.dataSource.query(`UPDATE admin_refresh_tokens SET expires_at = now() - interval '1 second'`);
      await t.http.post('/api/auth/refresh').send({ refreshToken: tokens.refreshToken }).expect(401);

      await createAdminUser(t.dataSource, { email: 'leaving@foundation.org', password: PASSWORD });
      const leaving = (await login('leaving@foundation.org', PASSWORD).expect(200)).body;
      await t.dataSource.getRepository(AdminUserEntity).delete({ email: 'leaving@foundation.org' });
      await t.http.post('/api/auth/refresh').send({ refreshToken: leaving.refreshToken }).expect(401);
      await t.http.get('/api/auth/me').set('Authorization', `Bearer ${leaving.accessToken}`).expect(401);
    });
  });

  describe('sign-in rate limit', () => {
    it('allows 3 failures per e-mail from one address, then answers 429 with Retry-After there even for the right password', async () => {
      await createAdminUser(t.dataSource, { email: 'target@foundation.org', password: PASSWORD });
      for (let i = 0; i < 3; i += 1) await login('target@foundation.org', 'guess', '192.0.2.1').expect(401);
      const limited = await login('target@foundation.org', PASSWORD, '192.0.2.1').expect(429);
      expect(limited.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // another address is not locked out of the e-mail
      await login('target@foundation.org', PASSWORD, '192.0.2.99').expect(200);
      // when the window has passed, the right password works again from the first address too
      await t.dataSource.query(
        `UPDATE login_rate_limits SET resets_at = now() WHERE key = 'pair:192.0.2.1:target@foundation.org'`,
      );
      await login('target@foundation.org', PASSWORD, '192.0.2.1').expect(200);
    });

    it('a successful sign-in starts the e-mail count afresh', async () => {
      await createAdminUser(t.dataSource, { email: 'typo@foundation.org', password: PASSWORD });
      await login('typo@foundation.org', 'guess', '192.0.2.50').expect(401);
      await login('typo@foundation.org', 'guess', '192.0.2.50').expect(401);
      await login('typo@foundation.org', PASSWORD, '192.0.2.50').expect(200);
      await login('typo@foundation.org', 'guess', '192.0.2.50').expect(401);
      await login('typo@foundation.org', 'guess', '192.0.2.50').expect(401);
      await login('typo@foundation.org', PASSWORD, '192.0.2.50').expect(200);
    });

    it('limits attempts per client address across e-mails, and holds across two API processes on one database', async () => {
      const strict = {
        LOGIN_MAX_ATTEMPTS_PER_IP: '4',
        LOGIN_MAX_ATTEMPTS_PER_EMAIL: '100',
        TRUST_PROXY: 'loopback',
      };
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.databaseUrl,
        UPLOADS_DIR: t.uploadsDir,
        JWT_SECRET: TEST_JWT_SECRET,
        ...strict,
      });
      const [one, two] = await Promise.all([createApp(config), createApp(config)]);
      await Promise.all([one.init(), two.init()]);
      try {
        const attempt = (app: typeof one, n: number) =>
          request(app.getHttpServer())
            .post('/api/auth/login')
            .set('X-Forwarded-For', '233.252.0.7')
            .send({ email: `someone${n}@example.org`, password: 'whatever1' });
        const statuses = [];
        for (let n = 0; n < 6; n += 1) statuses.push((await attempt(n % 2 ? two : one, n)).status);
        expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
        // another address is not affected
        await request(one.getHttpServer())
          .post('/api/auth/login')
          .set('X-Forwarded-For', '233.252.0.8')
          .send({ email: 'someone@example.org', password: 'whatever1' })
          .expect(401);
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });
  });
});
