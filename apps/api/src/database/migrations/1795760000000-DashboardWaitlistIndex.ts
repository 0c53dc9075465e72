import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Dashboard counts the waiting and offered entries of each upcoming event: an index on (event, status)
 * answers it from the index alone. It replaces the index on the event only, whose lookups (an event's list,
 * deleting an event) use its first column just as well.
 */
export class DashboardWaitlistIndex1795760000000 implements MigrationInterface {
  name = 'DashboardWaitlistIndex1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_waitlist_entries_event_status" ON "waitlist_entries" ("event_id", "status") `,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_waitlist_entries_event"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_waitlist_entries_event" ON "waitlist_entries" ("event_id") `);
    await queryRunner.query(`DROP INDEX "public"."ix_waitlist_entries_event_status"`);
  }
}
