import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';

const runtimeConfig = {
  apiUrl: 'https://api.example.org',
  siteUrl: 'https://example.org',
  adminUrl: 'https://admin.example.org',
};

describe('createSiteServer with an internal API address', () => {
  let root;
  let server;
  let base;
  const fetchImpl = jest.fn(async () =>
    Response.json({
      title: 'Raja Yoga Retreat',
      startDate: '2030-03-10',
      endDate: '2030-03-12',
      location: 'Rishikesh',
      description: '<p>Seven days.</p>',
      imageUrl: '/uploads/retreat.webp',
    }),
  );

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<head><!-- app-head: x --><title>Yoga Foundation</title><!-- app-head-end --></head>',
    );
    server = createSiteServer({ root, runtimeConfig, apiInternalUrl: 'http://api/', fetchImpl });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('fetches page data from the internal address; the page and its runtime config name the public API', async () => {
    const html = await (await fetch(`${base}/events/raja-yoga-retreat`)).text();
    expect(fetchImpl).toHaveBeenCalledWith('http://api/api/events/raja-yoga-retreat', expect.anything());
    expect(html).toContain('<title>Raja Yoga Retreat | Yoga Foundation</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://api.example.org/uploads/retreat.webp" />',
    );
    expect(html).not.toContain('http://api/');
    // The runtime configuration is in the page, as JSON the app reads (src/config.ts): no script of its own.
    const config = /<script id="foundation-config" type="application\/json">([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(config?.[1] ?? 'null')).toMatchObject({ apiUrl: 'https://api.example.org' });
    expect((await fetch(`${base}/runtime-config.js`)).status).toBe(404);
  });
});

describe('createSiteServer when a deploy replaces the built files while it runs', () => {
  let root;
  let server;
  let base;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'site-server-deploy-'));
    writeFileSync(path.join(root, 'index.html'), '<head><title>Yoga Foundation</title></head>');
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'assets', 'old-abc123.js'), 'console.log("old");');
    writeFileSync(path.join(root, 'assets', 'old-abc123.js.br'), 'compressed');
    server = createSiteServer({ root, runtimeConfig, fetchImpl: async () => Response.json({}) });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 404 for an asset removed after start and keeps serving, instead of crashing', async () => {
    rmSync(path.join(root, 'assets', 'old-abc123.js.br'));
    rmSync(path.join(root, 'assets', 'old-abc123.js'));
    writeFileSync(path.join(root, 'assets', 'new-def456.js'), 'console.log("new");');

    const gone = await fetch(`${base}/assets/old-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(gone.status).toBe(404);
    const added = await fetch(`${base}/assets/new-def456.js`);
    expect(added.status).toBe(200);
    expect(await added.text()).toBe('console.log("new");');
    expect(added.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
