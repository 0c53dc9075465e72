import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/**
 * POSTs JSON on a connection of its own (`agent: false`), closed after the answer: no request of one test can
 * land on a kept-alive socket that a process closed after the previous test (Node's fetch would reuse it).
 */
function postJson(url: string, body: unknown): Promise<{ status: number; body: { message?: string } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as { message?: string } });
          } catch (error) {
            reject(new Error(`Answer ${response.statusCode} is not JSON: ${text}`, { cause: error }));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * No overselling across processes: 200 concurrent registrations for a type with 50 seats, sent to two API
 * processes on the same database. Needs the API build (the test target depends on it).
 */
describe('registrations under concurrency (two API processes)', () => {
  let database: TestDatabase;
  let apis: ApiProcess[] = [];
  let mailDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-mail-'));
    const env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '8',
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
      MAIL_DIR: mailDir,
      UPLOADS_DIR: mailDir,
      // 200 requests at once on a busy CI machine: headers may wait in the queue longer than a real client's
      // would; what is tested is the seats, not the timeout (which would close the socket mid-test).
      REQUEST_HEADERS_TIMEOUT_MS: '120000',
    };
    apis = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 60000);
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  it.each([
    ['paid (pending holds)', true],
    ['free (completed at once)', false],
  ])(
    '%s: 200 concurrent registrations for 50 seats: exactly 50 succeed, the rest 409, no 5xx',
    async (_label, isPaid) => {
      const event = await insertEvent(database.dataSource, { isPaid, price: isPaid ? 500 : 0 });
      const type = await insertTicketType(database.dataSource, event.id, {
        price: isPaid ? 500 : 0,
        availableQuantity: 50,
      });
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          postJson(`${apis[i % 2].url}/api/registrations`, {
            eventSlug: event.urlSlug,
            ticketTypeId: type.id,
            numberOfTickets: 1,
            name: `Person ${i}`,
            email: `person${i}@example.org`,
            phone: '+919800000000',
            address: 'Pune',
          }).catch((error: Error) => {
            // What a process said is the clue to a dropped connection: name it with the failure.
            throw new Error(`${error.message}\n--- API ${i % 2} output ---\n${apis[i % 2].output()}`);
          }),
        ),
      );
      expect(apis.map((api) => api.child.exitCode ?? api.child.signalCode)).toEqual([null, null]);
      const by = (code: number) => statuses.filter((s) => s.status === code).length;
      expect(statuses.filter((s) => s.status >= 500)).toEqual([]);
      expect(by(201)).toBe(50);
      expect(by(409)).toBe(150);
      expect(statuses.filter((s) => s.status === 409).every((s) => s.body.message === 'Sold Out')).toBe(true);
      const [{ seats }] = await database.dataSource.query(
        `SELECT COALESCE(SUM(number_of_tickets), 0)::int AS seats FROM event_registrations
        WHERE ticket_type_id = $1 AND payment_status IN ('pending', 'completed')`,
        [type.id],
      );
      expect(seats).toBe(50);
    },
    60000,
  );
});
