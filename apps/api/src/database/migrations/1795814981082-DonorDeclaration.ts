import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The donor's declaration of citizenship (the Foreign Contribution (Regulation) Act, 2010;
 * docs/fcra-and-recurring.md) on donations and recurring gifts, whether a donation was taken on the FCRA
 * account, and which of the foundation's payment accounts each provider order was created on. Rows made
 * before the question have no declaration (null) and were all taken on the main account.
 */
export class DonorDeclaration1795814981082 implements MigrationInterface {
  name = 'DonorDeclaration1795814981082';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['donations', 'recurring_gifts']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "donor_citizenship" character varying(20)`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "donor_passport_number" character varying(8)`);
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "ck_${table}_donor_citizenship"
           CHECK ("donor_citizenship" IN ('indian-in-india', 'indian-abroad', 'foreign'))`,
      );
    }
    await queryRunner.query(`ALTER TABLE "donations" ADD "fcra" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `CREATE INDEX "ix_donations_fcra_completed" ON "donations" ("completed_at") WHERE "fcra" AND "payment_status" = 'completed'`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_orders" ADD "account" character varying(10) NOT NULL DEFAULT 'main'`,
    );
    await queryRunner.query(
      `ALTER TABLE "payment_orders" ADD CONSTRAINT "ck_payment_orders_account" CHECK ("account" IN ('main', 'fcra'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP CONSTRAINT "ck_payment_orders_account"`);
    await queryRunner.query(`ALTER TABLE "payment_orders" DROP COLUMN "account"`);
    await queryRunner.query(`DROP INDEX "ix_donations_fcra_completed"`);
    await queryRunner.query(`ALTER TABLE "donations" DROP COLUMN "fcra"`);
    for (const table of ['recurring_gifts', 'donations']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "ck_${table}_donor_citizenship"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "donor_passport_number"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "donor_citizenship"`);
    }
  }
}
