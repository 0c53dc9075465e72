import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toPaise } from '@foundation/shared';
import { startApiProcess, type ApiProcess } from '../testing/api-process.js';
import { insertEvent, insertTicketType } from '../testing/fixtures.js';
import { SANDBOX_SECRET, hmacHex, signedPayment, webhookBody } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

/**
 * The API process dies (SIGKILL) after a paid registration's order was created and before the browser
 * confirms. Started again, the provider's signed webhook completes the registration; the browser's late
 * confirmation and the webhook's retries change nothing: one registration, one completion, one receipt.
 */
describe('crash between the order and the payment', () => {
  let database: TestDatabase;
  let mailDir: string;
  let env: Record<string, string>;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-crash-'));
    env = {
      DATABASE_URL: database.url,
      SANDBOX_WEBHOOK_DELAY_MS: '-1',
      MAIL_DIR: mailDir,
      UPLOADS_DIR: mailDir,
    };
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await database.drop();
    rmSync(mailDir, { recursive: true, force: true });
  });

  const post = (api: ApiProcess, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('completes through the webhook after a restart, exactly once', async () => {
    const event = await insertEvent(database.dataSource, { isPaid: true, price: 1500 });
    const type = await insertTicketType(database.dataSource, event.id, { price: 1500, availableQuantity: 5 });
    const first = await startApiProcess(env);
    apis.push(first);
    const created = await post(first, '/api/registrations', {
      eventSlug: event.urlSlug,
      ticketTypeId: type.id,
      numberOfTickets: 2,
      name: 'Meera Iyer',
      email: 'meera@example.org',
      phone: '+919800000001',
      address: 'Chennai',
    });
    expect(created.status).toBe(201);
    const { registration, payment, accessToken } = (await created.json()) as {
      registration: { id: string; status: string };
      payment: { orderId: string; amount: number };
      accessToken: string;
    };
    expect(registration.status).toBe('pending');

    await first.kill(); // the crash: no shutdown hooks, nothing flushed
    expect(first.child.signalCode).toBe('SIGKILL');

    const second = await startApiProcess(env);
    apis.push(second);
    // The hold survived the crash: the seats are still taken.
    const page = (await (await fetch(`${second.url}/api/events/${event.urlSlug}`)).json()) as {
      ticketTypes: { seatsLeft: number }[];
    };
    expect(page.ticketTypes[0].seatsLeft).toBe(3);

    const paymentId = 'pay_AfterCrash00001';
    const body = webhookBody({ orderId: payment.orderId, paymentId, amount: toPaise(3000) });
    const webhook = () =>
      post(second, '/api/payments/razorpay/webhook', body.toString('utf8'), {
        'X-Razorpay-Signature': hmacHex(SANDBOX_SECRET, body),
        'X-Razorpay-Event-Id': 'evt_AfterCrash0001',
      });
    const delivered = await webhook();
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toMatchObject({ status: 'processed', outcome: 'completed' });
    // Razorpay retries; the browser comes back late with Checkout's result.
    expect(await (await webhook()).json()).toMatchObject({ status: 'duplicate' });
    const late = await post(
      second,
      `/api/registrations/${registration.id}/payment`,
      signedPayment(payment.orderId, paymentId),
      { 'X-Access-Token': accessToken },
    );
    expect(late.status).toBe(200);
    expect(((await late.json()) as { registration: { status: string } }).registration.status).toBe(
      'completed',
    );

    const rows = (await database.dataSource.query(
      `SELECT payment_status, payment_id, number_of_tickets FROM event_registrations WHERE event_id = $1`,
      [event.id],
    )) as { payment_status: string; payment_id: string; number_of_tickets: number }[];
    expect(rows).toEqual([{ payment_status: 'completed', payment_id: paymentId, number_of_tickets: 2 }]);
    const [{ receipts }] = (await database.dataSource.query(
      `SELECT count(*)::int AS receipts FROM mail_outbox WHERE recipient = 'meera@example.org'`,
    )) as { receipts: number }[];
    expect(receipts).toBe(1);
    const [{ webhooks }] = (await database.dataSource.query(
      `SELECT count(*)::int AS webhooks FROM payment_webhook_events`,
    )) as { webhooks: number }[];
    expect(webhooks).toBe(1);
    const after = (await (await fetch(`${second.url}/api/events/${event.urlSlug}`)).json()) as {
      ticketTypes: { seatsLeft: number }[];
    };
    expect(after.ticketTypes[0].seatsLeft).toBe(3);
  }, 60000);
});
