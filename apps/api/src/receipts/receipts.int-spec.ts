import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-error.js';
import { loadConfig } from '../config/app-config.js';
import { dataSourceOptions } from '../database/data-source-options.js';
import { waitFor } from '../testing/payment-helpers.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { TEST_JWT_SECRET } from '../testing/test-secrets.js';
import { taxRegimeById } from '@foundation/shared';
import { eligibilitySentence, notDeductibleNotice } from './receipt-pdf.js';
import type { DonationReceipt, DonationReceiptFacts } from './receipt.types.js';
import { ReceiptErrorCode } from './receipts.errors.js';
import { ReceiptsRepository } from './receipts.repository.js';
import { ReceiptsService } from './receipts.service.js';

// Receipt numbers on the real PostgreSQL. Two DataSources, each with its own connection pool, stand in for
// two API processes completing donations at the same time: nothing in one process's memory can help the
// other, only the database can keep the numbers unique and gap-free.

let database: TestDatabase;
/** The "first API process". */
let first: DataSource;
/** The "second API process": its own pool of connections to the same database. */
let second: DataSource;
let pdfDir: string;

const config = (extra: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET, ...extra });
const serviceOn = (dataSource: DataSource, extra: Record<string, string> = {}) =>
  new ReceiptsService(new ReceiptsRepository(dataSource), config(extra));
const ACT_2025 = taxRegimeById('it-act-2025')!;
const ACT_1961 = taxRegimeById('it-act-1961')!;

/** 23 November 2026, 10:00 IST: in the tax year 2026-27 and within the demonstration section 354 approval. */
const NOV_2026 = new Date('2026-11-23T04:30:00Z');

let donationCounter = 0;
/** A completed donation, written with SQL: the receipts need only its row to refer to. */
async function insertDonation(): Promise<string> {
  donationCounter += 1;
  const [row] = await first.query(
    `INSERT INTO donations (amount, name, email, access_token_hash, payment_status, payment_id, completed_at)
     VALUES (1500, $1, $2, 'hash', 'completed', $3, now()) RETURNING id`,
    [`Donor ${donationCounter}`, `donor${donationCounter}@example.org`, `pay_Test${donationCounter}`],
  );
  return row.id as string;
}

function facts(donationId: string, overrides: Partial<DonationReceiptFacts> = {}): DonationReceiptFacts {
  return {
    donationId,
    donorName: 'Vikram Shah',
    amount: '1500.00',
    paymentId: `pay_${donationId.slice(0, 8)}`,
    receivedAt: NOV_2026,
    ...overrides,
  };
}

/** Issues a receipt in its own transaction on one "process", as a completing donation would. */
function issue(
  dataSource: DataSource,
  donationId: string,
  now: Date,
  extra: Partial<DonationReceiptFacts> = {},
) {
  return dataSource.transaction((manager) =>
    serviceOn(dataSource).issueFor(manager, facts(donationId, extra), now),
  );
}

async function committedSequences(financialYear: string): Promise<number[]> {
  const rows: Array<{ sequence: number }> = await first.query(
    'SELECT sequence FROM donation_receipts WHERE financial_year = $1 ORDER BY sequence',
    [financialYear],
  );
  return rows.map((row) => row.sequence);
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(pdfDir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = database.dataSource;
  second = new DataSource(
    dataSourceOptions({ url: database.url, poolSize: 4, applicationName: 'receipts-second-process' }),
  );
  await second.initialize();
  pdfDir = mkdtempSync(path.join(tmpdir(), 'receipts-int-'));
});

