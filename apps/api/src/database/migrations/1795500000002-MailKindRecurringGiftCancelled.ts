import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The Outbox's kind of the e-mail confirming a cancelled recurring gift. */
export class MailKindRecurringGiftCancelled1795500000002 implements MigrationInterface {
  name = 'MailKindRecurringGiftCancelled1795500000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'recurring-gift-cancelled'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is made again without it.
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind" = 'recurring-gift-cancelled'`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" RENAME TO "mail_kind_old"`);
    await queryRunner.query(
      `CREATE TYPE "public"."mail_kind" AS ENUM('registration-receipt', 'donation-thanks')`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind" USING "kind"::text::"public"."mail_kind"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind_old"`);
  }
}
