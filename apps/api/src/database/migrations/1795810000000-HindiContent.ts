import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The Hindi twins of the texts staff write (libs/shared hindi-content.ts): nullable `<field>_hi` columns with
 * the English column's type and length; null means "not translated" and the Hindi site shows the English
 * text. An impact figure's Hindi label lives in its jsonb item (`labelHi`), which needs no column.
 */
export class HindiContent1795810000000 implements MigrationInterface {
  name = 'HindiContent1795810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "events" ADD "title_hi" character varying(200), ADD "description_hi" text, ADD "location_hi" character varying(300)`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_ticket_types" ADD "name_hi" character varying(120), ADD "description_hi" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "community_programs" ADD "title_hi" character varying(200), ADD "description_hi" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD "title_hi" character varying(200), ADD "level_hi" character varying(100), ADD "description_hi" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "volunteer_roles" ADD "title_hi" character varying(200), ADD "commitment_hi" character varying(100), ADD "skills_hi" character varying(500), ADD "description_hi" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "donation_projects" ADD "title_hi" character varying(200), ADD "description_hi" text`,
    );
    await queryRunner.query(
      `ALTER TABLE "hero_slides" ADD "title_hi" character varying(120), ADD "description_hi" character varying(300)`,
    );
    await queryRunner.query(`ALTER TABLE "site_content" ADD "mission_text_hi" text`);
    await queryRunner.query(
      `ALTER TABLE "vishranti_items" ADD "title_hi" character varying(120), ADD "description_hi" character varying(500)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "vishranti_items" DROP COLUMN "description_hi", DROP COLUMN "title_hi"`,
    );
    await queryRunner.query(`ALTER TABLE "site_content" DROP COLUMN "mission_text_hi"`);
    await queryRunner.query(`ALTER TABLE "hero_slides" DROP COLUMN "description_hi", DROP COLUMN "title_hi"`);
    await queryRunner.query(
      `ALTER TABLE "donation_projects" DROP COLUMN "description_hi", DROP COLUMN "title_hi"`,
    );
    await queryRunner.query(
      `ALTER TABLE "volunteer_roles" DROP COLUMN "description_hi", DROP COLUMN "skills_hi", DROP COLUMN "commitment_hi", DROP COLUMN "title_hi"`,
    );
    await queryRunner.query(
      `ALTER TABLE "sessions" DROP COLUMN "description_hi", DROP COLUMN "level_hi", DROP COLUMN "title_hi"`,
    );
    await queryRunner.query(
      `ALTER TABLE "community_programs" DROP COLUMN "description_hi", DROP COLUMN "title_hi"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_ticket_types" DROP COLUMN "description_hi", DROP COLUMN "name_hi"`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" DROP COLUMN "location_hi", DROP COLUMN "description_hi", DROP COLUMN "title_hi"`,
    );
  }
}
