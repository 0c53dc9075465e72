import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { createAdminUser } from './admin-users.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const PASSWORD = 'correct horse battery';
const ADMIN = 'admin@foundation.org';

/**
 * Nobody can lock the real admin out. Two client addresses on loopback, over real sockets and without
 * TRUST_PROXY (so X-Forwarded-For is ignored): 127.0.0.2 is the attacker, 127.0.0.1 the admin.
 */
describe('sign-in limits by e-mail and client address', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_ATTEMPTS_PER_EMAIL: '5',
      LOGIN_MAX_ATTEMPTS_PER_IP: '8',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '10',
      LOGIN_SLOWDOWN_STEP_MS: '50',
      LOGIN_SLOWDOWN_MAX_MS: '400',
    });
    await createAdminUser(t.dataSource, { email: ADMIN, password: PASSWORD });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query('DELETE FROM login_rate_limits'));

  /** POST /api/auth/login from `from` (a loopback address), answering the status and how long it took. */
  function signIn(from: string, email: string, password: string, headers: Record<string, string> = {}) {
    const body = JSON.stringify({ email, password });
    const started = Date.now();
    return new Promise<{ status: number; ms: number; retryAfter?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          localAddress: from,
          method: 'POST',
          path: '/api/auth/login',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              ms: Date.now() - started,
              retryAfter: res.headers['retry-after'] as string | undefined,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it("lets the admin sign in from their own address after an attacker's many failures from another", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      // A forged X-Forwarded-For naming the admin's address changes nothing: no proxy is trusted.
      statuses.push(
        (await signIn('127.0.0.2', ADMIN, `guess ${i}`, { 'X-Forwarded-For': '127.0.0.1' })).status,
      );
    }
    // Five failures for the pair (attacker, admin's e-mail), then the attacker is refused.
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
    // Refused even with the right password, from the attacker's address.
    expect((await signIn('127.0.0.2', ADMIN, PASSWORD)).status).toBe(429);

    const admin = await signIn('127.0.0.1', ADMIN, PASSWORD);
    expect(admin.status).toBe(200);
  });

  it('slows an e-mail attacked from many addresses down instead of locking it', async () => {
    // 14 failures from 127.0.0.3 ... 127.0.0.16, each address failing once: no address or pair is over.
    for (let n = 3; n < 17; n += 1) expect((await signIn(`127.0.0.${n}`, ADMIN, 'a guess')).status).toBe(401);
    // 14 failures > 10: each attempt now waits (14 - 10) x 50 ms = 200 ms before the password is checked.
    const slowed = await signIn('127.0.0.1', ADMIN, PASSWORD);
    expect(slowed.status).toBe(200);
    expect(slowed.ms).toBeGreaterThanOrEqual(200);
    // The admin's success counted against nobody: the next attempt waits the same, not more.
    const again = await signIn('127.0.0.1', ADMIN, PASSWORD);
    expect(again.status).toBe(200);
    expect(again.ms).toBeGreaterThanOrEqual(200);
  });

  it('keeps a limit of failures per address, across e-mails', async () => {
    for (let i = 0; i < 8; i += 1) {
      expect((await signIn('127.0.0.20', `someone${i}@example.org`, 'a guess')).status).toBe(401);
    }
    const refused = await signIn('127.0.0.20', ADMIN, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // another address is not affected
    expect((await signIn('127.0.0.21', ADMIN, PASSWORD)).status).toBe(200);
  });

  it('does not count successful sign-ins against the address (everyone behind one NAT)', async () => {
    // More successes than the address's limit of 8 failures, then failures still have their full allowance.
    for (let i = 0; i < 10; i += 1) expect((await signIn('127.0.0.30', ADMIN, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await signIn('127.0.0.30', ADMIN, 'typo')).status).toBe(401);
    expect((await signIn('127.0.0.30', ADMIN, PASSWORD)).status).toBe(429);
  });
});
