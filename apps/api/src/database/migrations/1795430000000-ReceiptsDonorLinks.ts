import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Receipts on completion and the donor's "My giving" link: the table of link tokens. The donation columns
 * for PAN, address, recurring gift and tax donation type belong to the recurring-gifts migration; they are
 * added here only when absent (IF NOT EXISTS), so that either migration may run first.
 */
export class ReceiptsDonorLinks1795430000000 implements MigrationInterface {
  name = 'ReceiptsDonorLinks1795430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "donor_pan" character varying(10)',
    );
    await queryRunner.query('ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "donor_address" text');
    await queryRunner.query('ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "recurring_gift_id" uuid');
    await queryRunner.query(
      `ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "tax_donation_type" character varying(16) NOT NULL DEFAULT 'others'`,
    );
    await queryRunner.query(
      'CREATE TABLE "donor_link_tokens" ("token_hash" character varying(64) NOT NULL, "email" character varying(320) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_b7e2b604de6a961890816abd576" PRIMARY KEY ("token_hash"))',
    );
    await queryRunner.query('CREATE INDEX "ix_donor_link_tokens_email" ON "donor_link_tokens" ("email") ');
    // My giving finds a donor's donations by e-mail without regard to case (an expression index, which the
    // entities cannot declare and the schema comparison leaves alone).
    await queryRunner.query(
      'CREATE INDEX IF NOT EXISTS "ix_donations_email_lower" ON "donations" (lower("email"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS "public"."ix_donations_email_lower"');
    await queryRunner.query('DROP INDEX "public"."ix_donor_link_tokens_email"');
    await queryRunner.query('DROP TABLE "donor_link_tokens"');
  }
}
