import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The language a person used for a booking, gift, waiting-list place, message or application ('en' or
 * 'hi'): every later e-mail and PDF about the record speaks it. Existing rows were all made in English.
 */
const TABLES = [
  'event_registrations',
  'donations',
  'recurring_gifts',
  'waitlist_entries',
  'contact_messages',
  'volunteer_applications',
] as const;

export class RecordLocale1795800000000 implements MigrationInterface {
  name = 'RecordLocale1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "locale" character varying(2) NOT NULL DEFAULT 'en'`,
      );
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "ck_${table}_locale" CHECK ("locale" IN ('en', 'hi'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "ck_${table}_locale"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "locale"`);
    }
  }
}