afterAll(async () => {
  await second?.destroy();
  await database?.drop();
  rmSync(pdfDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await first.query('TRUNCATE donation_receipts, receipt_counters');
});

describe('receipt numbers', () => {
  it('are unique and gap-free for 50 concurrent completions through two processes', async () => {
    const donations = await Promise.all(oneTo(50).map(() => insertDonation()));
    // Settled, not Promise.all: a failure must not leave transactions running into the next test.
    const outcomes = await Promise.allSettled(
      donations.map((id, i) => issue(i % 2 === 0 ? first : second, id, NOV_2026)),
    );
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
    const receipts = outcomes.map((o) => (o as PromiseFulfilledResult<DonationReceipt>).value);

    expect(receipts.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(oneTo(50));
    expect(new Set(receipts.map((r) => r.receiptNumber)).size).toBe(50);
    for (const receipt of receipts) {
      expect(receipt.financialYear).toBe('2026-27');
      expect(receipt.receiptNumber).toBe(`DR/2026-27/${String(receipt.sequence).padStart(6, '0')}`);
    }
    expect(await committedSequences('2026-27')).toEqual(oneTo(50));
    const [counter] = await first.query(
      'SELECT last_number FROM receipt_counters WHERE financial_year = $1',
      ['2026-27'],
    );
    expect(counter.last_number).toBe(50);
  });

  it('stay gap-free when completions roll back after taking a number: the next receipt gets it', async () => {
    const donations = await Promise.all(oneTo(30).map(() => insertDonation()));
    const outcomes = await Promise.all(
      donations.map((id, i) => {
        const dataSource = i % 2 === 0 ? first : second;
        return dataSource
          .transaction(async (manager) => {
            const receipt = await serviceOn(dataSource).issueFor(manager, facts(id), NOV_2026);
            // A later step of the completion fails (every third one): the whole transaction rolls back.
            if (i % 3 === 0)
              throw new Error(`completion ${i} failed after taking number ${receipt.sequence}`);
            return receipt;
          })
          .then(
            (receipt) => ({ committed: receipt.sequence }),
            (error: Error) => ({ rolledBack: error.message }),
          );
      }),
    );

    const rolledBack = outcomes.filter((o) => 'rolledBack' in o);
    expect(rolledBack).toHaveLength(10);
    expect(
      rolledBack.every((o) =>
        /failed after taking number \d+/.test((o as { rolledBack: string }).rolledBack),
      ),
    ).toBe(true);
    expect(await committedSequences('2026-27')).toEqual(oneTo(20));
    const [counter] = await first.query(
      'SELECT last_number FROM receipt_counters WHERE financial_year = $1',
      ['2026-27'],
    );
    expect(counter.last_number).toBe(20);
  });

  it('make a concurrent completion wait for the one holding a number, and reuse it when that rolls back', async () => {
    await issue(first, await insertDonation(), NOV_2026); // 000001 committed
    const [heldDonation, waitingDonation] = [await insertDonation(), await insertDonation()];

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: (sequence: number) => void;
    const numberTaken = new Promise<number>((resolve) => (taken = resolve));
    const holder = first
      .transaction(async (manager) => {
        const receipt = await serviceOn(first).issueFor(manager, facts(heldDonation), NOV_2026);
        taken(receipt.sequence);
        await released;
        throw new Error('payment turned out invalid');
      })
      .catch((error: Error) => error);
    expect(await numberTaken).toBe(2);

    const waiting = issue(second, waitingDonation, NOV_2026);
    // The second process's upsert waits on the counter row that the first one's open transaction holds.
    try {
      await waitFor(async () => {
        const [row] = await second.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = 'receipts-second-process' AND wait_event_type = 'Lock'`,
        );
        return row.n === 1;
      });
    } finally {
      // Also when the wait is never seen: an open transaction would block every later test.
      release();
    }

    expect(await holder).toBeInstanceOf(Error);
    const receipt = await waiting;
    expect(receipt.receiptNumber).toBe('DR/2026-27/000002');
    expect(await committedSequences('2026-27')).toEqual([1, 2]);
  });

  it('restart at 000001 in each financial year, counted in India time', async () => {
    const lastMinuteOfMarch = new Date('2026-03-31T18:29:00Z'); // 31 March 2026, 23:59 IST
    const firstMinuteOfApril = new Date('2026-03-31T18:30:00Z'); // 1 April 2026, 00:00 IST
    const issued: string[] = [];
    for (const now of [lastMinuteOfMarch, lastMinuteOfMarch, firstMinuteOfApril, firstMinuteOfApril]) {
      issued.push((await issue(first, await insertDonation(), now, { receivedAt: now })).receiptNumber);
    }
    // A receipt issued later still goes into the series of the year its instant belongs to.
    const lastSecondOfMarch = new Date('2026-03-31T18:29:59.999Z');
    issued.push(
      (await issue(second, await insertDonation(), lastSecondOfMarch, { receivedAt: lastSecondOfMarch }))
        .receiptNumber,
    );

    expect(issued).toEqual([
      'DR/2025-26/000001',
      'DR/2025-26/000002',
      'DR/2026-27/000001',
      'DR/2026-27/000002',
      'DR/2025-26/000003',
    ]);
    expect(await committedSequences('2025-26')).toEqual([1, 2, 3]);
    expect(await committedSequences('2026-27')).toEqual([1, 2]);
  });

  it('continue the same series under another prefix, and leave numbers already issued as they were', async () => {
    const first1 = await issue(first, await insertDonation(), NOV_2026);
    // A receipt issued before the prefix was configurable, as the database holds it.
    await first.query(`UPDATE donation_receipts SET receipt_number = '80G/2026-27/000001' WHERE id = $1`, [
      first1.id,
    ]);
    const next = await second.transaction((manager) =>
      serviceOn(second, { RECEIPT_NUMBER_PREFIX: 'ASH' }).issueFor(
        manager,
        facts(first1.donationId),
        NOV_2026,
      ),
    );
    expect(next.receiptNumber).toBe('ASH/2026-27/000002');
    expect((await serviceOn(first).findById(first1.id))?.receiptNumber).toBe('80G/2026-27/000001');
    expect(await committedSequences('2026-27')).toEqual([1, 2]);
  });

  it('are taken only inside a transaction', async () => {
    const repository = new ReceiptsRepository(first);
    await expect(repository.allocateNumber(first.manager, '2026-27')).rejects.toThrow(/open transaction/);
    expect(await first.query('SELECT * FROM receipt_counters')).toEqual([]);
  });

  it('end at 999999 in a year: the next completion is refused and nothing changes', async () => {
    await first.query(
      `INSERT INTO receipt_counters (financial_year, last_number) VALUES ('2026-27', 999999)`,
    );
    const error = await issue(first, await insertDonation(), NOV_2026).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe(ReceiptErrorCode.NumbersExhausted);
    const [counter] = await first.query('SELECT last_number FROM receipt_counters');
    expect(counter.last_number).toBe(999999);
    expect(await committedSequences('2026-27')).toEqual([]);
  });

  it('are not taken for facts that cannot make a receipt', async () => {
    const id = await insertDonation();
    for (const bad of [
      { donorName: '  ' },
      { paymentId: '' },
      { amount: 0 },
      { amount: '-5' },
      { receivedAt: new Date('nope') },
    ]) {
      const error = await issue(first, id, NOV_2026, bad).catch((e: unknown) => e);
      expect((error as DomainError).code).toBe(ReceiptErrorCode.InvalidFacts);
    }
    expect(await first.query('SELECT * FROM receipt_counters')).toEqual([]);
  });
});

describe('receipts', () => {
  it('are 80G receipts with a PAN and an address, plain ones otherwise, with the PAN added later giving the 80G one', async () => {
    const id = await insertDonation();
    const plain = await issue(first, id, NOV_2026, { donorAddress: '12 MG Road, Bengaluru' });
    expect(plain).toMatchObject({ is80G: false, donorPan: null, donorAddress: '12 MG Road, Bengaluru' });

    // The donor adds a PAN (typed in small letters): a new receipt, the next number of the same series.
    const later = new Date(NOV_2026.getTime() + 86_400_000);
    const with80G = await issue(first, id, later, {
      donorAddress: '12 MG Road, Bengaluru',
      donorPan: ' abcde1234f ',
    });
    expect(with80G).toMatchObject({
      is80G: true,
      donorPan: 'ABCDE1234F',
      receiptNumber: 'DR/2026-27/000002',
      taxRegime: 'it-act-2025',
      foundation: expect.objectContaining({ urn: 'AAATY1234FE20264' }),
    });

    const stored = await serviceOn(second).findByDonation(id);
    expect(stored.map((r) => [r.receiptNumber, r.is80G])).toEqual([
      ['DR/2026-27/000001', false],
      ['DR/2026-27/000002', true],
    ]);
    expect(stored[1].amount).toBe(1500);
    expect(stored[1].receivedAt.toISOString()).toBe(NOV_2026.toISOString());
  });

  it('are plain for a PAN without an address, an invalid PAN, or a donation received before the approval', async () => {
    const cases: Array<Partial<DonationReceiptFacts>> = [
      { donorPan: 'ABCDE1234F' },
      { donorPan: 'ABCDE1234', donorAddress: 'Pune' },
      // 31 March 2021, 23:59 IST: the day before the demonstration 80G approval begins.
      { donorPan: 'ABCDE1234F', donorAddress: 'Pune', receivedAt: new Date('2021-03-31T18:29:00Z') },
    ];
    for (const extra of cases) {
      const receipt = await issue(first, await insertDonation(), NOV_2026, extra);
      expect(receipt).toMatchObject({ is80G: false, donorPan: null });
    }
  });

  it('keep their donation from being deleted', async () => {
    const id = await insertDonation();
    await issue(first, id, NOV_2026);
    await expect(first.query('DELETE FROM donations WHERE id = $1', [id])).rejects.toThrow(/foreign key/);
  });

  it('render as PDFs that read back with their number', async () => {
    const receipt80g = await issue(first, await insertDonation(), NOV_2026, {
      donorAddress: '12 MG Road, Bengaluru, Karnataka 560001',
      donorPan: 'ABCDE1234F',
    });
    const plain = await issue(second, await insertDonation(), NOV_2026, { donorName: 'Asha Rao' });

    const text80g = pdfText(await serviceOn(first).renderPdf(receipt80g.id), '80g');
    expect(text80g).toContain('Receipt number DR/2026-27/000001');
    expect(text80g).toContain("Donor's PAN ABCDE1234F");
    expect(text80g).toContain(eligibilitySentence(ACT_2025));

    const plainText = pdfText(await serviceOn(second).renderPdf(plain.id), 'plain');
    expect(plainText).toContain('Receipt number DR/2026-27/000002');
    expect(plainText).toContain('Received from Asha Rao');
    expect(plainText).toContain(notDeductibleNotice(ACT_2025).split(' Income-tax')[0]);
    expect(plainText).not.toContain(eligibilitySentence(ACT_2025));
  });

  it('follow the law of the gift’s date: 31 March 2026 23:59 IST the 1961 Act, 1 April 00:00 IST the 2025 Act', async () => {
    const lastMinuteOfMarch = new Date('2026-03-31T23:59:00+05:30');
    const firstMinuteOfApril = new Date('2026-04-01T00:00:00+05:30');
    const details = { donorAddress: '12 MG Road, Bengaluru', donorPan: 'ABCDE1234F' };
    // Both issued in April: the number follows the day of issue, the law the day of the gift.
    const old = await issue(first, await insertDonation(), firstMinuteOfApril, {
      ...details,
      receivedAt: lastMinuteOfMarch,
    });
    const current = await issue(second, await insertDonation(), firstMinuteOfApril, {
      ...details,
      receivedAt: firstMinuteOfApril,
    });
    expect(old).toMatchObject({ taxRegime: 'it-act-1961', is80G: true, receiptNumber: 'DR/2026-27/000001' });
    expect(current).toMatchObject({
      taxRegime: 'it-act-2025',
      is80G: true,
      receiptNumber: 'DR/2026-27/000002',
    });
    expect(old.foundation.urn).toBe('AAATY1234FE20214');
    expect(current.foundation.urn).toBe('AAATY1234FE20264');

    const oldText = pdfText(await serviceOn(first).renderPdf(old.id), 'regime-1961');
    expect(oldText).toContain(eligibilitySentence(ACT_1961));
    expect(oldText).toContain('approved under section 80G(5) of the Income-tax Act, 1961: AAATY1234FE20214');
    expect(oldText).toContain('(Form 10BD) for the financial year 2025-26');
    expect(oldText).not.toContain('section 133');
    const currentText = pdfText(await serviceOn(first).renderPdf(current.id), 'regime-2025');
    expect(currentText).toContain(eligibilitySentence(ACT_2025));
    expect(currentText).toContain('approved under section 354 of the Income-tax Act, 2025: AAATY1234FE20264');
    expect(currentText).toContain('(Form 113) for the tax year 2026-27');
    expect(currentText).not.toContain('80G');

    // A receipt stored before the regimes (its approval's URN under `urn80g`) still renders as issued.
    await first.query(
      `UPDATE donation_receipts SET foundation = (foundation - 'urn') || jsonb_build_object('urn80g', foundation->>'urn')
        WHERE id = $1`,
      [old.id],
    );
    expect(pdfText(await serviceOn(first).renderPdf(old.id), 'legacy')).toContain(': AAATY1234FE20214');
  });

  it('render in the language the donor gave in', async () => {
    const id = await insertDonation();
    await first.query(`UPDATE donations SET locale = 'hi' WHERE id = $1`, [id]);
    const receipt = await issue(first, id, NOV_2026, { donorName: 'आशा राव' });
    const text = pdfText(await serviceOn(first).renderPdf(receipt.id), 'hindi');
    // Words whose glyphs come in reading order (pdftotext puts a pre-base matra before its consonant).
    expect(text).toContain(`रसीद संख्या ${receipt.receiptNumber}`);
    expect(text).toContain('एक हज़ार पाँच सौ रुपये मात्र');
    expect(text).toContain('₹1,500');
    expect(text).not.toContain('Receipt number');
  }, 60000);

  it('answer not found for an unknown receipt', async () => {
    for (const id of ['7f9c2b1e-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const error = await serviceOn(first)
        .renderPdf(id)
        .catch((e: unknown) => e);
      expect((error as DomainError).code).toBe(ReceiptErrorCode.NotFound);
    }
    expect(await serviceOn(first).findByDonation('not-a-uuid')).toEqual([]);
  });
});
