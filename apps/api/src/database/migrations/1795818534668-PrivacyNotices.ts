import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Versions of the privacy notice (docs/privacy.md): added, never changed. */
export class PrivacyNotices1795818534668 implements MigrationInterface {
  name = 'PrivacyNotices1795818534668';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "privacy_notices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "version" integer NOT NULL, "body" text NOT NULL, "body_hi" text, "grievance_officer" character varying(500) NOT NULL, "published_by" character varying(320), "published_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_privacy_notices_version" UNIQUE ("version"), CONSTRAINT "PK_privacy_notices" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_notices"`);
  }
}
