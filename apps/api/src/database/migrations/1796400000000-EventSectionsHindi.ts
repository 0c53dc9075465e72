import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Hindi twins of an event page's sections (libs/shared events.ts): nullable `<field>_hi` columns of the
 * English column's type, jsonb lists for the lists and the policy as text. Null means "not translated" and
 * the Hindi page shows the English section, as for the text twins of 1795810000000-HindiContent.
 */
export class EventSectionsHindi1796400000000 implements MigrationInterface {
  name = 'EventSectionsHindi1796400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "events" ADD "features_hi" jsonb, ADD "benefits_hi" jsonb, ADD "special_features_hi" jsonb, ADD "included_items_hi" jsonb, ADD "not_included_items_hi" jsonb, ADD "cancellation_policy_hi" text, ADD "cancellation_policy_points_hi" jsonb, ADD "faqs_hi" jsonb, ADD "schedule_hi" jsonb`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "events" DROP COLUMN "schedule_hi", DROP COLUMN "faqs_hi", DROP COLUMN "cancellation_policy_points_hi", DROP COLUMN "cancellation_policy_hi", DROP COLUMN "not_included_items_hi", DROP COLUMN "included_items_hi", DROP COLUMN "special_features_hi", DROP COLUMN "benefits_hi", DROP COLUMN "features_hi"`,
    );
  }
}
