import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Events for children (docs/privacy.md "Children"): the event's flag, and the parent's or guardian's name
 * and the moment of their consent stored with each booking of such an event (DPDP Act s.9).
 */
export class GuardianConsent1796200000001 implements MigrationInterface {
  name = 'GuardianConsent1796200000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD "for_children" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ADD "guardian_name" character varying(200),
         ADD "guardian_consent_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_registrations" DROP COLUMN "guardian_consent_at", DROP COLUMN "guardian_name"`,
    );
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "for_children"`);
  }
}
