#!/usr/bin/env node
// @ts-check
// `npm run bench -- api`: load on the public reads the site makes most (events list, one event page,
// programs list) with autocannon, against the API's production build on a freshly seeded database, side
// by side with two baselines measured in the same run on the same machine:
//   static  a bare node:http server answering the same JSON bytes from memory (the ceiling)
//   pg      a bare node:http + pg handler running the same queries on every request (no framework)
// Prints req/s, p50/p99 latency and the API's ratio to each. Budget: >= 0.5 of static, p99 <= 20 ms.
// Never part of `npm test`.
// The API's logs go to a file, not through this process, as a log collector would take them.
//   BENCH_DURATION (s, default 10)  BENCH_CONNECTIONS (default 64)  BENCH_LOG_LEVEL (API's, default info)
//   BENCH_API_NODE_ARGS (Node flags for the API process only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof')
import { spawn } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- autocannon ships no type declarations, and the workspace installs no @types/autocannon.
import autocannon from 'autocannon';
import { startDatabase } from '../lib/database.mjs';
import { freePort } from '../lib/free-port.mjs';
import { API_DIST, DEMO_SEED, ROOT } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';
import { newTicketSigningSeed, randomSecret } from '../lib/secrets.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const BUDGET_RATIO = 0.5;
const BUDGET_P99_MS = 20;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts a server process and resolves once `ready` matches its output. With `logFile`, its standard output
 * goes to that file, as under a process manager or container runtime whose log collector is another
 * process; the load generator (this process) then never spends its own CPU reading the server's logs.
 *
 * @param {string[]} args @param {NodeJS.ProcessEnv} env @param {RegExp} ready @param {string} [logFile]
 * @returns {Promise<{ stop: () => Promise<unknown> }>}
 */
function startProcess(args, env, ready, logFile) {
  const logFd = logFile ? openSync(logFile, 'a') : undefined;
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', logFd ?? 'pipe', 'pipe'] });
  if (logFd !== undefined) closeSync(logFd);
  let output = '';
  return new Promise((resolve, reject) => {
    /** @type {NodeJS.Timeout | undefined} */
    let poll;
    const timer = setTimeout(() => finish(new Error(`did not start: ${output}`)), 30000);
    /** @param {Error} [error] */
    const finish = (error) => {
      clearTimeout(timer);
      clearInterval(poll);
      child.stdout?.removeListener('data', onData);
      child.stdout?.resume(); // the baselines print nothing more; drain it all the same
      if (error) return reject(error);
      resolve({
        stop: () =>
          new Promise((/** @type {(value?: unknown) => void} */ done) =>
            child.exitCode !== null ? done() : (child.once('exit', done), child.kill('SIGTERM')),
          ),
      });
    };
    const check = () => {
      if (ready.test(output) || (logFile && ready.test(readFileSync(logFile, 'utf8')))) finish();
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      check();
    };
    child.stdout?.on('data', onData);
    if (logFile) poll = setInterval(check, 100);
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      finish(new Error(`exited with ${code}: ${output}${logFile ? readFileSync(logFile, 'utf8') : ''}`)),
    );
  });
}

