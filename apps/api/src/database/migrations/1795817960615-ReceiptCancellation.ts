import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * A receipt may be cancelled (a refund, a bounced cheque, a wrong PAN): its number stays used, the day and
 * the reason are recorded, and the donor is told by e-mail (a new kind of the outbox).
 */
export class ReceiptCancellation1795817960615 implements MigrationInterface {
  name = 'ReceiptCancellation1795817960615';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donation_receipts"
      ADD "cancelled_at" TIMESTAMP WITH TIME ZONE,
      ADD "cancel_reason" character varying(300)`);
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" ADD CONSTRAINT "ck_donation_receipts_cancel_reason"
         CHECK (("cancelled_at" IS NULL) = ("cancel_reason" IS NULL))`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'receipt-cancelled'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind" = 'receipt-cancelled'`);
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP CONSTRAINT "ck_donation_receipts_cancel_reason"`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_receipts" DROP COLUMN "cancel_reason", DROP COLUMN "cancelled_at"`,
    );
  }
}
