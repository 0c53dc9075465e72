import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Pre-acknowledgement numbers of the statement of donations (Form 113 / 10BD): pasted by staff from the
 * income-tax portal, each quoted on one deductible receipt (donation_receipts.pre_arn) and carried by the
 * statement beside that receipt's donation.
 */
export class PreArns1796194354719 implements MigrationInterface {
  name = 'PreArns1796194354719';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pre_arns" (
        "id" SERIAL NOT NULL,
        "number" character varying(21) NOT NULL,
        "financial_year" character varying(7) NOT NULL,
        "receipt_number" character varying(32),
        "used_at" TIMESTAMP WITH TIME ZONE,
        "added_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pre_arns" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_pre_arns_number" ON "pre_arns" ("number") `);
    await queryRunner.query(
      `CREATE INDEX "ix_pre_arns_unused" ON "pre_arns" ("financial_year", "id") WHERE "used_at" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "donation_receipts" ADD "pre_arn" character varying(21)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_donation_receipts_pre_arn" ON "donation_receipts" ("pre_arn") WHERE "pre_arn" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_donation_receipts_pre_arn"`);
    await queryRunner.query(`ALTER TABLE "donation_receipts" DROP COLUMN "pre_arn"`);
    await queryRunner.query(`DROP INDEX "public"."ix_pre_arns_unused"`);
    await queryRunner.query(`DROP INDEX "public"."uq_pre_arns_number"`);
    await queryRunner.query(`DROP TABLE "pre_arns"`);
  }
}
