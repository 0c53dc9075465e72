import { insertEvent, insertRegistration, insertTicketType } from '../testing/fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('opens only with the METRICS_TOKEN bearer token', async () => {
    const missing = await t.http.get('/api/metrics').expect(401);
    expect(missing.body).toMatchObject({ statusCode: 401, code: 'metrics_unauthorized' });
    await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t.http
      .get('/api/metrics')
      .set('Authorization', `Bearer ${TOKEN.slice(0, -1)}`)
      .expect(401);
    await t.http.get('/api/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('answers the Prometheus text format: requests by route, latencies, registrations by status, live holds', async () => {
    const event = await insertEvent(t.dataSource, { isPaid: true, price: 100 });
    const type = await insertTicketType(t.dataSource, event.id, { price: 100, availableQuantity: 10 });
    const inAnHour = new Date(Date.now() + 3600_000);
    await insertRegistration(t.dataSource, event.id, {
      ticketTypeId: type.id,
      paymentStatus: 'pending',
      numberOfTickets: 2,
      holdExpiresAt: inAnHour,
    });
    await insertRegistration(t.dataSource, event.id, {
      ticketTypeId: type.id,
      paymentStatus: 'pending',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await insertRegistration(t.dataSource, event.id, { ticketTypeId: type.id, paymentStatus: 'completed' });
    await t.http.get(`/api/events/${event.urlSlug}`).expect(200);
    await t.http.get(`/api/events/${event.urlSlug}`).expect(200); // from the cache: counted under the same route
    await t.http.get('/api/events/no-such-event').expect(404);

    const response = await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.text;
    expect(text).toContain(
      'foundation_api_http_requests_total{method="GET",route="/api/events/:slug",status="200"} 2',
    );
    expect(text).toContain(
      'foundation_api_http_requests_total{method="GET",route="/api/events/:slug",status="404"} 1',
    );
    expect(text).toMatch(
      /foundation_api_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/events\/:slug",status_class="2xx"\} \d+/,
    );
    expect(text).toContain('foundation_registrations{status="pending"} 2');
    expect(text).toContain('foundation_registrations{status="completed"} 1');
    expect(text).toContain('foundation_registrations{status="failed"} 0');
    expect(text).toContain('foundation_registration_holds_pending 1');
    expect(text).toContain('foundation_registration_held_seats 2');
    expect(text).toMatch(/foundation_api_public_cache_hits_total [1-9]/);
    expect(text).toContain('foundation_api_process_cpu_user_seconds_total');
    // unknown paths are one label, never one series per URL
    await t.http.get('/api/some/random/path').expect(404);
    const again = await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(again.text).toContain('route="unmatched",status="404"');
    expect(again.text).not.toContain('/api/some/random/path');
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist (404), with or without a token', async () => {
    await t.http.get('/api/metrics').expect(404);
    await t.http.get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
  });
});
