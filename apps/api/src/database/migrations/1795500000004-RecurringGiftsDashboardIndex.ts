import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The index of the Dashboard's active recurring gifts (dashboard/dashboard.repository.ts). */
export class RecurringGiftsDashboardIndex1795500000004 implements MigrationInterface {
  name = 'RecurringGiftsDashboardIndex1795500000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_recurring_gifts_dashboard_active" ON "recurring_gifts" ("status", "period", "amount") WHERE "status" IN ('active', 'authenticated', 'pending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_recurring_gifts_dashboard_active"`);
  }
}
