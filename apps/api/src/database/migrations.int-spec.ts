import { SignInAuditResource1796410000000 } from './migrations/1796410000000-SignInAuditResource.js';
import { MIGRATIONS } from './migrations/index.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';

describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('leave nothing for the entities to change (schema and entities agree)', async () => {
    const pending = await database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('create the tables and names of docs/product.md §3', async () => {
    const columns: { table_name: string; column_name: string }[] = await database.dataSource.query(
      `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const byTable = (table: string) =>
      columns.filter((c) => c.table_name === table).map((c) => c.column_name);
    expect(byTable('events')).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'url_slug',
        'description',
        'location',
        'location_map_url',
        'start_date',
        'end_date',
        'image_url',
        'is_paid',
        'price',
        'event_type',
        'is_active',
        'features',
        'benefits',
        'special_features',
        'included_items',
        'not_included_items',
        'cancellation_policy',
        'cancellation_policy_points',
        'faqs',
        'schedule',
        'gallery',
        'created_at',
        'updated_at',
      ]),
    );
    expect(byTable('event_ticket_types')).toEqual(
      expect.arrayContaining([
        'id',
        'event_id',
        'name',
        'price',
        'description',
        'available_quantity',
        'created_at',
      ]),
    );
    expect(byTable('event_registrations')).toEqual(
      expect.arrayContaining([
        'id',
        'event_id',
        'name',
        'email',
        'phone',
        'address',
        'number_of_tickets',
        'ticket_type_id',
        'ticket_type_price',
        'total_amount',
        'payment_id',
        'payment_status',
        'created_at',
        'hold_expires_at',
      ]),
    );
    expect(byTable('community_programs')).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'category',
        'description',
        'featured_image_url',
        'url_slug',
        'is_active',
        'created_at',
        'updated_at',
        'gallery_images',
      ]),
    );
    expect(byTable('admin_users')).toEqual(expect.arrayContaining(['id', 'email', 'password_hash']));
    expect(byTable('admin_refresh_tokens')).toEqual(
      expect.arrayContaining([
        'id',
        'admin_user_id',
        'family_id',
        'token_hash',
        'expires_at',
        'used_at',
        'revoked_at',
      ]),
    );
    expect(byTable('login_rate_limits')).toEqual(expect.arrayContaining(['key', 'attempts', 'resets_at']));
    expect(byTable('rate_limits')).toEqual(expect.arrayContaining(['key', 'attempts', 'resets_at']));
    expect(byTable('media')).toEqual(
      expect.arrayContaining(['id', 'target', 'url', 'width', 'height', 'variants']),
    );
  });

  it('refuse to delete an event or ticket type that has a registration (ON DELETE RESTRICT)', async () => {
    const [event] = await database.dataSource.query(
      `INSERT INTO events (title, url_slug, start_date, end_date) VALUES ('Kept', 'kept', '2030-01-01', '2030-01-02') RETURNING id`,
    );
    const [ticketType] = await database.dataSource.query(
      `INSERT INTO event_ticket_types (event_id, name, price) VALUES ($1, 'Standard', 100) RETURNING id`,
      [event.id],
    );
    await database.dataSource.query(
      `INSERT INTO event_registrations (event_id, ticket_type_id, name, email, phone, address, number_of_tickets, payment_status)
       VALUES ($1, $2, 'Asha', 'asha@example.org', '+919800000000', 'Pune', 1, 'completed')`,
      [event.id, ticketType.id],
    );
    await expect(
      database.dataSource.query('DELETE FROM event_ticket_types WHERE id = $1', [ticketType.id]),
    ).rejects.toThrow(/foreign key/);
    await expect(database.dataSource.query('DELETE FROM events WHERE id = $1', [event.id])).rejects.toThrow(
      /foreign key/,
    );
    const [{ count }] = await database.dataSource.query(
      'SELECT count(*)::int AS count FROM event_registrations',
    );
    expect(count).toBe(1);
  });

  it('enforce unique slugs, date order, money that is exact and payment status values', async () => {
    const insert = (slug: string, start: string, end: string, price = '0') =>
      database.dataSource.query(
        `INSERT INTO events (title, url_slug, start_date, end_date, price) VALUES ('E', $1, $2, $3, $4) RETURNING price`,
        [slug, start, end, price],
      );
    const [row] = await insert('money', '2030-01-01', '2030-01-01', '1234.56');
    expect(row.price).toBe('1234.56');
    await expect(insert('money', '2030-01-01', '2030-01-01')).rejects.toThrow(/duplicate key/);
    await expect(insert('backwards', '2030-01-02', '2030-01-01')).rejects.toThrow(/ck_events_date_order/);
    await expect(insert('negative', '2030-01-01', '2030-01-01', '-1')).rejects.toThrow(/ck_events_price/);
    await expect(database.dataSource.query(`SELECT 'refunded'::payment_status`)).rejects.toThrow(
      /invalid input value for enum/,
    );
  });

  it('move the sign-ins logged under `sessions` to `sign-ins`, and back, leaving the online sessions', async () => {
    const { dataSource } = database;
    const resources = async () =>
      (
        await dataSource.query<{ action: string; resource: string }[]>(
          `SELECT action, resource FROM audit_log WHERE actor_email = 'migration@example.org' ORDER BY action`,
        )
      ).map(({ action, resource }) => `${action} ${resource}`);
    await dataSource.query(
      `INSERT INTO audit_log (actor_email, action, resource) VALUES
         ('migration@example.org', 'sign_in', 'sessions'), ('migration@example.org', 'sign_in_failed', 'sessions'),
         ('migration@example.org', 'sign_out', 'sessions'), ('migration@example.org', 'delete', 'sessions'),
         ('migration@example.org', 'update', 'events')`,
    );
    const migration = new SignInAuditResource1796410000000();
    const runner = dataSource.createQueryRunner();
    try {
      await migration.up(runner);
      expect(await resources()).toEqual([
        'delete sessions',
        'sign_in sign-ins',
        'sign_in_failed sign-ins',
        'sign_out sign-ins',
        'update events',
      ]);
      await migration.down(runner);
      expect(await resources()).toEqual([
        'delete sessions',
        'sign_in sessions',
        'sign_in_failed sessions',
        'sign_out sessions',
        'update events',
      ]);
    } finally {
      await runner.release();
      await dataSource.query(`DELETE FROM audit_log WHERE actor_email = 'migration@example.org'`);
    }
  });

  it('can be reverted to an empty schema and applied again', async () => {
    for (let i = 0; i < MIGRATIONS.length; i += 1) {
      await database.dataSource.undoLastMigration({ transaction: 'each' });
    }
    const tables = await database.dataSource.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'schema_migrations'`,
    );
    expect(tables).toEqual([]);
    await database.dataSource.runMigrations({ transaction: 'each' });
    const pending = await database.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries).toEqual([]);
  });
});
