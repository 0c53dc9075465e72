import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Indexes of the admin Dashboard's aggregate queries (dashboard/dashboard.repository.ts). */
export class DashboardIndexes1795421900000 implements MigrationInterface {
  name = 'DashboardIndexes1795421900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_donations_dashboard_completed" ON "donations" ("created_at", "amount") WHERE "payment_status" = 'completed'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_donations_dashboard_by_type" ON "donations" ("donation_type", "created_at", "amount") WHERE "payment_status" = 'completed'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_events_dashboard_upcoming" ON "events" ("end_date") WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_dashboard_completed" ON "event_registrations" ("created_at", "number_of_tickets", "total_amount") WHERE "payment_status" = 'completed'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_dashboard_seats" ON "event_registrations" ("event_id", "ticket_type_id", "payment_status", "number_of_tickets", "hold_expires_at") `,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_dashboard_seats"`);
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_dashboard_completed"`);
    await queryRunner.query(`DROP INDEX "public"."ix_events_dashboard_upcoming"`);
    await queryRunner.query(`DROP INDEX "public"."ix_donations_dashboard_by_type"`);
    await queryRunner.query(`DROP INDEX "public"."ix_donations_dashboard_completed"`);
  }
}
