import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Newsletter e-mails and their one-click unsubscribe (docs/privacy.md "Newsletter", RFC 8058): a kind of
 * the outbox, and the `List-Unsubscribe` address each such e-mail is sent with.
 */
export class NewsletterUnsubscribe1796200000002 implements MigrationInterface {
  name = 'NewsletterUnsubscribe1796200000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'newsletter'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" ADD "list_unsubscribe" character varying(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind" = 'newsletter'`);
    await queryRunner.query(`ALTER TABLE "mail_outbox" DROP COLUMN "list_unsubscribe"`);
  }
}
