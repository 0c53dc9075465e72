import { randomUUID } from 'node:crypto';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../app.factory.js';
import { ErrorKind } from '../common/errors/domain-error.js';
import { loadConfig } from '../config/app-config.js';
import {
  createPaymentsTestApp,
  postWebhook,
  waitFor,
  type PaymentsTestApp,
} from '../testing/payment-helpers.js';
import { TEST_JWT_SECRET } from '../testing/test-secrets.js';
import { GENEROUS_WRITE_LIMITS } from '../testing/write-limits.js';
import { type Payable } from './payable.js';
import { PaymentLifecycleService } from './payment-lifecycle.service.js';
import { PAYMENT_GATEWAY } from './payment-gateway.js';
import { type PaymentRefund } from './payment-refund.js';
import { paymentError, PaymentErrorCode, PROVIDER_UNAVAILABLE, refundRefused } from './payments.errors.js';
import { SandboxGateway } from './sandbox.gateway.js';

// Refunds as a payments operation, on PostgreSQL with the sandbox provider: requested once per payable
// even from two API processes at once, moved by the provider's refund webhooks in any order, and never lost
// when the provider fails.

const request = (overrides: Partial<Parameters<PaymentLifecycleService['refund']>[2]> = {}) => ({
  paymentId: 'pay_Test1234567890',
  amountPaise: 120000,
  reason: 'Booking cancelled by the attendee',
  by: 'attendee' as const,
  ...overrides,
});

/** The registration payable's refund callback, replaced for a test (its calls, in order). */
function watchRefunds(lifecycle: PaymentLifecycleService): { seen: PaymentRefund[]; restore(): void } {
  const payable = (lifecycle as unknown as { payables: Map<string, Payable> }).payables.get(
    'registration',
  ) as Payable;
  const original = payable.onRefundChanged;
  const seen: PaymentRefund[] = [];
  payable.onRefundChanged = async (refund) => {
    seen.push(refund);
  };
  return {
    seen,
    restore: () => {
      payable.onRefundChanged = original;
    },
  };
}

async function webhookOutcome(t: PaymentsTestApp, eventId: string): Promise<string | null> {
  const [row] = (await t.dataSource.query('SELECT outcome FROM payment_webhook_events WHERE event_id = $1', [
    eventId,
  ])) as { outcome: string | null }[];
  return row?.outcome ?? null;
}

