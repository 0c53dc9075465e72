// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startDatabase } from './database.mjs';
import { freePort } from './free-port.mjs';
import { ADMIN_DIST, API_DIST, DEMO_SEED, ROOT, SITE_DIST } from './paths.mjs';
import { run } from './run.mjs';
import { demoStaff } from '../demo-data/staff.mjs';
import { localSecrets } from './secrets.mjs';

export const DEMO_ADMIN = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@foundation.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'yoga-admin-demo',
};

/** Every demo sign-in: the owner, then one member of each other staff role (same password). */
export const DEMO_SIGN_INS = [
  { role: 'owner', email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  ...demoStaff(DEMO_ADMIN.email).map(({ role, email }) => ({ role, email, password: DEMO_ADMIN.password })),
];

/**
 * Runs the whole product from its production builds: PostgreSQL (embedded under `varDir`, or DATABASE_URL),
 * migrations, demo seed, the API as its own process, the site's server and the admin panel's static server.
 * Used by `npm start` and by the end-to-end tests. Ports of 0 mean "any free port".
 *
 * @param {{ varDir: string, apiPort?: number, sitePort?: number, adminPort?: number, databasePort?: number, host?: string, seed?: boolean, log?: (message: string) => void, apiEnv?: Record<string, string> }} options
 */
export async function startStack({
  varDir,
  apiPort = 0,
  sitePort = 0,
  adminPort = 0,
  databasePort,
  host = '127.0.0.1',
  seed = true,
  log = (message) => console.log(message),
  apiEnv = {},
}) {
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stop = async () => {
    for (const step of stops.reverse()) {
      await step().catch((/** @type {Error} */ error) => log(`While stopping: ${error.message}`));
    }
    stops.length = 0;
  };
  try {
    const database = await startDatabase({ dataDir: path.join(varDir, 'postgres'), port: databasePort });
    stops.push(() => database.stop());

    const ports = {
      api: apiPort || (await freePort()),
      site: sitePort || (await freePort()),
      admin: adminPort || (await freePort()),
    };
    const urls = {
      api: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${ports.api}`,
      site: `http://localhost:${ports.site}`,
      admin: `http://localhost:${ports.admin}/admin/`,
    };
    const origins = [
      `http://localhost:${ports.site}`,
      `http://127.0.0.1:${ports.site}`,
      `http://localhost:${ports.admin}`,
      `http://127.0.0.1:${ports.admin}`,
    ];
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      UPLOADS_DIR: process.env.UPLOADS_DIR ?? path.join(varDir, 'uploads'),
      DEMO_ADMIN_EMAIL: DEMO_ADMIN.email,
      DEMO_ADMIN_PASSWORD: DEMO_ADMIN.password,
      // The API has no built-in JWT key: the stack's own, generated once under varDir.
      ...localSecrets(varDir),
      // Check-in links for volunteers (the demo's, the admin's) open this stack's admin panel.
      ADMIN_URL: process.env.ADMIN_URL ?? new URL(urls.admin).origin,
      ...apiEnv,
    };
    const cli = path.join(API_DIST, 'database/cli.js');
    log(await run('node', [cli, 'migrate'], { env, cwd: ROOT, quiet: true }).then((out) => out.trim()));
    if (seed) log(await run('node', [DEMO_SEED], { env, cwd: ROOT, quiet: true }).then((out) => out.trim()));

    const api = spawn('node', [path.join(API_DIST, 'main.js')], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(ports.api),
        HOST: host,
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? origins.join(','),
        // Links in e-mails (the booking page) point at this stack's site.
        SITE_URL: process.env.SITE_URL ?? urls.site.replace(/\/$/, ''),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    stops.push(() => stopProcess(api));
    await waitForHealth(`${urls.api}/api/health`, api);

    const runtimeConfig = {
      apiUrl: urls.api,
      siteUrl: urls.site.replace(/\/$/, ''),
      adminUrl: urls.admin.replace(/\/admin\/$/, ''),
    };
    // The site's own server fills each page's head from the API (link previews, SEO); see apps/site/server.
    // Loaded only now, like the admin's static server: both use the built shared library, which `npm start`
    // and the benchmarks build first (a fresh clone has none when this module is imported).
    const { createSiteServer } = await import('../../apps/site/server/site-server.mjs');
    const { createStaticServer, listen } = await import('./static-server.mjs');
    const { parseVideoHostsSetting } = await import('@foundation/shared');
    // The same VIDEO_HOSTS the API validates the About video against: the CSP frames exactly those players.
    const videoHosts = parseVideoHostsSetting(process.env.VIDEO_HOSTS);
    const site = await listen(
      createSiteServer({ root: SITE_DIST, runtimeConfig, videoHosts }),
      ports.site,
      host,
    );
    stops.push(() => closeServer(site));
    const admin = await listen(
      createStaticServer({ root: ADMIN_DIST, runtimeConfig, basePath: '/admin/' }),
      ports.admin,
      host,
    );
    stops.push(() => closeServer(admin));

    return {
      urls,
      databaseUrl: database.url,
      admin: DEMO_ADMIN,
      signIns: DEMO_SIGN_INS,
      apiProcess: api,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** @param {string} url @param {import('node:child_process').ChildProcess} child @param {number} [timeoutMs] */
async function waitForHealth(url, child, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited during start-up (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s (${url})`);
}

/**
 * SIGTERM (the API drains in-flight requests), then SIGKILL if it is still there after 10 s.
 *
 * @param {import('node:child_process').ChildProcess} child @param {number} [graceMs]
 * @returns {Promise<void>}
 */
function stopProcess(child, graceMs = 10000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** @param {import('node:http').Server} server @returns {Promise<void>} */
function closeServer(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
