import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A corrected receipt (name, PAN, address) replaces a cancelled one: the new receipt names the one it
 * replaces, so the two are linked both ways (a receipt is replaced once at most).
 */
export class ReceiptCorrection1795822000000 implements MigrationInterface {
  name = 'ReceiptCorrection1795822000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donation_receipts" ADD "replaces_receipt_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD CONSTRAINT "ck_donation_receipts_replaces_other"
         CHECK ("replaces_receipt_id" IS NULL OR "replaces_receipt_id" <> "id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_donation_receipts_replaces" ON "donation_receipts" ("replaces_receipt_id")
         WHERE "replaces_receipt_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD CONSTRAINT "fk_donation_receipts_replaces"
         FOREIGN KEY ("replaces_receipt_id") REFERENCES "donation_receipts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP CONSTRAINT "fk_donation_receipts_replaces"`,
    );
    await queryRunner.query(`DROP INDEX "public"."uq_donation_receipts_replaces"`);
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP CONSTRAINT "ck_donation_receipts_replaces_other"`,
    );
    await queryRunner.query(`ALTER TABLE "donation_receipts" DROP COLUMN "replaces_receipt_id"`);
  }
}