describe('refunds (sandbox provider, webhooks delivered by the test)', () => {
  let t: PaymentsTestApp;
  let other: NestExpressApplication;
  let lifecycle: PaymentLifecycleService;
  let sandbox: SandboxGateway;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    other = await createApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.databaseUrl,
        UPLOADS_DIR: t.uploadsDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SANDBOX_WEBHOOK_DELAY_MS: '-1',
        MAIL_POLL_INTERVAL_MS: '600000',
        HOLD_SWEEP_INTERVAL_MS: '600000',
        ...GENEROUS_WRITE_LIMITS,
      }),
    );
    await other.init();
    lifecycle = t.app.get(PaymentLifecycleService);
    sandbox = t.app.get(PAYMENT_GATEWAY);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it('requests a refund from the provider exactly once under 10 concurrent calls in two API processes', async () => {
    const otherLifecycle = other.get(PaymentLifecycleService);
    const calls = [
      jest.spyOn(t.app.get(PAYMENT_GATEWAY) as SandboxGateway, 'refundPayment'),
      jest.spyOn(other.get(PAYMENT_GATEWAY) as SandboxGateway, 'refundPayment'),
    ];
    const payableId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? otherLifecycle : lifecycle).refund('registration', payableId, request()),
      ),
    );
    expect(calls[0].mock.calls.length + calls[1].mock.calls.length).toBe(1);
    expect(new Set(answers.map((refund) => refund.id)).size).toBe(1);
    const rows = await t.dataSource.query(
      'SELECT status, provider_refund_id, amount_paise, requested_by FROM payment_refunds WHERE payable_id = $1',
      [payableId],
    );
    expect(rows).toEqual([
      {
        status: 'pending',
        provider_refund_id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
        amount_paise: 120000,
        requested_by: 'attendee',
      },
    ]);
    expect(await lifecycle.refundsOf('registration', payableId)).toEqual([
      expect.objectContaining({ id: answers[0].id, status: 'pending', attempts: 1 }),
    ]);
  });

  it('answers the existing refund to a second call, even with another amount', async () => {
    const payableId = randomUUID();
    const first = await lifecycle.refund('registration', payableId, request());
    const spy = jest.spyOn(sandbox, 'refundPayment');
    const second = await lifecycle.refund('registration', payableId, request({ amountPaise: 5000 }));
    expect(spy).not.toHaveBeenCalled();
    expect(second).toEqual(expect.objectContaining({ id: first.id, amountPaise: 120000 }));
  });

  it('moves by refund webhooks in any order: processed is final, duplicates and strangers change nothing', async () => {
    const watch = watchRefunds(lifecycle);
    try {
      const payableId = randomUUID();
      const refund = await lifecycle.refund('registration', payableId, request({ by: 'staff' }));
      const entity = {
        id: refund.providerRefundId as string,
        paymentId: refund.paymentId,
        amountPaise: refund.amountPaise,
        notes: { refund_id: refund.id },
      };
      const processed = sandbox.refundWebhook('refund.processed', entity);
      const created = sandbox.refundWebhook('refund.created', entity);
      const failed = sandbox.refundWebhook('refund.failed', entity);

      await postWebhook(t, processed.rawBody, { eventId: processed.eventId }).expect(200);
      expect(await webhookOutcome(t, processed.eventId)).toBe('refund_processed');
      // Redelivered, late or contradicting events after processed change nothing.
      const again = await postWebhook(t, processed.rawBody, { eventId: processed.eventId }).expect(200);
      expect(again.body).toEqual(expect.objectContaining({ status: 'duplicate' }));
      await postWebhook(t, created.rawBody, { eventId: created.eventId }).expect(200);
      await postWebhook(t, failed.rawBody, { eventId: failed.eventId }).expect(200);
      expect(await webhookOutcome(t, created.eventId)).toBe('unchanged');
      expect(await webhookOutcome(t, failed.eventId)).toBe('unchanged');

      const [after] = await lifecycle.refundsOf('registration', payableId);
      expect(after).toEqual(
        expect.objectContaining({ status: 'processed', failureReason: null, processedAt: expect.any(Date) }),
      );
      expect(watch.seen.map((seen) => seen.status)).toEqual(['pending', 'processed']);
    } finally {
      watch.restore();
    }
  });

  it('finds the refund of a webhook that comes before the provider answer was stored (by its notes)', async () => {
    const payableId = randomUUID();
    const refund = await lifecycle.refund('registration', payableId, request());
    await t.dataSource.query('UPDATE payment_refunds SET provider_refund_id = NULL WHERE id = $1', [
      refund.id,
    ]);
    const entity = {
      id: refund.providerRefundId as string,
      paymentId: refund.paymentId,
      amountPaise: refund.amountPaise,
    };
    // A late webhook of an earlier attempt (another key) is not this refund's.
    const earlier = sandbox.refundWebhook('refund.failed', {
      ...entity,
      id: 'rfnd_EarlierAttempt01',
      notes: { refund_id: refund.id, refund_key: `${refund.id}-0` },
    });
    await postWebhook(t, earlier.rawBody, { eventId: earlier.eventId }).expect(200);
    expect(await webhookOutcome(t, earlier.eventId)).toBe('unknown_refund');
    const webhook = sandbox.refundWebhook('refund.processed', {
      ...entity,
      notes: { refund_id: refund.id, refund_key: refund.idempotencyKey },
    });
    await postWebhook(t, webhook.rawBody, { eventId: webhook.eventId }).expect(200);
    const [after] = await lifecycle.refundsOf('registration', payableId);
    expect(after).toEqual(
      expect.objectContaining({ status: 'processed', providerRefundId: refund.providerRefundId }),
    );
  });

  it('records a webhook for a refund it does not know as unknown_refund and answers 200', async () => {
    const webhook = sandbox.refundWebhook('refund.processed', {
      id: 'rfnd_Unknown0000000',
      paymentId: 'pay_Unknown0000000',
      amountPaise: 100,
      notes: {},
    });
    await postWebhook(t, webhook.rawBody, { eventId: webhook.eventId }).expect(200);
    expect(await webhookOutcome(t, webhook.eventId)).toBe('unknown_refund');
  });

  it('keeps a refund the provider could not be asked for as failed (503 to the caller); a retry reuses its idempotency key', async () => {
    const payableId = randomUUID();
    const spy = jest
      .spyOn(sandbox, 'refundPayment')
      .mockRejectedValueOnce(paymentError(PaymentErrorCode.ProviderUnavailable));
    const failure = await lifecycle
      .refund('registration', payableId, request())
      .catch((error: unknown) => error);
    expect(failure).toEqual(
      expect.objectContaining({ code: PaymentErrorCode.ProviderUnavailable, kind: ErrorKind.Unavailable }),
    );
    const [failed] = await lifecycle.refundsOf('registration', payableId);
    expect(failed).toEqual(
      expect.objectContaining({
        status: 'failed',
        failureCode: 'provider_unavailable',
        failureReason: PROVIDER_UNAVAILABLE,
      }),
    );

    // Without retry, the failed refund is answered as it is: the provider is not asked again.
    expect(await lifecycle.refund('registration', payableId, request())).toEqual(
      expect.objectContaining({ id: failed.id, status: 'failed' }),
    );
    expect(spy).toHaveBeenCalledTimes(1);

    const retried = await lifecycle.refund('registration', payableId, request({ by: 'staff', retry: true }));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1][0].idempotencyKey).toBe(spy.mock.calls[0][0].idempotencyKey);
    expect(retried).toEqual(
      expect.objectContaining({
        id: failed.id,
        status: 'pending',
        attempts: 2,
        failureReason: null,
        providerRefundId: expect.stringMatching(/^rfnd_/),
      }),
    );
  });

  it('keeps a refund the provider refused as failed with its words (502); a retry asks with a new key', async () => {
    const payableId = randomUUID();
    const spy = jest
      .spyOn(sandbox, 'refundPayment')
      .mockRejectedValueOnce(refundRefused('The refund amount provided is greater than amount captured'));
    const failure = await lifecycle
      .refund('registration', payableId, request())
      .catch((error: unknown) => error);
    expect(failure).toEqual(
      expect.objectContaining({ code: PaymentErrorCode.ProviderError, kind: ErrorKind.ProviderFailed }),
    );
    const [failed] = await lifecycle.refundsOf('registration', payableId);
    expect(failed).toEqual(
      expect.objectContaining({
        status: 'failed',
        failureCode: 'provider_refused',
        failureReason: 'The refund amount provided is greater than amount captured',
      }),
    );
    const retried = await Promise.all(
      [1, 2, 3].map(() => lifecycle.refund('registration', payableId, request({ retry: true }))),
    );
    // Three concurrent retries: one asks the provider again, with a key of its own.
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1][0].idempotencyKey).not.toBe(spy.mock.calls[0][0].idempotencyKey);
    expect(new Set(retried.map((refund) => refund.id))).toEqual(new Set([failed.id]));
    const [after] = await lifecycle.refundsOf('registration', payableId);
    expect(after).toEqual(expect.objectContaining({ status: 'pending', attempts: 2 }));
  });

  it('writes nothing for a request without a provider payment id or with no amount', async () => {
    const payableId = randomUUID();
    await expect(lifecycle.refund('registration', payableId, request({ paymentId: 'x' }))).rejects.toThrow(
      /payment id/,
    );
    await expect(lifecycle.refund('registration', payableId, request({ amountPaise: 0 }))).rejects.toThrow(
      /paise/,
    );
    expect(await lifecycle.refundsOf('registration', payableId)).toEqual([]);
  });
});

