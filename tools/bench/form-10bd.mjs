#!/usr/bin/env node
// @ts-check
// npm run bench -- form-10bd: seeds 100,000 completed donations with PAN and 80G receipts (30,000 donors)
// into a fresh embedded PostgreSQL (temporary folder), starts the API from its production build, and
// measures GET /api/admin/donations/form-10bd.csv for the current financial year: time to the last byte
// (the target is 3 s) and the API process's resident memory before and while it streams (flat: one donor's
// donations are held at a time). As a baseline in the same run it times the same rows read by one plain
// SELECT straight from PostgreSQL. Never part of `npm test`.
//   BENCH_ROWS=300000 npm run bench -- form-10bd
//   BENCH_API_HEAP_MB=64 ...: the API runs with a V8 heap of that size; the export must still complete.
import { measureStream, mb, withSeededApi } from './lib/api-export-bench.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const DONORS = Math.max(1, Math.round(ROWS * 0.3));
const TARGET_MS = 3000;
const API_HEAP_MB = process.env.BENCH_API_HEAP_MB ? Number(process.env.BENCH_API_HEAP_MB) : null;

await withSeededApi({
  nodeArgs: API_HEAP_MB ? [`--max-old-space-size=${API_HEAP_MB}`] : [],
  async prepare(client) {
    const started = Date.now();
    const financialYear = await seed(client);
    console.log(
      `Seeded ${ROWS.toLocaleString('en-IN')} completed donations with 80G receipts (${DONORS.toLocaleString('en-IN')} donors) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const t0 = performance.now();
    const { rows } = await client.query(
      `SELECT r.donor_pan, r.donor_name, r.donor_address, r.donation_type, d.amount
         FROM donations d JOIN donation_receipts r ON r.donation_id = d.id AND r.is_80g
        WHERE d.payment_status = 'completed' ORDER BY r.donor_pan, d.completed_at, d.id`,
    );
    return { financialYear, baselineMs: performance.now() - t0, baselineRows: rows.length };
  },
  async measure({ base, accessToken, pid, prepared }) {
    const { financialYear } = prepared;
    const url = `${base}/admin/donations/form-10bd.csv?financialYear=${financialYear}`;
    const results = [];
    for (const attempt of ['first (cold)', 'second (warm)']) {
      results.push({ attempt, ...(await measureStream(url, accessToken, pid)) });
    }

    console.log(`
Baseline: plain SELECT of the same ${prepared.baselineRows.toLocaleString('en-IN')} rows into memory: ${prepared.baselineMs.toFixed(0)} ms
Form 10BD export over HTTP (${ROWS.toLocaleString('en-IN')} donations, ${financialYear}; target ${TARGET_MS} ms${
      API_HEAP_MB ? `; API heap limited to ${API_HEAP_MB} MB` : ''
    }):`);
    for (const r of results) {
      console.log(
        `  ${r.attempt.padEnd(14)} ${r.ms.toFixed(0).padStart(6)} ms  ${(r.bytes / 1e6).toFixed(1)} MB  ${(r.lines - 1).toLocaleString('en-IN')} rows  ` +
          `API RSS before ${mb(r.rssBefore)}, peak while streaming ${mb(r.rssPeak)} (+${mb(r.rssPeak - r.rssBefore)}), ` +
          `after ${mb(r.rssAfter)}  ${r.ms <= TARGET_MS ? 'within target' : 'OVER TARGET'}`,
      );
    }
    if (results.some((r) => r.lines - 1 !== DONORS)) {
      throw new Error(
        `Expected ${DONORS} rows (one per donor), got ${results.map((r) => r.lines - 1).join(', ')}`,
      );
    }
  },
});

/**
 * Donations of the current financial year, each with its 80G receipt; answers the year ('2026-27').
 *
 * @param {import('pg').Client} client
 * @returns {Promise<string>}
 */
async function seed(client) {
  const {
    rows: [{ fy }],
  } = await client.query(`SELECT CASE WHEN extract(month FROM now() AT TIME ZONE 'Asia/Kolkata') >= 4
      THEN to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY') || '-' || to_char((now() AT TIME ZONE 'Asia/Kolkata') + interval '1 year', 'YY')
      ELSE to_char((now() AT TIME ZONE 'Asia/Kolkata') - interval '1 year', 'YYYY') || '-' || to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YY') END AS fy`);
  // Donor p's PAN: a letter, 'AAAA', four digits, 'Z' (valid and distinct for up to 260,000 donors).
  const pan = `chr(65 + (i % ${DONORS}) / 10000) || 'AAAA' || lpad(((i % ${DONORS}) % 10000)::text, 4, '0') || 'Z'`;
  await client.query(
    `INSERT INTO donations (amount, name, email, access_token_hash, payment_status, payment_id, completed_at,
        donor_pan, donor_address, tax_donation_type, created_at)
     SELECT 500 + i % 5000, 'Donor ' || (i % $2), 'donor' || (i % $2) || '@example.org', 'hash', 'completed',
            'pay_' || i, now() - (i || ' seconds')::interval, ${pan},
            'House ' || (i % $2) || ', Lane 4, Varanasi', (ARRAY['corpus','specific_grant','others'])[1 + i % 3]::tax_donation_type,
            now() - (i || ' seconds')::interval
       FROM generate_series(1, $1) AS i`,
    [ROWS, DONORS],
  );
  await client.query(
    `INSERT INTO donation_receipts (donation_id, receipt_number, financial_year, sequence, is_80g, issued_at,
        received_at, donor_name, donor_address, donor_pan, amount, payment_id, donation_type, foundation)
     SELECT id, '80G/' || $1 || '/' || lpad(n::text, 6, '0'), $1, n, true, completed_at, completed_at, name,
            donor_address, donor_pan, amount, payment_id, tax_donation_type, '{}'::jsonb
       FROM (SELECT d.*, row_number() OVER (ORDER BY completed_at, id) AS n FROM donations d) numbered`,
    [fy],
  );
  await client.query('ANALYZE donations');
  await client.query('ANALYZE donation_receipts');
  return fy;
}
