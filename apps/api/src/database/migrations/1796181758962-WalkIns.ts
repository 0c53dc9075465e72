import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Walk-ins at the door: how each walk-in's booking (a row of event_registrations) was paid and which phone
 * and link made it; the phone's client id is unique, so a retried sync makes nothing twice.
 */
export class WalkIns1796181758962 implements MigrationInterface {
  name = 'WalkIns1796181758962';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "check_in_walk_ins" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "client_walk_in_id" character varying(100) NOT NULL, "registration_id" uuid NOT NULL, "event_id" uuid NOT NULL, "payment_mode" character varying(10) NOT NULL, "amount_taken" numeric(12,2) NOT NULL, "reference" character varying(100), "device_id" character varying(100) NOT NULL, "device_name" character varying(100) NOT NULL, "link_id" uuid, "admin_id" uuid, "recorded_at" TIMESTAMP WITH TIME ZONE NOT NULL, "qr_code_id" character varying(64), "qr_image_url" text, "qr_closes_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_check_in_walk_ins_amount" CHECK ("amount_taken" >= 0), CONSTRAINT "ck_check_in_walk_ins_mode" CHECK ("payment_mode" IN (\'cash\', \'upi\', \'free\')), CONSTRAINT "PK_e877099c9ad03330d7aaf9184bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_check_in_walk_ins_event" ON "check_in_walk_ins"  ("event_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_check_in_walk_ins_qr_code" ON "check_in_walk_ins"  ("qr_code_id") WHERE "qr_code_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_check_in_walk_ins_registration" ON "check_in_walk_ins"  ("registration_id") ',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "uq_check_in_walk_ins_client_id" ON "check_in_walk_ins"  ("client_walk_in_id") ',
    );
    await queryRunner.query(
      'ALTER TABLE "check_in_walk_ins" ADD CONSTRAINT "FK_49c957a733b1b58f43ffec94428" FOREIGN KEY ("registration_id") REFERENCES "event_registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "check_in_walk_ins" DROP CONSTRAINT "FK_49c957a733b1b58f43ffec94428"',
    );
    await queryRunner.query('DROP INDEX "public"."uq_check_in_walk_ins_client_id"');
    await queryRunner.query('DROP INDEX "public"."uq_check_in_walk_ins_registration"');
    await queryRunner.query('DROP INDEX "public"."uq_check_in_walk_ins_qr_code"');
    await queryRunner.query('DROP INDEX "public"."ix_check_in_walk_ins_event"');
    await queryRunner.query('DROP TABLE "check_in_walk_ins"');
  }
}
