import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class PaymentsDonationsMail1795257727637 implements MigrationInterface {
  name = 'PaymentsDonationsMail1795257727637';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"donation_type\" AS ENUM('monthly', 'yearly', 'one-time')",
    );
    await queryRunner.query(
      'CREATE TABLE "donations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "amount" numeric(12,2) NOT NULL, "currency" character varying(3) NOT NULL DEFAULT \'INR\', "donation_type" "public"."donation_type" NOT NULL DEFAULT \'one-time\', "name" character varying(200), "email" character varying(320), "phone" character varying(32), "payment_status" "public"."payment_status" NOT NULL DEFAULT \'pending\', "order_id" character varying(64), "payment_id" character varying(64), "access_token_hash" character varying(128) NOT NULL, "completed_at" TIMESTAMP WITH TIME ZONE, "failure_reason" character varying(40), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_donations_amount" CHECK ("amount" >= 1), CONSTRAINT "PK_c01355d6f6f50fc6d1b4a946abf" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_donations_created_at" ON "donations"  ("created_at") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_donations_order_id" ON "donations"  ("order_id") WHERE "order_id" IS NOT NULL',
    );
    await queryRunner.query("CREATE TYPE \"public\".\"mail_status\" AS ENUM('pending', 'sent', 'failed')");
    await queryRunner.query(
      'CREATE TABLE "mail_outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "dedupe_key" character varying(200) NOT NULL, "recipient" character varying(320) NOT NULL, "subject" character varying(300) NOT NULL, "text_body" text NOT NULL, "html_body" text NOT NULL, "attachments" jsonb NOT NULL DEFAULT \'[]\', "status" "public"."mail_status" NOT NULL DEFAULT \'pending\', "attempts" integer NOT NULL DEFAULT \'0\', "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_error" text, "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_mail_outbox_due" ON "mail_outbox"  ("next_attempt_at") WHERE "status" = \'pending\'',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_mail_outbox_dedupe_key" ON "mail_outbox"  ("dedupe_key") ',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_webhook_events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "provider" character varying(20) NOT NULL, "event_id" character varying(100) NOT NULL, "event_type" character varying(60) NOT NULL, "order_id" character varying(64), "payment_id" character varying(64), "outcome" character varying(40), "payload" jsonb NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "uq_payment_webhook_events_provider_event" UNIQUE ("provider", "event_id"), CONSTRAINT "PK_750875e71d97974be92cee813ba" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "event_registrations" ADD "completed_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "event_registrations" ADD "failure_reason" character varying(40)');
    await queryRunner.query(
      'ALTER TABLE "event_registrations" ADD "needs_refund" boolean NOT NULL DEFAULT false',
    );
    await queryRunner.query('ALTER TABLE "event_registrations" ADD "refund_reason" text');
    await queryRunner.query(
      'CREATE INDEX "ix_event_registrations_expired_holds" ON "event_registrations"  ("hold_expires_at") WHERE "payment_status" = \'pending\'',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_event_registrations_expired_holds"');
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "refund_reason"');
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "needs_refund"');
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "failure_reason"');
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "completed_at"');
    await queryRunner.query('DROP TABLE "payment_webhook_events"');
    await queryRunner.query('DROP INDEX "public"."uq_mail_outbox_dedupe_key"');
    await queryRunner.query('DROP INDEX "public"."ix_mail_outbox_due"');
    await queryRunner.query('DROP TABLE "mail_outbox"');
    await queryRunner.query('DROP TYPE "public"."mail_status"');
    await queryRunner.query('DROP INDEX "public"."uq_donations_order_id"');
    await queryRunner.query('DROP INDEX "public"."ix_donations_created_at"');
    await queryRunner.query('DROP TABLE "donations"');
    await queryRunner.query('DROP TYPE "public"."donation_type"');
  }
}
