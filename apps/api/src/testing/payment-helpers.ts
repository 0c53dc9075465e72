import { CURRENCY } from '@foundation/shared';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './test-app.js';

/** The sandbox's default secret (SANDBOX_PAYMENT_SECRET): it signs sandbox payments and webhooks. */
export const SANDBOX_SECRET = 'sandbox-local-payment-secret';

export interface PaymentsTestApp extends TestApp {
  mailDir: string;
}

/** The real API for payment tests: no timers firing during a test, mail files in a temporary folder. */
export async function createPaymentsTestApp(env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'foundation-test-mail-'));
  const t = await createTestApp({
    SANDBOX_WEBHOOK_DELAY_MS: '-1',
    MAIL_DIR: mailDir,
    MAIL_POLL_INTERVAL_MS: '600000',
    HOLD_SWEEP_INTERVAL_MS: '600000',
    ...env,
  });
  return {
    ...t,
    mailDir,
    async close() {
      await t.close();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What Checkout hands the browser for a payment of an order, signed with `secret`. */
export function signedPayment(
  orderId: string,
  paymentId = `pay_${Math.random().toString(36).slice(2, 16)}`,
  secret = SANDBOX_SECRET,
) {
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmacHex(secret, `${orderId}|${paymentId}`),
  };
}

export interface WebhookInput {
  event?: 'payment.captured' | 'order.paid' | 'payment.failed' | string;
  orderId: string;
  paymentId?: string;
  amount: number;
  currency?: string;
}

/** A webhook body in Razorpay's shape, as bytes. */
export function webhookBody({
  event = 'payment.captured',
  orderId,
  paymentId = 'pay_Webhook0000001',
  amount,
  currency = CURRENCY,
}: WebhookInput): Buffer {
  const payment = {
    id: paymentId,
    entity: 'payment',
    amount,
    currency,
    status: event === 'payment.failed' ? 'failed' : 'captured',
    order_id: orderId,
    method: 'card',
    captured: event !== 'payment.failed',
    created_at: 1767225600,
  };
  const payload: Record<string, unknown> = { payment: { entity: payment } };
  if (event === 'order.paid')
    payload.order = {
      entity: { id: orderId, entity: 'order', amount, amount_paid: amount, currency, status: 'paid' },
    };
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_Test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: 1767225601,
    }),
  );
}

let eventCounter = 0;
export const newEventId = () => `evt_Test${Date.now()}${(eventCounter += 1)}`;

