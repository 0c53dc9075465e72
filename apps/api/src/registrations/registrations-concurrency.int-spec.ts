import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

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
          fetch(`${apis[i % 2].url}/api/registrations`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              eventSlug: event.urlSlug,
              ticketTypeId: type.id,
              numberOfTickets: 1,
              name: `Person ${i}`,
              email: `person${i}@example.org`,
              phone: '+919800000000',
              address: 'Pune',
            }),
          }).then(async (response) => ({
            status: response.status,
            body: (await response.json()) as { message?: string },
          })),
        ),
      );
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
