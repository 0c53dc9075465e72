// @ts-check
// The harness of the export benchmarks (csv-export, form-10bd): a fresh embedded PostgreSQL in a temporary
// folder, the API's production build migrated into it with one admin, the caller's seed and baseline run on
// a plain connection, then the API started as its own process and signed in. `measureStream` times one
// export to its last byte while sampling the API process's resident memory. Never part of `npm test`.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDatabase } from '../../lib/database.mjs';
import { freePort } from '../../lib/free-port.mjs';
import { API_DIST, ROOT } from '../../lib/paths.mjs';
import { run } from '../../lib/run.mjs';
import { randomSecret } from '../../lib/secrets.mjs';

const EMAIL = 'bench@foundation.local';
const PASSWORD = 'bench-password-1';

/**
 * Runs `measure({ base, accessToken, pid, prepared })` against a started API whose database was filled by
 * `prepare(client)` (its answer is `prepared`: a baseline, the seeded year...). `nodeArgs` go to the API's
 * node (a heap limit, say). Everything started is stopped and removed, whatever happens.
 *
 * @template P, R
 * @param {{ prepare: (client: pg.Client) => Promise<P>, measure: (api: { base: string, accessToken: string, pid: number, prepared: P }) => Promise<R>, nodeArgs?: string[] }} options
 * @returns {Promise<R>}
 */
export async function withSeededApi({ prepare, measure, nodeArgs = [] }) {
  delete process.env.DATABASE_URL; // always a fresh embedded database, never someone's real one
  console.log('Building the API (cached)...');
  await run('npx', ['nx', 'run', '@foundation/api:build', '--outputStyle=static'], {
    cwd: ROOT,
    quiet: true,
  });

  const varDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-bench-'));
  chmodSync(varDir, 0o755);
  const database = await startDatabase({ dataDir: path.join(varDir, 'postgres'), databaseName: 'bench' });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let api;
  try {
    const env = {
      ...process.env,
      DATABASE_URL: database.url,
      // Outside production the demonstration 80G registration is configured (Form 10BD prints its URN).
      NODE_ENV: 'development',
      JWT_SECRET: randomSecret(), // the API has no built-in key
      UPLOADS_DIR: path.join(varDir, 'uploads'),
    };
    const cli = path.join(API_DIST, 'database/cli.js');
    await run('node', [cli, 'migrate'], { env, cwd: ROOT, quiet: true });
    await run('node', [cli, 'create-admin', '--email', EMAIL, '--password', PASSWORD], {
      env,
      cwd: ROOT,
      quiet: true,
    });

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    /** @type {P} */
    let prepared;
    try {
      prepared = await prepare(client);
    } finally {
      await client.end();
    }

    const port = await freePort();
    api = spawn('node', [...nodeArgs, path.join(API_DIST, 'main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}/api`;
    await waitForHealth(api, `${base}/health`);
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    const { accessToken } = /** @type {{ accessToken: string }} */ (await login.json());
    return await measure({ base, accessToken, pid: /** @type {number} */ (api.pid), prepared });
  } finally {
    const started = api;
    if (started && started.exitCode === null) {
      await new Promise((resolve) => {
        started.once('exit', resolve);
        started.kill('SIGTERM');
      });
    }
    await database.stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

/** @param {number} bytes */
export function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** @param {number} pid */
function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/** @type {RegExpExecArray} */ (/VmRSS:\s+(\d+) kB/.exec(status))[1]) * 1024;
}

/**
 * One export to its last byte: time, bytes, lines, and the API's memory before, at its peak and after.
 *
 * @param {string} url @param {string} token @param {number} pid
 */
export async function measureStream(url, token, pid) {
  const rssBefore = rss(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss(pid))), 10);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of /** @type {ReadableStream<Uint8Array>} */ (response.body)) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rss(pid));
  return { ms, bytes, lines, rssBefore, rssPeak, rssAfter: rss(pid) };
}

/** @param {import('node:child_process').ChildProcess} api @param {string} url @param {number} [timeoutMs] */
async function waitForHealth(api, url, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API exited during start-up (code ${api.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('The API did not become healthy');
}