/** Posts a webhook: body bytes, a signature (default: right for the sandbox secret) and an event id. */
export function postWebhook(
  t: TestApp,
  body: Buffer,
  {
    signature = hmacHex(SANDBOX_SECRET, body),
    eventId = newEventId(),
  }: { signature?: string | null; eventId?: string | null } = {},
) {
  let call = t.http.post('/api/payments/razorpay/webhook').set('Content-Type', 'application/json');
  if (signature !== null) call = call.set('X-Razorpay-Signature', signature);
  if (eventId !== null) call = call.set('X-Razorpay-Event-Id', eventId);
  return call.send(body.toString('utf8'));
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 10000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port collecting every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  messages: ReceivedMail[];
  failNext: (count: number) => void;
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayMockMode = 'ok' | 'bad-request' | 'server-error' | 'hang' | 'garbage' | 'unauthorized';

/**
 * A local HTTP server speaking Razorpay's Orders, Plans, Subscriptions, Refunds and QR Codes APIs, as far as the
 * adapter uses them, with failure modes.
 */
export async function startRazorpayMock(keyId: string, keySecret: string) {
  const state = {
    mode: 'ok' as RazorpayMockMode,
    requests: [] as {
      body: Record<string, unknown>;
      authorized: boolean;
      route?: string;
      idempotencyKey?: string;
    }[],
    subscriptions: new Map<string, { id: string; status: string } & Record<string, unknown>>(),
    /** Refunds by id; the idempotency key answers the refund it made (Razorpay's X-Refund-Idempotency). */
    refunds: new Map<string, { id: string; status: string } & Record<string, unknown>>(),
    refundsByKey: new Map<string, string>(),
  };
  let counter = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
      const authorized = request.headers.authorization === expectedAuth;
      const body = chunks.length
        ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
        : {};
      const idempotencyKey = request.headers['x-refund-idempotency'];
      state.requests.push({
        body,
        authorized,
        route: `${request.method} ${request.url}`,
        ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}),
      });
      const json = (status: number, payload: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      const route = `${request.method} ${(request.url ?? '').replace(/(sub|pay|rfnd)_[A-Za-z0-9]+/, ':id')}`;
      const known = [
        'POST /v1/orders',
        'POST /v1/plans',
        'POST /v1/subscriptions',
        'POST /v1/subscriptions/:id/cancel',
        'GET /v1/subscriptions/:id',
        'POST /v1/payments/:id/refund',
        'GET /v1/refunds/:id',
        'POST /v1/payments/qr_codes',
      ];
      if (!known.includes(route))
        return json(404, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
        });
      if (!authorized || state.mode === 'unauthorized')
        return json(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      switch (state.mode) {
        case 'hang':
          return; // never answers
        case 'bad-request':
          return json(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The amount must be atleast INR 1.00',
              field: 'amount',
            },
          });
        case 'server-error':
          return json(500, {
            error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' },
          });
        case 'garbage':
          return json(200, { hello: 'world' });
        default:
          counter += 1;
          if (route.includes('refund')) {
            const { status = 200, answer } = refundsApi(
              route,
              request.url ?? '',
              body,
              typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
            );
            return json(status, answer);
          }
          if (route === 'POST /v1/payments/qr_codes') {
            // Razorpay's QR code entity: a single-use code for a fixed amount stays `active` until paid.
            const id = `qr_Mock${String(counter).padStart(10, '0')}`;
            return json(200, {
              id,
              entity: 'qr_code',
              created_at: Math.floor(Date.now() / 1000),
              name: body.name,
              usage: body.usage,
              type: body.type,
              image_url: `https://rzp.io/i/${id}`,
              payment_amount: body.payment_amount,
              status: 'active',
              description: body.description,
              fixed_amount: body.fixed_amount,
              payments_amount_received: 0,
              payments_count_received: 0,
              notes: body.notes ?? [],
              customer_id: null,
              close_by: body.close_by,
            });
          }
          if (route !== 'POST /v1/orders') {
            const { status = 200, answer } = subscriptionsApi(route, request.url ?? '', body);
            return json(status, answer);
          }
          return json(200, {
            id: `order_Mock${String(counter).padStart(10, '0')}`,
            entity: 'order',
            amount: body.amount,
            amount_paid: 0,
            amount_due: body.amount,
            currency: body.currency,
            receipt: body.receipt,
            offer_id: null,
            status: 'created',
            attempts: 0,
            notes: body.notes ?? [],
            created_at: Math.floor(Date.now() / 1000),
          });
      }
    });
  });
  /** Razorpay's Refunds API: a normal refund answers `pending`; the same idempotency key, the same refund. */
  function refundsApi(
    route: string,
    url: string,
    body: Record<string, unknown>,
    idempotencyKey: string | undefined,
  ): { status?: number; answer: unknown } {
    if (route === 'GET /v1/refunds/:id') {
      const refund = state.refunds.get(/rfnd_[A-Za-z0-9]+/.exec(url)?.[0] ?? '');
      return refund
        ? { answer: refund }
        : {
            status: 400,
            answer: { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } },
          };
    }
    const known = idempotencyKey ? state.refundsByKey.get(idempotencyKey) : undefined;
    if (known) return { answer: state.refunds.get(known) };
    const refund = {
      id: `rfnd_Mock${String(counter).padStart(10, '0')}`,
      entity: 'refund',
      amount: body.amount,
      currency: 'INR',
      payment_id: /pay_[A-Za-z0-9]+/.exec(url)?.[0],
      notes: body.notes ?? [],
      receipt: null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: body.speed ?? 'normal',
    };
    state.refunds.set(refund.id, refund);
    if (idempotencyKey) state.refundsByKey.set(idempotencyKey, refund.id);
    return { answer: refund };
  }
  /** Razorpay's Plans and Subscriptions API, as far as the adapter uses it (a cancelled one stays cancelled). */
  function subscriptionsApi(
    route: string,
    url: string,
    body: Record<string, unknown>,
  ): { status?: number; answer: unknown } {
    const now = Math.floor(Date.now() / 1000);
    const id = /sub_[A-Za-z0-9]+/.exec(url)?.[0] ?? '';
    switch (route) {
      case 'POST /v1/plans': {
        const item = (body.item ?? {}) as Record<string, unknown>;
        return {
          answer: {
            id: `plan_Mock${String(counter).padStart(10, '0')}`,
            entity: 'plan',
            interval: body.interval,
            period: body.period,
            item: { id: `item_Mock${counter}`, active: true, ...item, created_at: now },
            notes: body.notes ?? [],
            created_at: now,
          },
        };
      }
      case 'POST /v1/subscriptions': {
        const subscription = {
          id: `sub_Mock${String(counter).padStart(10, '0')}`,
          entity: 'subscription',
          plan_id: body.plan_id,
          status: 'created',
          total_count: body.total_count,
          paid_count: 0,
          quantity: body.quantity ?? 1,
          customer_notify: body.customer_notify,
          notes: body.notes ?? [],
          charge_at: null,
          short_url: 'https://rzp.io/i/mock',
          created_at: now,
        };
        state.subscriptions.set(subscription.id, subscription);
        return { answer: subscription };
      }
      case 'POST /v1/subscriptions/:id/cancel': {
        const subscription = state.subscriptions.get(id);
        // Razorpay refuses to cancel what is not cancellable any more (already cancelled, or unknown).
        if (!subscription || subscription.status === 'cancelled') {
          const description = subscription
            ? 'Subscription is not cancellable in cancelled status.'
            : 'The id provided does not exist';
          return { status: 400, answer: { error: { code: 'BAD_REQUEST_ERROR', description } } };
        }
        subscription.status = 'cancelled';
        return { answer: subscription };
      }
      default:
        return { answer: state.subscriptions.get(id) ?? {} };
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The donor's declaration of citizenship that every `POST /api/create-order` body must carry
 * (docs/fcra-and-recurring.md): a citizen of India living in India, the donor of most tests.
 */
export const INDIAN_IN_INDIA = { citizenship: 'indian-in-india' } as const;

/** What `POST /api/create-order` answers for a monthly or yearly gift (a provider subscription). */
export interface StartedRecurringGift {
  kind: string;
  id: string;
  recurringGiftId: string;
  accessToken: string;
  eachDebitNeedsApproval: boolean;
}

/**
 * A real recurring gift as a donor makes it: create-order (a citizen of India living in India unless the
 * body declares otherwise), then the sandbox plays Checkout's authorisation and the site posts it (the
 * first charge). Answers the gift, the authorisation and the gift's view.
 */
export async function startAuthorisedGift(t: TestApp, body: object) {
  const gift = (
    await t.http
      .post('/api/create-order')
      .send({ ...INDIAN_IN_INDIA, ...body })
      .expect(201)
  ).body as StartedRecurringGift;
  const authorisation = (
    await t.http.post(`/api/payments/sandbox/subscriptions/${gift.id}/authorise`).expect(200)
  ).body;
  const authorised = await t.http
    .post(`/api/recurring-gifts/${gift.recurringGiftId}/authorisation`)
    .set('X-Access-Token', gift.accessToken)
    .send(authorisation)
    .expect(200);
  return { gift, authorisation, view: authorised.body.recurringGift };
}
