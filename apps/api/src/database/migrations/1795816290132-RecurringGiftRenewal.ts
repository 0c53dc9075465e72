import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * When a monthly or yearly gift's debit fails (the provider's `subscription.pending` or `.halted`), the
 * donor is e-mailed a link to set it up again: its key is stored hashed on the gift, and the new gift
 * records the one it renews (cancelled once the new one is authorised). A new kind of e-mail says so.
 */
export class RecurringGiftRenewal1795816290132 implements MigrationInterface {
  name = 'RecurringGiftRenewal1795816290132';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "recurring_gifts" ADD "renewal_key_hash" character varying(128)`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" ADD "renews_gift_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "recurring_gifts" ADD CONSTRAINT "fk_recurring_gifts_renews_gift" FOREIGN KEY ("renews_gift_id") REFERENCES "recurring_gifts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'recurring-gift-debit-failed'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is made again without it, after its messages.
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind"::text = 'recurring-gift-debit-failed'`);
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel <> 'recurring-gift-debit-failed'
        ORDER BY e.enumsortorder`,
    )) as { label: string }[];
    const list = kinds.map((kind) => `'${kind.label.replace(/'/g, "''")}'`).join(', ');
    await queryRunner.query(`CREATE TYPE "public"."mail_kind_old" AS ENUM(${list})`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind_old" USING "kind"::"text"::"public"."mail_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind_old" RENAME TO "mail_kind"`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" DROP CONSTRAINT "fk_recurring_gifts_renews_gift"`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" DROP COLUMN "renews_gift_id"`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" DROP COLUMN "renewal_key_hash"`);
  }
}
