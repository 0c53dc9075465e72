import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startApiProcess } from '../testing/api-process.js';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import { waitFor } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/**
 * SIGTERM: the API stops taking new connections, lets the requests in flight finish (they still reach the
 * database), and only then closes its pool and exits.
 */
describe('SIGTERM drains requests in flight', () => {
  let database: TestDatabase;
  let tmp: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-drain-'));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('finishes a registration that was waiting for a row lock when the signal came, then exits', async () => {
    const event = await insertEvent(database.dataSource, { isPaid: false, price: 0 });
    const type = await insertTicketType(database.dataSource, event.id, { price: 0, availableQuantity: 3 });
    const api = await startApiProcess({
      DATABASE_URL: database.url,
      MAIL_DIR: tmp,
      UPLOADS_DIR: tmp,
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      api.child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    // Another transaction holds the ticket type's row lock: the registration waits inside the API.
    const blocker = new Client({ connectionString: database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM event_ticket_types WHERE id = $1 FOR UPDATE', [type.id]);
    const inFlight = fetch(`${api.url}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventSlug: event.urlSlug,
        ticketTypeId: type.id,
        numberOfTickets: 1,
        name: 'Ravi',
        email: 'ravi@example.org',
        phone: '+919800000002',
        address: 'Delhi',
      }),
    });
    // Asked outside the blocker's transaction: inside it, pg_stat_activity would stay the snapshot of its
    // first reading (taken before the request reached the lock when the API needs a moment longer).
    const waiting = async () =>
      (
        (await database.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        )) as { n: number }[]
      )[0].n;
    await waitFor(async () => (await waiting()) > 0, 5000).catch(() => undefined);
    expect(await waiting()).toBe(1);

    api.child.kill('SIGTERM');
    // The server stops listening first: wait until a new connection is refused.
    const { hostname, port } = new URL(api.url);
    const refusesConnections = () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(Number(port), hostname);
        socket.once('connect', () => {
          socket.destroy();
          resolve(false);
        });
        socket.once('error', () => resolve(true));
      });
    await waitFor(refusesConnections, 10000);
    expect(await waiting()).toBe(1); // the registration still waits for the lock inside the API
    // Still draining: the process is alive, new connections are refused.
    expect(api.child.exitCode).toBeNull();
    await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();

    await blocker.query('COMMIT');
    await blocker.end();
    const response = await inFlight;
    expect(response.status).toBe(201);
    expect(((await response.json()) as { registration: { status: string } }).registration.status).toBe(
      'completed',
    );
    const { code, signal } = await exited;
    expect(code === 0 || signal === 'SIGTERM').toBe(true);
    const [{ n }] = (await database.dataSource.query(
      `SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1`,
      [event.id],
    )) as { n: number }[];
    expect(n).toBe(1);
  }, 60000);
});
