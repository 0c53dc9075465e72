#!/usr/bin/env node
// @ts-check
// `npm run bench`: fires concurrent registrations at one ticket type through two API processes on one
// PostgreSQL database and prints registrations per second and the oversold count (must be 0), beside a
// same-run baseline of plain INSERTs (no seat check) into the same table. Never part of `npm test`.
//   BENCH_REQUESTS (default 2000)  BENCH_SEATS (default 500)  BENCH_CONCURRENCY (default 100)
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startDatabase } from '../lib/database.mjs';
import { API_DIST, ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { randomSecret } from '../lib/secrets.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const SEATS = Number(process.env.BENCH_SEATS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 100);

/**
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ url: string, stop: () => Promise<unknown> }>}
 */
function startApi(env) {
  const child = spawn(process.execPath, [path.join(API_DIST, 'main.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      const match = /API listening on (http:\/\/[^\s/]+)/.exec(output);
      if (match)
        resolve({
          url: match[1],
          stop: () =>
            new Promise((/** @type {(value?: unknown) => void} */ done) =>
              child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')),
            ),
        });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`API exited with ${code}: ${output}`)));
  });
}

/**
 * Runs `count` tasks with at most `limit` in flight; returns the elapsed seconds.
 *
 * @param {number} count @param {number} limit @param {(index: number) => Promise<unknown>} task
 */
async function pool(count, limit, task) {
  let next = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'foundation-bench-'));
chmodSync(tmp, 0o755); // the embedded server runs as the 'postgres' user when we are root
/** @type {(() => Promise<unknown>)[]} */
const stops = [];
try {
  console.log('Building the API and starting PostgreSQL ...');
  await run('npx', ['nx', 'run', '@foundation/api:build', '--outputStyle=static'], {
    cwd: ROOT,
    quiet: true,
  });
  const database = await startDatabase({ dataDir: path.join(tmp, 'postgres'), databaseName: 'bench' });
  stops.push(() => database.stop());
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: randomSecret(), // the API has no built-in key
    LOG_LEVEL: 'error',
    DATABASE_URL: database.url,
    HOST: '127.0.0.1',
    PORT: '0',
    SANDBOX_WEBHOOK_DELAY_MS: '-1',
    // every request comes from 127.0.0.1: the limit per client address must not count here
    REGISTRATIONS_MAX_PER_IP: '1000000',
    MAIL_DIR: path.join(tmp, 'mail'),
    UPLOADS_DIR: path.join(tmp, 'uploads'),
  };
  await run('node', [path.join(API_DIST, 'database/cli.js'), 'migrate'], { cwd: ROOT, env, quiet: true });

  const db = new pg.Pool({ connectionString: database.url, max: 20 });
  db.on('error', (error) => console.error('PostgreSQL pool:', error.message));
  stops.push(() => db.end());
  /** @param {string} slug @param {number | null} quantity */
  const insertEvent = async (slug, quantity) => {
    const {
      rows: [event],
    } = await db.query(
      `INSERT INTO events (title, url_slug, start_date, end_date, is_paid, price, location, description)
       VALUES ($1, $1, current_date + 30, current_date + 31, true, 500, 'Rishikesh', '') RETURNING id`,
      [slug],
    );
    const {
      rows: [type],
    } = await db.query(
      `INSERT INTO event_ticket_types (event_id, name, price, available_quantity) VALUES ($1, 'Standard', 500, $2) RETURNING id`,
      [event.id, quantity],
    );
    return { eventId: event.id, typeId: type.id };
  };

  // Baseline: plain INSERTs of pending registrations, no seat check, same pool size and concurrency.
  const baseline = await insertEvent('bench-baseline', null);
  const baselineSeconds = await pool(REQUESTS, CONCURRENCY, (i) =>
    db.query(
      `INSERT INTO event_registrations (event_id, ticket_type_id, name, email, phone, address, number_of_tickets, ticket_type_price, total_amount, payment_status, hold_expires_at)
       VALUES ($1, $2, $3, $4, '+919800000000', 'Pune', 1, 500, 500, 'pending', now() + interval '15 minutes')`,
      [baseline.eventId, baseline.typeId, `Person ${i}`, `p${i}@example.org`],
    ),
  );

  const apis = await Promise.all([startApi(env), startApi(env)]);
  stops.push(() => Promise.all(apis.map((api) => api.stop())));
  const target = await insertEvent('bench-target', SEATS);
  /** @type {Record<number, number>} */
  const counts = {};
  const apiSeconds = await pool(REQUESTS, CONCURRENCY, async (i) => {
    const response = await fetch(`${apis[i % 2].url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventSlug: 'bench-target',
        ticketTypeId: target.typeId,
        numberOfTickets: 1,
        name: `Person ${i}`,
        email: `person${i}@example.org`,
        phone: '+919800000000',
        address: 'Pune',
      }),
    });
    await response.arrayBuffer();
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  });
  const {
    rows: [{ taken }],
  } = await db.query(
    `SELECT COALESCE(SUM(number_of_tickets), 0)::int AS taken FROM event_registrations
      WHERE ticket_type_id = $1 AND payment_status IN ('pending', 'completed')`,
    [target.typeId],
  );
  const oversold = Math.max(0, taken - SEATS);
  const serverErrors = Object.entries(counts)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);

  console.log(
    `\nRegistrations benchmark: ${REQUESTS} requests, ${CONCURRENCY} in flight, 2 API processes, ${SEATS} seats`,
  );
  console.log(
    `  baseline plain INSERT (no seat check): ${(REQUESTS / baselineSeconds).toFixed(0)} inserts/s`,
  );
  console.log(
    `  POST /api/registrations:               ${(REQUESTS / apiSeconds).toFixed(0)} requests/s (${apiSeconds.toFixed(2)} s)`,
  );
  console.log(
    `  answers: ${Object.entries(counts)
      .map(([code, n]) => `${code} x${n}`)
      .join(', ')}`,
  );
  console.log(`  seats taken in the database: ${taken} of ${SEATS}`);
  console.log(`  oversold: ${oversold}`);
  if (oversold > 0 || serverErrors > 0 || (counts[201] ?? 0) !== Math.min(SEATS, REQUESTS))
    process.exitCode = 1;
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(tmp, { recursive: true, force: true });
}
