import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The daily retention job's log (docs/privacy.md "Retention"): one row per day (India's calendar), inserted
 * by the process that claims the day's run, with what it anonymised. A receipt past its tax record's period
 * loses its donor's name, address and PAN too: `donor_erased_at` says when, and lets an 80G receipt so erased
 * hold no PAN.
 */
export class RetentionRuns1796200000000 implements MigrationInterface {
  name = 'RetentionRuns1796200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "retention_runs" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "run_on" date NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'running',
        "started_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "heartbeat_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE,
        "anonymised" jsonb NOT NULL DEFAULT '{}',
        CONSTRAINT "ck_retention_runs_status" CHECK ("status" IN ('running', 'done')),
        CONSTRAINT "uq_retention_runs_run_on" UNIQUE ("run_on"),
        CONSTRAINT "PK_retention_runs" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`ALTER TABLE "donation_receipts" ADD "donor_erased_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP CONSTRAINT "ck_donation_receipts_80g_donor"`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD CONSTRAINT "ck_donation_receipts_80g_donor"
         CHECK (NOT "is_80g" OR "donor_erased_at" IS NOT NULL OR ("donor_pan" IS NOT NULL AND "donor_address" IS NOT NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "retention_runs"`);
    await queryRunner.query(
      `DELETE FROM "donation_receipts" WHERE "donor_erased_at" IS NOT NULL AND "is_80g"`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP CONSTRAINT "ck_donation_receipts_80g_donor"`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD CONSTRAINT "ck_donation_receipts_80g_donor"
         CHECK (NOT "is_80g" OR ("donor_pan" IS NOT NULL AND "donor_address" IS NOT NULL))`,
    );
    await queryRunner.query(`ALTER TABLE "donation_receipts" DROP COLUMN "donor_erased_at"`);
  }
}
