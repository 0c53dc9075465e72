import { TEST_TICKET_SIGNING_KEY } from './testing/test-secrets.js';
import { createTestApp, type TestApp } from './testing/test-app.js';

/** Parses a CSP into `{ directive: [sources] }`. */
const csp = (value: string | undefined) =>
  Object.fromEntries(
    (value ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

describe('security headers of the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-like-secret-of-at-least-32-bytes',
      BOOKING_LINK_SECRET: 'a-production-like-link-secret-of-32-bytes',
      TICKET_SIGNING_PRIVATE_KEY: TEST_TICKET_SIGNING_KEY,
      RAZORPAY_KEY_ID: 'rzp_test_Headers00000000',
      RAZORPAY_KEY_SECRET: 'headers-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'headers-webhook-secret',
    });
  });
  afterAll(() => t.close());

  it.each(['/api/events', '/api/health', '/api/events/no-such-event', '/api/admin/events', '/api/nowhere'])(
    '%s: a CSP that allows nothing, HSTS, nosniff, no framing, no referrer',
    async (url) => {
      const response = await t.http.get(url);
      const policy = csp(response.headers['content-security-policy']);
      expect(policy['default-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets only the OpenAPI UI load its own scripts, never inline ones', async () => {
    const response = await t.http.get('/api/docs/').expect(200);
    expect(response.text).toContain('swagger-ui-init.js');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('security headers outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends no HSTS (local http) but everything else', async () => {
    const response = await t.http.get('/api/events').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(csp(response.headers['content-security-policy'])['default-src']).toEqual(["'none'"]);
  });
});
