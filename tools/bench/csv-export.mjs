#!/usr/bin/env node
// @ts-check
// npm run bench: seeds 50,000 registrations into a fresh embedded PostgreSQL (temporary folder), starts the
// API from its production build, and measures GET /api/admin/registrations/export.csv: time to the last
// byte and the API process's resident memory while it streams. As a baseline in the same run it times the
// same rows read by one plain SELECT straight from PostgreSQL. Never part of `npm test`.
//   BENCH_ROWS=200000 npm run bench
import { measureStream, mb, withSeededApi } from './lib/api-export-bench.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);

await withSeededApi({
  async prepare(client) {
    const started = Date.now();
    await seed(client);
    console.log(
      `Seeded ${ROWS.toLocaleString('en-IN')} registrations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const t0 = performance.now();
    const { rows } =
      await client.query(`SELECT e.title, r.name, r.email, r.phone, r.address, r.number_of_tickets, r.total_amount,
      r.payment_status, r.created_at FROM event_registrations r JOIN events e ON e.id = r.event_id ORDER BY r.created_at DESC, r.id`);
    return { baselineMs: performance.now() - t0, baselineRows: rows.length };
  },
  async measure({ base, accessToken, pid, prepared }) {
    const results = [];
    for (const attempt of ['first (cold)', 'second (warm)']) {
      results.push({
        attempt,
        ...(await measureStream(`${base}/admin/registrations/export.csv`, accessToken, pid)),
      });
    }

    console.log(`
Baseline: plain SELECT of the same ${prepared.baselineRows.toLocaleString('en-IN')} rows into memory: ${prepared.baselineMs.toFixed(0)} ms
CSV export over HTTP (${ROWS.toLocaleString('en-IN')} rows):`);
    for (const r of results) {
      console.log(
        `  ${r.attempt.padEnd(14)} ${r.ms.toFixed(0).padStart(6)} ms  ${(r.bytes / 1e6).toFixed(1)} MB  ${r.lines.toLocaleString('en-IN')} lines  ` +
          `API RSS before ${mb(r.rssBefore)}, peak while streaming ${mb(r.rssPeak)} (+${mb(r.rssPeak - r.rssBefore)})`,
      );
    }
  },
});

/** @param {import('pg').Client} client */
async function seed(client) {
  const [{ id: eventId }] = (
    await client.query(`INSERT INTO events (title, url_slug, description, location, start_date, end_date, image_url, is_paid, price)
      VALUES ('Kumbh Mela Retreat, "Prayagraj"', 'bench-retreat', '<p>x</p>', 'Prayagraj', current_date + 30, current_date + 35, '/x.webp', true, 1500)
      RETURNING id`)
  ).rows;
  const [{ id: typeId }] = (
    await client.query(
      `INSERT INTO event_ticket_types (event_id, name, price) VALUES ($1, 'Standard', 1500) RETURNING id`,
      [eventId],
    )
  ).rows;
  await client.query(
    `INSERT INTO event_registrations (event_id, ticket_type_id, name, email, phone, address, number_of_tickets,
        ticket_type_price, total_amount, payment_status, payment_id, created_at)
     SELECT $1, $2,
            CASE WHEN i % 97 = 0 THEN '=HYPERLINK("http://x","y") ' || i ELSE 'Devotee ' || i || ', "Seva"' END,
            'devotee' || i || '@example.org', '+9198' || lpad(i::text, 8, '0'),
            'House ' || i || E', Lane 4\nVaranasi', 1 + i % 4, 1500, 1500 * (1 + i % 4),
            (ARRAY['completed','pending','failed'])[1 + i % 3]::registration_status, 'pay_' || i,
            now() - (i || ' seconds')::interval
       FROM generate_series(1, $3) AS i`,
    [eventId, typeId, ROWS],
  );
  await client.query('ANALYZE event_registrations');
}
