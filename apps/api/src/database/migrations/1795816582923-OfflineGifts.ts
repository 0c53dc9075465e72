import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Gifts received offline (cash, cheque, bank transfer, UPI, in kind), recorded by staff in the same ledger
 * as online ones: how each gift came (`gift_mode`, 'online' for every existing row), the cheque's or the
 * transfer's particulars, what a gift in kind was, and who recorded it. Each receipt freezes its gift's mode.
 */
export class OfflineGifts1795816582923 implements MigrationInterface {
  name = 'OfflineGifts1795816582923';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donations"
      ADD "gift_mode" character varying(16) NOT NULL DEFAULT 'online',
      ADD "cheque_number" character varying(6),
      ADD "cheque_bank" character varying(60),
      ADD "cheque_date" date,
      ADD "payment_reference" character varying(40),
      ADD "kind_description" character varying(300),
      ADD "recorded_by" uuid`);
    await queryRunner.query(
      `ALTER TABLE "donations" ADD CONSTRAINT "ck_donations_gift_mode"
         CHECK ("gift_mode" IN ('online', 'cash', 'cheque', 'bank-transfer', 'upi', 'kind'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "donations" ADD CONSTRAINT "ck_donations_cheque"
         CHECK ("gift_mode" <> 'cheque' OR ("cheque_number" IS NOT NULL AND "cheque_bank" IS NOT NULL AND "cheque_date" IS NOT NULL))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_donations_gift_mode" ON "donations" ("gift_mode", "created_at")`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD "gift_mode" character varying(16) NOT NULL DEFAULT 'online',
         ADD "mode_details" character varying(300)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP COLUMN "mode_details", DROP COLUMN "gift_mode"`,
    );
    await queryRunner.query(`DROP INDEX "ix_donations_gift_mode"`);
    await queryRunner.query(`ALTER TABLE "donations" DROP CONSTRAINT "ck_donations_cheque"`);
    await queryRunner.query(`ALTER TABLE "donations" DROP CONSTRAINT "ck_donations_gift_mode"`);
    await queryRunner.query(`ALTER TABLE "donations"
      DROP COLUMN "recorded_by", DROP COLUMN "kind_description", DROP COLUMN "payment_reference",
      DROP COLUMN "cheque_date", DROP COLUMN "cheque_bank", DROP COLUMN "cheque_number", DROP COLUMN "gift_mode"`);
  }
}
