import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class DonationReceipts1795419045168 implements MigrationInterface {
  name = 'DonationReceipts1795419045168';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "donation_receipts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "donation_id" uuid NOT NULL, "receipt_number" character varying(32) NOT NULL, "financial_year" character varying(7) NOT NULL, "sequence" integer NOT NULL, "is_80g" boolean NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, "donor_name" character varying(200) NOT NULL, "donor_address" text, "donor_pan" character varying(10), "amount" numeric(12,2) NOT NULL, "payment_id" character varying(64) NOT NULL, "donation_type" character varying(16) NOT NULL DEFAULT \'others\', "foundation" jsonb NOT NULL, CONSTRAINT "ck_donation_receipts_80g_donor" CHECK (NOT "is_80g" OR ("donor_pan" IS NOT NULL AND "donor_address" IS NOT NULL)), CONSTRAINT "ck_donation_receipts_donation_type" CHECK ("donation_type" IN (\'corpus\', \'specific_grant\', \'others\')), CONSTRAINT "ck_donation_receipts_amount" CHECK ("amount" > 0), CONSTRAINT "ck_donation_receipts_sequence" CHECK ("sequence" BETWEEN 1 AND 999999), CONSTRAINT "PK_ddd64d16931cbb39f0058879abb" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_donation_receipts_donation" ON "donation_receipts"  ("donation_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_donation_receipts_sequence" ON "donation_receipts"  ("financial_year", "sequence") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_donation_receipts_receipt_number" ON "donation_receipts"  ("receipt_number") ',
    );
    await queryRunner.query(
      'CREATE TABLE "receipt_counters" ("financial_year" character varying(7) NOT NULL, "last_number" integer NOT NULL, CONSTRAINT "ck_receipt_counters_last_number" CHECK ("last_number" BETWEEN 1 AND 999999), CONSTRAINT "PK_d82d06de114908372298fcc966a" PRIMARY KEY ("financial_year"))',
    );
    await queryRunner.query(
      'ALTER TABLE "donation_receipts" ADD CONSTRAINT "FK_c7b56c85e9444d587ab78ceda48" FOREIGN KEY ("donation_id") REFERENCES "donations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "donation_receipts" DROP CONSTRAINT "FK_c7b56c85e9444d587ab78ceda48"',
    );
    await queryRunner.query('DROP TABLE "receipt_counters"');
    await queryRunner.query('DROP INDEX "public"."uq_donation_receipts_receipt_number"');
    await queryRunner.query('DROP INDEX "public"."uq_donation_receipts_sequence"');
    await queryRunner.query('DROP INDEX "public"."ix_donation_receipts_donation"');
    await queryRunner.query('DROP TABLE "donation_receipts"');
  }
}
