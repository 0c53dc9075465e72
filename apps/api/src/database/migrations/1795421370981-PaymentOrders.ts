import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class PaymentOrders1795421370981 implements MigrationInterface {
  name = 'PaymentOrders1795421370981';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_orders" ("provider_order_id" character varying(64) NOT NULL, "payable_kind" character varying(30) NOT NULL, "payable_id" uuid NOT NULL, "amount_paise" integer NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'created\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_payment_orders_amount" CHECK ("amount_paise" > 0), CONSTRAINT "PK_f7e81232986a8a000ae8be934dc" PRIMARY KEY ("provider_order_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_payment_orders_payable" ON "payment_orders"  ("payable_kind", "payable_id") ',
    );
    // Orders created before this table existed: their webhooks must still find their registration or donation.
    await queryRunner.query(
      `INSERT INTO "payment_orders" ("provider_order_id", "payable_kind", "payable_id", "amount_paise", "status", "created_at")
       SELECT "order_id", 'registration', "id", round("total_amount" * 100)::integer, "payment_status"::text, "created_at"
         FROM "event_registrations" WHERE "order_id" IS NOT NULL AND "total_amount" > 0
       ON CONFLICT DO NOTHING`,
    );
    await queryRunner.query(
      `INSERT INTO "payment_orders" ("provider_order_id", "payable_kind", "payable_id", "amount_paise", "status", "created_at")
       SELECT "order_id", 'donation', "id", round("amount" * 100)::integer, "payment_status"::text, "created_at"
         FROM "donations" WHERE "order_id" IS NOT NULL
       ON CONFLICT DO NOTHING`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_payment_orders_payable"');
    await queryRunner.query('DROP TABLE "payment_orders"');
  }
}
