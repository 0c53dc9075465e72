#!/usr/bin/env node
// npm run bench: seeds 50,000 registrations into a fresh embedded PostgreSQL (temporary folder), starts the
// API from its production build, and measures GET /api/admin/registrations/export.csv: time to the last
// byte and the API process's resident memory while it streams. As a baseline in the same run it times the
// same rows read by one plain SELECT straight from PostgreSQL. Never part of `npm test`.
//   BENCH_ROWS=200000 npm run bench
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDatabase } from '../lib/database.mjs';
import { freePort } from '../lib/free-port.mjs';
import { API_DIST, ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { randomSecret } from '../lib/secrets.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const EMAIL = 'bench@foundation.local';
const PASSWORD = 'bench-password-1';

delete process.env.DATABASE_URL; // always a fresh embedded database, never someone's real one
console.log('Building the API (cached)...');
await run('npx', ['nx', 'run', '@foundation/api:build', '--outputStyle=static'], { cwd: ROOT, quiet: true });

const varDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-bench-'));
chmodSync(varDir, 0o755);
const database = await startDatabase({ dataDir: path.join(varDir, 'postgres'), databaseName: 'bench' });
let api;
try {
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
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
  let started = Date.now();
  await seed(client);
  console.log(
    `Seeded ${ROWS.toLocaleString('en-IN')} registrations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const { rows } =
    await client.query(`SELECT e.title, r.name, r.email, r.phone, r.address, r.number_of_tickets, r.total_amount,
      r.payment_status, r.created_at FROM event_registrations r JOIN events e ON e.id = r.event_id ORDER BY r.created_at DESC, r.id`);
  const baselineMs = performance.now() - started;
  await client.end();

  const port = await freePort();
  api = spawn('node', [path.join(API_DIST, 'main.js')], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}/api`;
  await waitForHealth(`${base}/health`);
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { accessToken } = await login.json();

  const results = [];
  for (const attempt of ['first (cold)', 'second (warm)']) {
    results.push({
      attempt,
      ...(await measureExport(`${base}/admin/registrations/export.csv`, accessToken, api.pid)),
    });
  }

  console.log(`
Baseline: plain SELECT of the same ${rows.length.toLocaleString('en-IN')} rows into memory: ${baselineMs.toFixed(0)} ms
CSV export over HTTP (${ROWS.toLocaleString('en-IN')} rows):`);
  for (const r of results) {
    console.log(
      `  ${r.attempt.padEnd(14)} ${r.ms.toFixed(0).padStart(6)} ms  ${(r.bytes / 1e6).toFixed(1)} MB  ${r.lines.toLocaleString('en-IN')} lines  ` +
        `API RSS before ${mb(r.rssBefore)}, peak while streaming ${mb(r.rssPeak)} (+${mb(r.rssPeak - r.rssBefore)})`,
    );
  }
} finally {
  if (api && api.exitCode === null) {
    await new Promise((resolve) => {
      api.once('exit', resolve);
      api.kill('SIGTERM');
    });
  }
  await database.stop();
  rmSync(varDir, { recursive: true, force: true });
}

async function seed(client) {
  const [{ id: eventId }] = (
    await client.query(`INSERT INTO events (title, url_slug, description, location, start_date, end_date, image_url, is_paid, price)
      VALUES ('Kumbh Mela Retreat, "Prayagraj"', 'bench-retreat', '<p>x</p>', 'Prayagraj', current_date + 30, current_date + 35, '/x.webp', true, 1500)
      RETURNING id`)
  ).rows;
  const [{ id: typeId }] = (
    await client.query(
      `INSERT INTO event_ticket_types (event_id, name, price) VALUES ($1, 'Standard', 1500) RETURNING id`,
      [eventId],
    )
  ).rows;
  await client.query(
    `INSERT INTO event_registrations (event_id, ticket_type_id, name, email, phone, address, number_of_tickets,
        ticket_type_price, total_amount, payment_status, payment_id, created_at)
     SELECT $1, $2,
            CASE WHEN i % 97 = 0 THEN '=HYPERLINK("http://x","y") ' || i ELSE 'Devotee ' || i || ', "Seva"' END,
            'devotee' || i || '@example.org', '+9198' || lpad(i::text, 8, '0'),
            'House ' || i || E', Lane 4\nVaranasi', 1 + i % 4, 1500, 1500 * (1 + i % 4),
            (ARRAY['completed','pending','failed'])[1 + i % 3]::registration_status, 'pay_' || i,
            now() - (i || ' seconds')::interval
       FROM generate_series(1, $3) AS i`,
    [eventId, typeId, ROWS],
  );
  await client.query('ANALYZE event_registrations');
}

function mb(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function rss(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

async function measureExport(url, token, pid) {
  const rssBefore = rss(pid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss(pid))), 10);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, rss(pid));
  return { ms, bytes, lines, rssBefore, rssPeak };
}

async function waitForHealth(url, timeoutMs = 30000) {
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
