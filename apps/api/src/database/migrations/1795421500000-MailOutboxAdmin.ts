import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Outbox screen: each message's kind (filled for existing rows from their dedupe key, whose prefix was
 * the kind), the message a resend copies, and the indexes of the list's sort and filters.
 */
export class MailOutboxAdmin1795421500000 implements MigrationInterface {
  name = 'MailOutboxAdmin1795421500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."mail_kind" AS ENUM('registration-receipt', 'donation-thanks')`,
    );
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "kind" "public"."mail_kind"`);
    await queryRunner.query(
      `UPDATE "mail_outbox" SET "kind" = split_part("dedupe_key", ':', 1)::"public"."mail_kind"`,
    );
    await queryRunner.query(`ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "resend_of" uuid`);
    await queryRunner.query(
      `CREATE INDEX "ix_mail_outbox_resend_of" ON "mail_outbox" ("resend_of") WHERE "resend_of" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_mail_outbox_status_created_at" ON "mail_outbox" ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_mail_outbox_created_at" ON "mail_outbox" ("created_at") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_mail_outbox_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_mail_outbox_status_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_mail_outbox_resend_of"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "resend_of"`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "kind"`);
    await queryRunner.query(`DROP TYPE "public"."mail_kind"`);
  }
}
