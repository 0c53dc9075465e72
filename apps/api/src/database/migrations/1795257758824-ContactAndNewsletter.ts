import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class ContactAndNewsletter1795257758824 implements MigrationInterface {
  name = 'ContactAndNewsletter1795257758824';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "contact_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "full_name" character varying(200) NOT NULL, "whatsapp_number" character varying(32) NOT NULL, "message" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_contact_messages_created_at" ON "contact_messages"  ("created_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "newsletter_subscribers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" character varying(320) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_0dc48416511f011f7de7b2a8f83" UNIQUE ("email"), CONSTRAINT "PK_38f9333e9961b2fdb589128d19b" PRIMARY KEY ("id"))',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "newsletter_subscribers"');
    await queryRunner.query('DROP INDEX "public"."ix_contact_messages_created_at"');
    await queryRunner.query('DROP TABLE "contact_messages"');
  }
}
