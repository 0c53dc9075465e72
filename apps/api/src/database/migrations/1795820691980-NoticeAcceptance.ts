import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The privacy notice's version a person was shown on a form, and when they sent it (null on rows made
 * before the notice existed, and the version null while none is published). The records of every public
 * form that collects personal data.
 */
const TABLES = [
  'event_registrations',
  'waitlist_entries',
  'donations',
  'recurring_gifts',
  'volunteer_applications',
  'contact_messages',
  'newsletter_subscribers',
] as const;

export class NoticeAcceptance1795820691980 implements MigrationInterface {
  name = 'NoticeAcceptance1795820691980';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD "notice_version" integer, ADD "notice_accepted_at" TIMESTAMP WITH TIME ZONE`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP COLUMN "notice_accepted_at", DROP COLUMN "notice_version"`,
      );
    }
  }
}
