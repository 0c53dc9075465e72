import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The tax regime under which each receipt was issued ('it-act-1961', 'it-act-2025': libs/shared's
 * TAX_REGIMES), frozen with the receipt's other facts. Existing receipts take the regime of their donation's
 * date: the Income-tax Act, 2025 from 1 April 2026 00:00 India time.
 */
export class ReceiptTaxRegime1795814983135 implements MigrationInterface {
  name = 'ReceiptTaxRegime1795814983135';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donation_receipts" ADD "tax_regime" character varying(16)`);
    await queryRunner.query(
      `UPDATE "donation_receipts" SET "tax_regime" = CASE WHEN "received_at" >= '2026-04-01T00:00:00+05:30'
         THEN 'it-act-2025' ELSE 'it-act-1961' END`,
    );
    await queryRunner.query(`ALTER TABLE "donation_receipts" ALTER COLUMN "tax_regime" SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donation_receipts" DROP COLUMN "tax_regime"`);
  }
}
