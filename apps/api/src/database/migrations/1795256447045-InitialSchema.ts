import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class InitialSchema1795256447045 implements MigrationInterface {
  name = 'InitialSchema1795256447045';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "admin_users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "name" character varying(200) NOT NULL DEFAULT \'\', "password_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_dcd0c8a4b10af9c986e510b9ecc" UNIQUE ("email"), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "event_ticket_types" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "name" character varying(120) NOT NULL, "price" numeric(12,2) NOT NULL, "description" text, "available_quantity" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_event_ticket_types_quantity" CHECK ("available_quantity" IS NULL OR "available_quantity" >= 0), CONSTRAINT "ck_event_ticket_types_price" CHECK ("price" >= 0), CONSTRAINT "PK_d6128b718a27ad5740d5b8a756a" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_event_ticket_types_event_price" ON "event_ticket_types"  ("event_id", "price") ',
    );
    await queryRunner.query('CREATE TYPE "public"."event_type" AS ENUM(\'offline\', \'online\')');
    await queryRunner.query(
      'CREATE TABLE "events" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "url_slug" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT \'\', "location" character varying(300) NOT NULL DEFAULT \'\', "location_map_url" character varying(2000), "start_date" date NOT NULL, "end_date" date NOT NULL, "image_url" character varying(2000), "is_paid" boolean NOT NULL DEFAULT true, "price" numeric(12,2) NOT NULL DEFAULT \'0\', "event_type" "public"."event_type" NOT NULL DEFAULT \'offline\', "is_active" boolean NOT NULL DEFAULT true, "features" jsonb NOT NULL DEFAULT \'[]\', "benefits" jsonb NOT NULL DEFAULT \'[]\', "special_features" jsonb NOT NULL DEFAULT \'[]\', "included_items" jsonb NOT NULL DEFAULT \'[]\', "not_included_items" jsonb NOT NULL DEFAULT \'[]\', "cancellation_policy" text, "cancellation_policy_points" jsonb NOT NULL DEFAULT \'[]\', "faqs" jsonb NOT NULL DEFAULT \'[]\', "schedule" jsonb NOT NULL DEFAULT \'[]\', "gallery" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_c14557d07bab77f5b4191544282" UNIQUE ("url_slug"), CONSTRAINT "ck_events_price" CHECK ("price" >= 0), CONSTRAINT "ck_events_date_order" CHECK ("end_date" >= "start_date"), CONSTRAINT "PK_40731c7151fe4be3116e45ddf73" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_events_created_at" ON "events"  ("created_at") ');
    await queryRunner.query(
      'CREATE INDEX "ix_events_public_listing" ON "events"  ("event_type", "start_date") WHERE "is_active"',
    );
    await queryRunner.query(
      'CREATE TABLE "community_programs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "category" character varying(100) NOT NULL, "description" text NOT NULL, "featured_image_url" character varying(2000), "url_slug" character varying(200) NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "gallery_images" jsonb NOT NULL DEFAULT \'[]\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_ab9ddf596bf915d5722d2607d7e" UNIQUE ("url_slug"), CONSTRAINT "PK_3a9f0dfce8fb6e2611e220f2727" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_community_programs_public_listing" ON "community_programs"  ("created_at") WHERE "is_active"',
    );
    await queryRunner.query(
      "CREATE TYPE \"public\".\"payment_status\" AS ENUM('pending', 'completed', 'failed')",
    );
    await queryRunner.query(
      'CREATE TABLE "event_registrations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "ticket_type_id" uuid, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(32) NOT NULL, "address" text NOT NULL, "number_of_tickets" integer NOT NULL, "ticket_type_price" numeric(12,2) NOT NULL DEFAULT \'0\', "total_amount" numeric(12,2) NOT NULL DEFAULT \'0\', "payment_status" "public"."payment_status" NOT NULL DEFAULT \'pending\', "payment_id" character varying(64), "order_id" character varying(64), "hold_expires_at" TIMESTAMP WITH TIME ZONE, "access_token_hash" character varying(128), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_event_registrations_amounts" CHECK ("total_amount" >= 0 AND "ticket_type_price" >= 0), CONSTRAINT "ck_event_registrations_tickets" CHECK ("number_of_tickets" BETWEEN 1 AND 10), CONSTRAINT "PK_953d3b862c2487289a92b2356e9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_event_registrations_order_id" ON "event_registrations"  ("order_id") WHERE "order_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_event_registrations_created_at" ON "event_registrations"  ("created_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_event_registrations_event" ON "event_registrations"  ("event_id") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_event_registrations_seat_usage" ON "event_registrations"  ("ticket_type_id", "payment_status") ',
    );
    await queryRunner.query(
      'ALTER TABLE "event_ticket_types" ADD CONSTRAINT "FK_c68d0c353332e19f801ce7a57de" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registrations" ADD CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registrations" ADD CONSTRAINT "FK_b198cf3dcadc8b79d8c477b50d2" FOREIGN KEY ("ticket_type_id") REFERENCES "event_ticket_types"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "event_registrations" DROP CONSTRAINT "FK_b198cf3dcadc8b79d8c477b50d2"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_registrations" DROP CONSTRAINT "FK_28b0a253c87a80a4b013c437f7d"',
    );
    await queryRunner.query(
      'ALTER TABLE "event_ticket_types" DROP CONSTRAINT "FK_c68d0c353332e19f801ce7a57de"',
    );
    await queryRunner.query('DROP INDEX "public"."ix_event_registrations_seat_usage"');
    await queryRunner.query('DROP INDEX "public"."ix_event_registrations_event"');
    await queryRunner.query('DROP INDEX "public"."ix_event_registrations_created_at"');
    await queryRunner.query('DROP INDEX "public"."uq_event_registrations_order_id"');
    await queryRunner.query('DROP TABLE "event_registrations"');
    await queryRunner.query('DROP TYPE "public"."payment_status"');
    await queryRunner.query('DROP INDEX "public"."ix_community_programs_public_listing"');
    await queryRunner.query('DROP TABLE "community_programs"');
    await queryRunner.query('DROP INDEX "public"."ix_events_public_listing"');
    await queryRunner.query('DROP INDEX "public"."ix_events_created_at"');
    await queryRunner.query('DROP TABLE "events"');
    await queryRunner.query('DROP TYPE "public"."event_type"');
    await queryRunner.query('DROP INDEX "public"."ix_event_ticket_types_event_price"');
    await queryRunner.query('DROP TABLE "event_ticket_types"');
    await queryRunner.query('DROP TABLE "admin_users"');
  }
}
