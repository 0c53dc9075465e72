import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';

const TOOLS = path.resolve(__dirname, '..');

/** Parses a CSP into `{ directive: [sources] }`. */
const csp = (value: string | undefined) =>
  Object.fromEntries(
    (value ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  ) as Record<string, string[]>;

describe('security headers of the site and the admin panel (libs/shared/src/security-headers.ts)', () => {
  let root: string;
  const servers: Server[] = [];
  const API = 'http://127.0.0.1:3999';

  // The site as deployed: its own server (apps/site/server); the admin panel: the local static server (nginx
  // in the deployment, whose template is checked below).
  async function serve(app: 'site' | 'admin', production: boolean, videoHosts?: string[]) {
    const runtimeConfig = {
      apiUrl: API,
      siteUrl: 'http://localhost:4200',
      adminUrl: 'http://localhost:4300',
    };
    let server: Server;
    if (app === 'site') {
      const { createSiteServer } = await import('../../apps/site/server/site-server.mjs');
      server = createSiteServer({ root, runtimeConfig, production, videoHosts });
    } else {
      const { createStaticServer } = await import('./static-server.mjs');
      server = createStaticServer({ root, runtimeConfig, basePath: '/admin/', production });
    }
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return request(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'foundation-headers-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><head><!-- app-head: --><!-- app-head-end --></head>',
    );
    writeFileSync(path.join(root, 'assets/app-1234.js'), 'console.log(1)');
    writeFileSync(path.join(root, 'check-in.html'), '<!doctype html><title>Check-in</title>');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(root, { recursive: true, force: true });
  });

  it('site: scripts only from itself and Razorpay Checkout, Razorpay frames, the API for connections, no inline script', async () => {
    const http = await serve('site', true);
    for (const url of [
      '/',
      '/events/some-retreat',
      '/assets/app-1234.js',
      '/robots.txt',
      '/assets/missing.js',
    ]) {
      const response = await http.get(url);
      const policy = csp(response.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", 'https://checkout.razorpay.com']);
      // Checkout's frames on any razorpay.com host, the hand-over to UPI apps on phones, and the About
      // video's privacy-enhanced player (VIDEO_HOSTS, YouTube by default); nothing else
      expect(policy['frame-src']).toEqual([
        'https://*.razorpay.com',
        'upi:',
        'intent:',
        'tez:',
        'gpay:',
        'phonepe:',
        'paytmmp:',
        'bhim:',
        'credpay:',
        'https://www.youtube-nocookie.com',
      ]);
      expect(policy['connect-src']).toEqual(["'self'", API, 'https://*.razorpay.com']);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('site: frames exactly the configured video host (VIDEO_HOSTS), never another one', async () => {
    const vimeo = csp(
      (await (await serve('site', false, ['vimeo'])).get('/about-us')).headers['content-security-policy'],
    );
    expect(
      vimeo['frame-src'].filter((source) => source.startsWith('https://') && !source.includes('razorpay')),
    ).toEqual(['https://player.vimeo.com']);
    const none = csp(
      (await (await serve('site', false, [])).get('/about-us')).headers['content-security-policy'],
    );
    expect(none['frame-src'].join(' ')).not.toMatch(/youtube|vimeo/);
  });

  it('admin: scripts only from itself, connections to itself and the API, no frames at all', async () => {
    const http = await serve('admin', false);
    for (const url of ['/admin/', '/admin/events/1', '/runtime-config.js', '/']) {
      const response = await http.get(url);
      const policy = csp(response.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'", API]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(response.headers['strict-transport-security']).toBeUndefined(); // not production
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('admin: only the door check-in page may use the camera and compile WebAssembly, and it is its own page', async () => {
    const http = await serve('admin', false);
    for (const url of ['/admin/check-in', '/admin/check-in/', '/admin/check-in?event=1']) {
      const response = await http.get(url);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>Check-in</title>');
      const policy = csp(response.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy['connect-src']).toEqual(["'self'", API]);
      expect(response.headers['permissions-policy']).toMatch(/^camera=\(self\), microphone=\(\)/);
    }
    for (const url of ['/admin/', '/admin/events/1', '/admin/check-in-other', '/admin/assets/app-1234.js']) {
      const response = await http.get(url);
      expect(csp(response.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
      expect(response.headers['permissions-policy']).toMatch(/^camera=\(\), /);
    }
  });

  it('the admin panel’s nginx configuration in the deployment carries the same headers (generated, up to date)', async () => {
    const { NGINX_FILES } = await import('../deploy/generate-nginx.mjs');
    const { securityHeaders } = await import('@foundation/shared');
    expect(Object.keys(NGINX_FILES)).toEqual(['nginx-admin.conf.template']);
    for (const [file, render] of Object.entries(NGINX_FILES as Record<string, () => string>)) {
      const committed = readFileSync(path.join(TOOLS, 'deploy', file), 'utf8');
      expect({ file, text: committed }).toEqual({ file, text: render() });
      const expected = securityHeaders('admin', { apiUrl: '${API_ORIGIN}', production: true }) as Record<
        string,
        string
      >;
      // every location repeats every header (nginx does not inherit add_header into a location with its own)
      const locations = committed.split(/\n\s*location /).slice(1);
      expect(locations.length).toBeGreaterThanOrEqual(3);
      // the check-in page's own location: camera and WebAssembly there, nowhere else
      const checkIn = locations.filter((location) => location.includes('camera=(self)'));
      expect(checkIn).toHaveLength(1);
      expect(checkIn[0]).toMatch(/^~ \^\/admin\/check-in\/\?\$ \{/);
      expect(checkIn[0]).toContain("'wasm-unsafe-eval'");
      expect(locations.filter((location) => location.includes('wasm-unsafe-eval'))).toHaveLength(1);
      for (const location of locations) {
        for (const name of Object.keys(expected)) expect(location).toContain(`add_header ${name} `);
      }
    }
  });
});