/** @param {string} url */
function load(url) {
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'foundation-bench-api-'));
chmodSync(tmp, 0o755); // the embedded server runs as the 'postgres' user when we are root
/** @type {(() => Promise<unknown>)[]} */
const stops = [];
try {
  console.log('Building the API, starting PostgreSQL, migrating and seeding the demo data ...');
  await run('npx', ['nx', 'run', '@foundation/api:build', '--outputStyle=static'], {
    cwd: ROOT,
    quiet: true,
  });
  const database = await startDatabase({ dataDir: path.join(tmp, 'postgres'), databaseName: 'bench' });
  stops.push(() => database.stop());
  const cli = path.join(API_DIST, 'database/cli.js');
  const toolEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    UPLOADS_DIR: path.join(tmp, 'uploads'),
    LOG_LEVEL: 'warn',
  };
  await run('node', [cli, 'migrate'], { cwd: ROOT, env: toolEnv, quiet: true });
  await run('node', [DEMO_SEED], { cwd: ROOT, env: toolEnv, quiet: true });

  const ports = { api: await freePort(), static: await freePort(), pg: await freePort() };
  // The API's logs go to a file, as in production (at info: one line per request it handles, a summary of cache hits).
  const apiLog = path.join(tmp, 'api.log');
  const api = await startProcess(
    [...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean), path.join(API_DIST, 'main.js')],
    {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL,
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(ports.api),
      UPLOADS_DIR: path.join(tmp, 'uploads'),
      MAIL_DIR: path.join(tmp, 'mail'),
      // production refuses to start without real-looking secrets; nothing here talks to Razorpay
      JWT_SECRET: randomSecret(),
      BOOKING_LINK_SECRET: randomSecret(),
      TICKET_SIGNING_PRIVATE_KEY: newTicketSigningSeed(),
      RAZORPAY_KEY_ID: 'rzp_test_Bench0000000000',
      RAZORPAY_KEY_SECRET: 'bench-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
    },
    /API listening on/,
    apiLog,
  );
  stops.push(() => api.stop());
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  const events = await (await fetch(`${apiUrl}/api/events?type=offline`)).json();
  if (!Array.isArray(events) || events.length === 0) throw new Error('The seed has no offline events');
  const paths = ['/api/events?type=offline', `/api/events/${events[0].urlSlug}`, '/api/community-programs'];
  /** @type {Record<string, string>} */
  const bodies = {};
  for (const p of paths) bodies[p] = await (await fetch(`${apiUrl}${p}`)).text();
  const bodiesFile = path.join(tmp, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));

  /** @type {[name: string, args: string[]][]} */
  const baselines = [
    ['static', ['static', String(ports.static), bodiesFile]],
    ['pg', ['pg', String(ports.pg), database.url]],
  ];
  for (const [, args] of baselines) {
    const server = await startProcess(
      [path.join(here, 'lib/bare-server.mjs'), ...args],
      process.env,
      /listening/,
    );
    stops.push(() => server.stop());
  }
  const targets = {
    static: `http://127.0.0.1:${ports.static}`,
    pg: `http://127.0.0.1:${ports.pg}`,
    api: apiUrl,
  };

  console.log(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${DURATION} s per run, API at LOG_LEVEL=${LOG_LEVEL} (NODE_ENV=production), ${os.cpus().length} CPUs shared with autocannon and anything else running`,
  );
  /** @typedef {{ rps: number, p50: number, p99: number, bad: number }} Figures */
  /** @type {{ path: string, figures: Record<string, Figures> }[]} */
  const rows = [];
  for (const p of paths) {
    /** @type {Record<string, Figures>} */
    const figures = {};
    for (const [name, base] of Object.entries(targets)) {
      await autocannon({ url: `${base}${p}`, connections: CONNECTIONS, duration: 2 }); // warm-up
      const result = await load(`${base}${p}`);
      figures[name] = {
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        bad: result.non2xx + result.errors + result.timeouts,
      };
    }
    rows.push({ path: p, figures });
    const line = (/** @type {string} */ name) => {
      const f = figures[name];
      return `    ${name.padEnd(7)} ${f.rps.toFixed(0).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms${f.bad ? `   (${f.bad} errors/non-2xx)` : ''}`;
    };
    console.log(`\n  GET ${p}`);
    for (const name of Object.keys(targets)) console.log(line(name));
    const vsStatic = figures.api.rps / figures.static.rps;
    const vsPg = figures.api.rps / figures.pg.rps;
    const ok = vsStatic >= BUDGET_RATIO && figures.api.p99 <= BUDGET_P99_MS && figures.api.bad === 0;
    console.log(
      `    api/static ${vsStatic.toFixed(2)}   api/pg ${vsPg.toFixed(2)}   budget (>= ${BUDGET_RATIO} of static, p99 <= ${BUDGET_P99_MS} ms): ${ok ? 'met' : 'MISSED'}`,
    );
    if (!ok) process.exitCode = 1;
  }
  const logLines = readFileSync(apiLog, 'utf8').split('\n').filter(Boolean).length;
  console.log(
    `\n  The API (LOG_LEVEL=${LOG_LEVEL}) wrote ${logLines} log lines to its file during the runs: cache hits are summed up, not logged one by one (CacheHitLog).`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {});
  rmSync(tmp, { recursive: true, force: true });
}
