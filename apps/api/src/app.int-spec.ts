import { createTestApp, type TestApp } from './testing/test-app.js';

describe('API core', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'http://site.test,http://admin.test', BODY_LIMIT_BYTES: '2048' });
  });
  afterAll(() => t.close());

  it('reports health with the database checked', async () => {
    const response = await t.http.get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('serves the OpenAPI document listing the public routes', async () => {
    const response = await t.http.get('/api/docs-json').expect(200);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/events', '/api/events/{slug}', '/api/community-programs', '/api/health']),
    );
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await t.http.get('/api/no-such-thing').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers invalid JSON with a JSON 400, and oversize bodies with 413, never 500', async () => {
    const invalid = await t.http
      .post('/api/events')
      .set('Content-Type', 'application/json')
      .send('{"title":')
      .expect(400);
    expect(invalid.body.statusCode).toBe(400);
    const huge = await t.http
      .post('/api/events')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ title: 'x'.repeat(5000) }))
      .expect(413);
    expect(huge.body).toMatchObject({ statusCode: 413, message: 'request entity too large' });
  });

  it('allows the configured origins and exposes Content-Range, and no others', async () => {
    const allowed = await t.http.get('/api/events').set('Origin', 'http://admin.test').expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://admin.test');
    expect(allowed.headers['access-control-expose-headers']).toContain('Content-Range');
    const other = await t.http.get('/api/events').set('Origin', 'http://evil.test').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends security headers (helmet) and hides the framework', async () => {
    const response = await t.http.get('/api/health');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves uploaded files with long cache headers, and a JSON 404 for missing ones', async () => {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${t.uploadsDir}/hello.txt`, 'hi');
    const found = await t.http.get('/uploads/hello.txt').expect(200);
    expect(found.headers['cache-control']).toContain('max-age=31536000');
    expect(found.headers['cache-control']).toContain('immutable');
    const missing = await t.http.get('/uploads/missing.webp').expect(404);
    expect(missing.body.statusCode).toBe(404);
  });
});
