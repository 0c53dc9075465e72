import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Refunds of payables (payment_refunds): one per payable, inserted before the provider is asked. */
export class PaymentRefunds1795600000000 implements MigrationInterface {
  name = 'PaymentRefunds1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "payable_kind" character varying(30) NOT NULL, "payable_id" uuid NOT NULL, "payment_id" character varying(64) NOT NULL, "amount_paise" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'pending\', "provider" character varying(20) NOT NULL, "provider_refund_id" character varying(64), "idempotency_key" character varying(64) NOT NULL, "attempts" integer NOT NULL DEFAULT \'1\', "reason" character varying(200) NOT NULL, "requested_by" character varying(20) NOT NULL, "failure_code" character varying(40), "failure_reason" character varying(500), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "processed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "ck_payment_refunds_requested_by" CHECK ("requested_by" IN (\'staff\', \'attendee\', \'system\')), CONSTRAINT "ck_payment_refunds_status" CHECK ("status" IN (\'pending\', \'processed\', \'failed\')), CONSTRAINT "ck_payment_refunds_amount" CHECK ("amount_paise" > 0), CONSTRAINT "PK_c33fe9426d69e3d60080c7d2f06" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_payment_refunds_provider_refund" ON "payment_refunds"  ("provider_refund_id") WHERE "provider_refund_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_payment_refunds_payable" ON "payment_refunds"  ("payable_kind", "payable_id") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."uq_payment_refunds_provider_refund"');
    await queryRunner.query('DROP INDEX "public"."uq_payment_refunds_payable"');
    await queryRunner.query('DROP TABLE "payment_refunds"');
  }
}