describe('refunds (sandbox provider delivering its own webhooks)', () => {
  let t: PaymentsTestApp;
  let lifecycle: PaymentLifecycleService;
  let sandbox: SandboxGateway;

  beforeAll(async () => {
    t = await createPaymentsTestApp({ SANDBOX_WEBHOOK_DELAY_MS: '0' });
    lifecycle = t.app.get(PaymentLifecycleService);
    sandbox = t.app.get(PAYMENT_GATEWAY);
  });
  afterAll(() => t?.close());

  it('plays a refund: pending at once, then processed by its signed refund.processed webhook', async () => {
    const watch = watchRefunds(lifecycle);
    try {
      const payableId = randomUUID();
      const refund = await lifecycle.refund('registration', payableId, request());
      expect(refund.providerRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
      const processed = await waitFor(async () => {
        const [now] = await lifecycle.refundsOf('registration', payableId);
        return now.status === 'processed' ? now : null;
      });
      expect(processed.id).toBe(refund.id);
      const events = await t.dataSource.query(
        `SELECT event_type, outcome FROM payment_webhook_events WHERE event_type LIKE 'refund.%'`,
      );
      expect(events).toEqual([{ event_type: 'refund.processed', outcome: 'refund_processed' }]);
      await waitFor(async () => watch.seen.length >= 2);
      expect(watch.seen.map((seen) => seen.status)).toEqual(['pending', 'processed']);
    } finally {
      watch.restore();
    }
  });

  it('plays a refund the bank turns down (refund.failed), which staff retry with a new key until processed', async () => {
    const payableId = randomUUID();
    sandbox.refundOutcome = 'failed';
    const spy = jest.spyOn(sandbox, 'refundPayment');
    try {
      await lifecycle.refund('registration', payableId, request());
      const failed = await waitFor(async () => {
        const [now] = await lifecycle.refundsOf('registration', payableId);
        return now.status === 'failed' ? now : null;
      });
      expect(failed).toEqual(expect.objectContaining({ failureCode: 'refund_failed' }));
    } finally {
      sandbox.refundOutcome = 'processed';
    }
    const retried = await lifecycle.refund('registration', payableId, request({ by: 'staff', retry: true }));
    expect(retried.providerRefundId).not.toBeNull();
    expect(spy.mock.calls[1][0].idempotencyKey).not.toBe(spy.mock.calls[0][0].idempotencyKey);
    await waitFor(async () => {
      const [now] = await lifecycle.refundsOf('registration', payableId);
      return now.status === 'processed';
    });
    spy.mockRestore();
  });
});
