import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database/data-source-options.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import { waitFor } from '../testing/payment-helpers.js';

const CLUSTER_SCRIPT = path.resolve(__dirname, '../../../../tools/lib/pg-cluster-process.mjs');

/** A PostgreSQL cluster of this test alone (the shared test server must stay up for the other suites). */
async function startCluster(dataDir: string) {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [CLUSTER_SCRIPT, dataDir], {
    stdio: 'pipe',
  });
  const lines = readline.createInterface({ input: child.stdout });
  const queue: string[] = [];
  const waiters: ((line: string) => void)[] = [];
  lines.on('line', (line) => (waiters.length ? waiters.shift()!(line) : queue.push(line)));
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      if (queue.length) return resolve(queue.shift()!);
      const timer = setTimeout(() => reject(new Error(`PostgreSQL helper did not answer: ${errors}`)), 60000);
      waiters.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  const ready = await next();
  const url = ready.replace(/^ready /, '');
  const command = async (name: 'stop' | 'start') => {
    child.stdin.write(`${name}\n`);
    expect(await next()).toBe(name === 'stop' ? 'stopped' : 'started');
  };
  return {
    url,
    stop: () => command('stop'),
    start: () => command('start'),
    exit: () =>
      new Promise<void>((resolve) =>
        child.exitCode !== null
          ? resolve()
          : (child.once('exit', () => resolve()), child.stdin.end('exit\n')),
      ),
  };
}

interface Probe {
  status: number;
  ms: number;
}

/**
 * PostgreSQL stops under light traffic and comes back: meanwhile every request answers 503 quickly (never
 * hangs), /api/health says the database is down, and the API recovers by itself once it is back.
 */
describe('PostgreSQL stops and restarts under the running API', () => {
  let tmp: string;
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let api: ApiProcess;
  let setup: DataSource;

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-outage-'));
    chmodSync(tmp, 0o755); // the embedded server runs as the 'postgres' user when we are root
    cluster = await startCluster(path.join(tmp, 'data'));
    const url = `${cluster.url}/postgres`;
    setup = new DataSource(dataSourceOptions({ url, poolSize: 2 }));
    await setup.initialize();
    await setup.runMigrations({ transaction: 'each' });
    api = await startApiProcess({
      DATABASE_URL: url,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      PUBLIC_CACHE_TTL_MS: '0', // every read goes to the database
      MAIL_DIR: tmp,
      UPLOADS_DIR: tmp,
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
    });
  }, 90000);
  afterAll(async () => {
    await api?.stop();
    await setup?.destroy().catch(() => undefined);
    await cluster?.exit();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('answers 503 quickly while it is down, says so in /api/health, and recovers by itself', async () => {
    const event = await insertEvent(setup, { isPaid: false, price: 0 });
    const type = await insertTicketType(setup, event.id, { price: 0, availableQuantity: null });
    await setup.destroy();
    let n = 0;
    const probe = async (): Promise<Probe[]> => {
      const timed = async (call: () => Promise<Response>) => {
        const started = Date.now();
        const response = await call();
        await response.arrayBuffer();
        return { status: response.status, ms: Date.now() - started };
      };
      n += 1;
      return Promise.all([
        timed(() => fetch(`${api.url}/api/events/${event.urlSlug}`)),
        timed(() =>
          fetch(`${api.url}/api/registrations`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              eventSlug: event.urlSlug,
              ticketTypeId: type.id,
              numberOfTickets: 1,
              name: `Visitor ${n}`,
              email: `v${n}@example.org`,
              phone: '+919800000003',
              address: 'Pune',
            }),
          }),
        ),
      ]);
    };
    const health = async () => {
      const response = await fetch(`${api.url}/api/health`);
      return { status: response.status, body: (await response.json()) as { database: string } };
    };

    expect((await probe()).map((p) => p.status)).toEqual([200, 201]);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });

    await cluster.stop();
    const during: Probe[] = [];
    for (let i = 0; i < 5; i += 1) during.push(...(await probe()));
    expect(during.map((p) => p.status)).toEqual(Array(10).fill(503));
    expect(Math.max(...during.map((p) => p.ms))).toBeLessThan(5000); // the connect timeout is 1 s
    const down = await health();
    expect(down).toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } });
    const answer = await fetch(`${api.url}/api/events/${event.urlSlug}`);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/temporarily unavailable/),
    });

    await cluster.start();
    let recovered: Probe[] = [];
    await waitFor(async () => {
      recovered = await probe();
      return recovered.every((p) => p.status < 300);
    }, 15000).catch(() => undefined);
    expect(recovered.map((p) => p.status)).toEqual([200, 201]);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    expect(api.child.exitCode).toBeNull(); // the same process all along
  }, 90000);
});
