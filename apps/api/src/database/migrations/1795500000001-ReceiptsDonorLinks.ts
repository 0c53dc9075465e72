import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Receipts on completion and the donor's "My giving" link: the table of link tokens, donations by e-mail. */
export class ReceiptsDonorLinks1795500000001 implements MigrationInterface {
  name = 'ReceiptsDonorLinks1795500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
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
