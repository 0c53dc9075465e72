#!/usr/bin/env node
// @ts-check
// Walks the deploy path for a plain VM (docs/operations.md, "Deploying on a plain VM") from a fresh clone, the
// way an operator would, and proves the result answers:
//   1. git clone of this repository's HEAD into a temporary folder
//   2. npm ci
//   3. npm run build
//   4. node apps/api/dist/database/cli.js migrate            (against DATABASE_URL)
//   5. node apps/api/dist/main.js, node apps/site/server/main.mjs, node tools/deploy/serve-admin.mjs
//   6. GET /api/health is 200 with the database up; the site's / and the admin's /admin/ answer 200
// With DATABASE_URL set it uses that PostgreSQL (an empty database); without it, the clone's embedded
// PostgreSQL stands in for the VM's server. Prints each step's time; exits non-zero on any failure. Not part of
// `npm test` (it installs and builds everything again: several minutes). Usage: node tools/deploy/vm-check.mjs
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../lib/free-port.mjs';
import { ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';

const work = mkdtempSync(path.join(os.tmpdir(), 'foundation-vm-'));
chmodSync(work, 0o755); // the embedded server runs as the 'postgres' user when we are root
const app = path.join(work, 'app');
/** @type {{ name: string, child: import('node:child_process').ChildProcess, output: () => string }[]} */
const children = [];
let database;
/** @type {[title: string, seconds: number][]} */
const timings = [];

/** @template T @param {string} title @param {() => Promise<T>} action @returns {Promise<T>} */
async function step(title, action) {
  const started = Date.now();
  process.stdout.write(`${title} ... `);
  const result = await action();
  const seconds = (Date.now() - started) / 1000;
  timings.push([title, seconds]);
  console.log(`${seconds.toFixed(1)} s`);
  return result;
}

/** @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} env */
function start(name, args, env) {
  const child = spawn('node', args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  children.push({ name, child, output: () => output });
  return child;
}

/**
 * @param {string} url @param {import('node:child_process').ChildProcess} child
 * @param {(response: Response, body: string) => boolean} check @param {number} [timeoutMs]
 */
async function waitFor(url, child, check, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the process exited (code ${child.exitCode}) before ${url} answered`);
    try {
      const response = await fetch(url);
      const body = await response.text();
      last = `${response.status} ${body.slice(0, 200)}`;
      if (check(response, body)) return last;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer as expected within ${timeoutMs / 1000} s (last: ${last})`);
}

let failed = false;
try {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', CI: 'true' };
  delete env.npm_config_prefix;
  await step('git clone (fresh copy of HEAD)', () =>
    run('git', ['clone', '--quiet', ROOT, app], { quiet: true }),
  );
  await step('npm ci', () => run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: app, env, quiet: true }));
  await step('npm run build', () => run('npm', ['run', 'build'], { cwd: app, env, quiet: true }));

  database = await step(
    process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PostgreSQL (embedded)',
    async () => {
      const { startDatabase } = await import(pathToFileURL(path.join(app, 'tools/lib/database.mjs')).href);
      return startDatabase({ dataDir: path.join(work, 'postgres'), databaseName: 'foundation' });
    },
  );

  const [apiPort, sitePort, adminPort] = [await freePort(), await freePort(), await freePort()];
  const urls = {
    api: `http://127.0.0.1:${apiPort}`,
    site: `http://127.0.0.1:${sitePort}`,
    admin: `http://127.0.0.1:${adminPort}`,
  };
  const { privateKey } = generateKeyPairSync('ed25519');
  const production = {
    ...env,
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    UPLOADS_DIR: path.join(work, 'uploads'),
    JWT_SECRET: randomBytes(48).toString('base64'),
    BOOKING_LINK_SECRET: randomBytes(48).toString('base64'),
    TICKET_SIGNING_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    // Placeholders of the right shape: the check never calls Razorpay.
    RAZORPAY_KEY_ID: 'rzp_test_vmcheck000000',
    RAZORPAY_KEY_SECRET: randomBytes(18).toString('base64url'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(18).toString('base64url'),
    SITE_URL: urls.site,
    ADMIN_URL: urls.admin,
    API_URL: urls.api,
    CORS_ORIGINS: `${urls.site},${urls.admin}`,
  };

  await step('migrate', () =>
    run('node', ['apps/api/dist/database/cli.js', 'migrate'], { cwd: app, env: production, quiet: true }),
  );
  await step('start the API and answer /api/health', () => {
    const api = start('api', ['apps/api/dist/main.js'], {
      ...production,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
    });
    return waitFor(
      `${urls.api}/api/health`,
      api,
      (response, body) => response.status === 200 && JSON.parse(body).database === 'up',
    );
  });
  await step('start the site server and answer /', () => {
    const site = start('site', ['apps/site/server/main.mjs'], {
      ...production,
      PORT: String(sitePort),
      HOST: '127.0.0.1',
    });
    return waitFor(
      `${urls.site}/`,
      site,
      (response, body) => response.status === 200 && body.includes('<html'),
    );
  });
  await step('start the admin server and answer /admin/', () => {
    const admin = start('admin', ['tools/deploy/serve-admin.mjs'], {
      ...production,
      PORT: String(adminPort),
      HOST: '127.0.0.1',
    });
    return waitFor(
      `${urls.admin}/admin/`,
      admin,
      (response, body) => response.status === 200 && body.includes('runtime-config.js'),
    );
  });
  const total = timings.reduce((sum, [, seconds]) => sum + seconds, 0);
  console.log(
    `\nDeploy check passed in ${total.toFixed(0)} s: ${urls.api}/api/health answered with the database up.`,
  );
} catch (error) {
  failed = true;
  console.error(`\nDeploy check FAILED: ${/** @type {Error} */ (error).message}`);
  for (const { name, output } of children) {
    if (output()) console.error(`--- ${name} output ---\n${output().slice(-3000)}`);
  }
} finally {
  for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
  await Promise.all(
    children.map(({ child }) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  );
  await database?.stop();
  rmSync(work, { recursive: true, force: true });
  process.exitCode = failed ? 1 : 0;
}
