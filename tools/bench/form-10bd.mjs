#!/usr/bin/env node
// npm run bench -- form-10bd: seeds 100,000 completed donations with PAN and 80G receipts (30,000 donors)
// into a fresh embedded PostgreSQL (temporary folder), starts the API from its production build, and
// measures GET /api/admin/donations/form-10bd.csv for the current financial year: time to the last byte
// (the target is 3 s) and the API process's resident memory before and while it streams (flat: one donor's
// donations are held at a time). As a baseline in the same run it times the same rows read by one plain
// SELECT straight from PostgreSQL. Never part of `npm test`.
//   BENCH_ROWS=300000 npm run bench -- form-10bd
//   BENCH_API_HEAP_MB=64 ...: the API runs with a V8 heap of that size; the export must still complete.
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

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DONORS = Math.max(1, Math.round(ROWS * 0.3));
const TARGET_MS = 3000;
const API_HEAP_MB = process.env.BENCH_API_HEAP_MB ? Number(process.env.BENCH_API_HEAP_MB) : null;
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
    // Outside production the demonstration 80G registration is configured: the export has a URN to print.
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
  const financialYear = await seed(client);
  console.log(
    `Seeded ${ROWS.toLocaleString('en-IN')} completed donations with 80G receipts (${DONORS.toLocaleString('en-IN')} donors) ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  started = performance.now();
  const { rows } = await client.query(
    `SELECT r.donor_pan, r.donor_name, r.donor_address, r.donation_type, d.amount
       FROM donations d JOIN donation_receipts r ON r.donation_id = d.id AND r.is_80g
      WHERE d.payment_status = 'completed' ORDER BY r.donor_pan, d.completed_at, d.id`,
  );
  const baselineMs = performance.now() - started;
  await client.end();

  const port = await freePort();
  const heap = API_HEAP_MB ? [`--max-old-space-size=${API_HEAP_MB}`] : [];
  api = spawn('node', [...heap, path.join(API_DIST, 'main.js')], {
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

  const url = `${base}/admin/donations/form-10bd.csv?financialYear=${financialYear}`;
  const results = [];
  for (const attempt of ['first (cold)', 'second (warm)']) {
    results.push({ attempt, ...(await measureExport(url, accessToken, api.pid)) });
  }

  console.log(`
Baseline: plain SELECT of the same ${rows.length.toLocaleString('en-IN')} rows into memory: ${baselineMs.toFixed(0)} ms
Form 10BD export over HTTP (${ROWS.toLocaleString('en-IN')} donations, ${financialYear}; target ${TARGET_MS} ms${
    API_HEAP_MB ? `; API heap limited to ${API_HEAP_MB} MB` : ''
  }):`);
  for (const r of results) {
    console.log(
      `  ${r.attempt.padEnd(14)} ${r.ms.toFixed(0).padStart(6)} ms  ${(r.bytes / 1e6).toFixed(1)} MB  ${(r.lines - 1).toLocaleString('en-IN')} rows  ` +
        `API RSS before ${mb(r.rssBefore)}, peak while streaming ${mb(r.rssPeak)} (+${mb(r.rssPeak - r.rssBefore)}), ` +
        `after ${mb(r.rssAfter)}  ${r.ms <= TARGET_MS ? 'within target' : 'OVER TARGET'}`,
    );
  }
  if (results.some((r) => r.lines - 1 !== DONORS)) {
    throw new Error(
      `Expected ${DONORS} rows (one per donor), got ${results.map((r) => r.lines - 1).join(', ')}`,
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

/** Donations of the current financial year, each with its 80G receipt; answers the year ('2026-27'). */
async function seed(client) {
  const {
    rows: [{ fy }],
  } = await client.query(`SELECT CASE WHEN extract(month FROM now() AT TIME ZONE 'Asia/Kolkata') >= 4
      THEN to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || to_char((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year', 'YY')
      ELSE to_char((now() AT TIME ZONE 'Asia/Kolkata') - interval '1 year', 'YYYY') || '-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YY') END AS fy`);
  // Donor p's PAN: a letter, 'AAAA', four digits, 'Z' (valid and distinct for up to 260,000 donors).
  const pan = `chr(65 + (i % ${DONORS}) / 10000) || 'AAAA' || lpad(((i % ${DONORS}) % 10000)::text, 4, '0') || 'Z'`;
  await client.query(
    `INSERT INTO donations (amount, name, email, access_token_hash, payment_status, payment_id, completed_at,
        donor_pan, donor_address, tax_donation_type, created_at)
     SELECT 500 + i % 5000, 'Donor ' || (i % $2), 'donor' || (i % $2) || '@example.org', 'hash', 'completed',
            'pay_' || i, now() - (i || ' seconds')::interval, ${pan},
            'House ' || (i % $2) || ', Lane 4, Varanasi', (ARRAY['corpus','specific_grant','others'])[1 + i % 3],
            now() - (i || ' seconds')::interval
       FROM generate_series(1, $1) AS i`,
    [ROWS, DONORS],
  );
  await client.query(
    `INSERT INTO donation_receipts (donation_id, receipt_number, financial_year, sequence, is_80g, issued_at,
        received_at, donor_name, donor_address, donor_pan, amount, payment_id, donation_type, foundation)
     SELECT id, '80G/' || $1 || '/' || lpad(n::text, 6, '0'), $1, n, true, completed_at, completed_at, name,
            donor_address, donor_pan, amount, payment_id, tax_donation_type, '{}'::jsonb
       FROM (SELECT d.*, row_number() OVER (ORDER BY completed_at, id) AS n FROM donations d) numbered`,
    [fy],
  );
  await client.query('ANALYZE donations');
  await client.query('ANALYZE donation_receipts');
  return fy;
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
  return { ms, bytes, lines, rssBefore, rssPeak, rssAfter: rss(pid) };
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
