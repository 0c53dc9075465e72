#!/usr/bin/env node
// @ts-check
// Baselines of the api benchmark, each its own process like the API:
//   node bare-server.mjs static <port> <bodies.json>   answers the same JSON bytes from memory
//   node bare-server.mjs pg <port> <DATABASE_URL>      runs the same queries with pg and answers their JSON
// Only node:http (and pg): no framework, no validation, no logging, no caching. Prints "listening" when ready.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import pg from 'pg';

const [mode, port, arg] = process.argv.slice(2);

const camel = (/** @type {Record<string, unknown>} */ row) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c) => c.toUpperCase()), value]),
  );

/** @param {http.ServerResponse} response @param {number} status @param {string | Buffer} body */
function send(response, status, body) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** @type {(url: string) => Promise<string | Buffer | undefined>} */
let handler;
if (mode === 'static') {
  const bodies = new Map(
    Object.entries(JSON.parse(readFileSync(arg, 'utf8'))).map(([url, body]) => [
      url,
      Buffer.from(/** @type {string} */ (body)),
    ]),
  );
  handler = async (url) => bodies.get(url);
} else if (mode === 'pg') {
  const pool = new pg.Pool({ connectionString: arg, max: 10 });
  const EVENT_COLUMNS = `id, title, url_slug, description, location, location_map_url, start_date::text, end_date::text, image_url,
    is_paid, price, event_type, is_active, created_at, updated_at`;
  handler = async (url) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/events') {
      const { rows } = await pool.query(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE is_active AND event_type = $1 ORDER BY start_date, created_at, id`,
        [searchParams.get('type') ?? 'offline'],
      );
      return JSON.stringify(rows.map((row) => ({ ...camel(row), price: Number(row.price) })));
    }
    if (pathname.startsWith('/api/events/')) {
      const {
        rows: [event],
      } = await pool.query(`SELECT * FROM events WHERE url_slug = $1 AND is_active`, [
        pathname.slice('/api/events/'.length),
      ]);
      if (!event) return undefined;
      const { rows: types } = await pool.query(
        `SELECT t.id, t.name, t.price, t.description, t.available_quantity,
                (SELECT COALESCE(SUM(r.number_of_tickets), 0)::int FROM event_registrations r
                  WHERE r.ticket_type_id = t.id AND (r.payment_status = 'completed'
                        OR (r.payment_status = 'pending' AND r.hold_expires_at > now()))) AS seats_taken
           FROM event_ticket_types t WHERE t.event_id = $1 ORDER BY t.price, t.created_at, t.id`,
        [event.id],
      );
      return JSON.stringify({ ...camel(event), ticketTypes: types.map(camel) });
    }
    if (pathname === '/api/community-programs') {
      const { rows } = await pool.query(
        `SELECT * FROM community_programs WHERE is_active ORDER BY created_at DESC, id`,
      );
      return JSON.stringify(rows.map(camel));
    }
    return undefined;
  };
} else {
  console.error('usage: bare-server.mjs static|pg <port> <bodies.json|DATABASE_URL>');
  process.exit(2);
}

const server = http.createServer((request, response) => {
  handler(request.url ?? '/').then(
    (body) =>
      body === undefined ? send(response, 404, '{"message":"Not Found"}') : send(response, 200, body),
    (error) => send(response, 500, JSON.stringify({ message: error.message })),
  );
});
server.keepAliveTimeout = 65000;
server.listen(Number(port), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
