import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Recurring gifts (one provider subscription each), the provider plans they reuse, and what a donation
 * needs for receipts and charges: the donor's PAN and address, its recurring gift, its Form 10BD type, and
 * a unique payment id (a replayed charge is recorded once).
 */
export class RecurringGifts1795500000000 implements MigrationInterface {
  name = 'RecurringGifts1795500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "recurring_gifts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "period" character varying(10) NOT NULL, "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'INR\', "status" character varying(20) NOT NULL DEFAULT \'created\', "provider" character varying(20) NOT NULL, "subscription_id" character varying(64), "provider_plan_id" character varying(64), "total_count" integer NOT NULL, "name" character varying(200), "email" character varying(320) NOT NULL, "phone" character varying(32), "donor_pan" character varying(10), "donor_address" character varying(500), "access_token_hash" character varying(128) NOT NULL, "first_charged_at" TIMESTAMP WITH TIME ZONE, "next_charge_at" TIMESTAMP WITH TIME ZONE, "status_event_at" TIMESTAMP WITH TIME ZONE, "cancelled_at" TIMESTAMP WITH TIME ZONE, "cancelled_by" character varying(20), "failure_reason" character varying(40), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_recurring_gifts_total_count" CHECK ("total_count" >= 1), CONSTRAINT "ck_recurring_gifts_status" CHECK ("status" IN (\'created\', \'failed\', \'authenticated\', \'active\', \'pending\', \'halted\', \'cancelled\', \'completed\')), CONSTRAINT "ck_recurring_gifts_period" CHECK ("period" IN (\'monthly\', \'yearly\')), CONSTRAINT "ck_recurring_gifts_amount" CHECK ("amount" >= 1), CONSTRAINT "PK_6f232de3bdcbc4e7e5a39ab32c0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_recurring_gifts_created_at" ON "recurring_gifts"  ("created_at") ',
    );
    await queryRunner.query('CREATE INDEX "ix_recurring_gifts_email" ON "recurring_gifts"  ("email") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_recurring_gifts_subscription_id" ON "recurring_gifts"  ("subscription_id") WHERE "subscription_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_plans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(20) NOT NULL, "period" character varying(10) NOT NULL, "amount_paise" integer NOT NULL, "provider_plan_id" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_payment_plans_provider_period_amount" UNIQUE ("provider", "period", "amount_paise"), CONSTRAINT "ck_payment_plans_period" CHECK ("period" IN (\'monthly\', \'yearly\')), CONSTRAINT "ck_payment_plans_amount" CHECK ("amount_paise" > 0), CONSTRAINT "PK_8f05aee900e96c2e0c24df48262" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "donations" ADD "donor_pan" character varying(10)');
    await queryRunner.query('ALTER TABLE "donations" ADD "donor_address" character varying(500)');
    await queryRunner.query('ALTER TABLE "donations" ADD "recurring_gift_id" uuid');
    await queryRunner.query(
      "CREATE TYPE \"public\".\"tax_donation_type\" AS ENUM('corpus', 'specific_grant', 'others')",
    );
    await queryRunner.query(
      'ALTER TABLE "donations" ADD "tax_donation_type" "public"."tax_donation_type" NOT NULL DEFAULT \'others\'',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_donations_recurring_gift" ON "donations"  ("recurring_gift_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_donations_payment_id" ON "donations"  ("payment_id") WHERE "payment_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "donations" ADD CONSTRAINT "fk_donations_recurring_gift" FOREIGN KEY ("recurring_gift_id") REFERENCES "recurring_gifts"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "donations" DROP CONSTRAINT "fk_donations_recurring_gift"');
    await queryRunner.query('DROP INDEX "public"."uq_donations_payment_id"');
    await queryRunner.query('DROP INDEX "public"."ix_donations_recurring_gift"');
    await queryRunner.query('ALTER TABLE "donations" DROP COLUMN "tax_donation_type"');
    await queryRunner.query('DROP TYPE "public"."tax_donation_type"');
    await queryRunner.query('ALTER TABLE "donations" DROP COLUMN "recurring_gift_id"');
    await queryRunner.query('ALTER TABLE "donations" DROP COLUMN "donor_address"');
    await queryRunner.query('ALTER TABLE "donations" DROP COLUMN "donor_pan"');
    await queryRunner.query('DROP TABLE "payment_plans"');
    await queryRunner.query('DROP INDEX "public"."uq_recurring_gifts_subscription_id"');
    await queryRunner.query('DROP INDEX "public"."ix_recurring_gifts_email"');
    await queryRunner.query('DROP INDEX "public"."ix_recurring_gifts_created_at"');
    await queryRunner.query('DROP TABLE "recurring_gifts"');
  }
}
