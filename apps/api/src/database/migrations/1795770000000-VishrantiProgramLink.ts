import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** A Vishranti program's "Learn More" leads where staff say (a site path or an https address), or is absent. */
export class VishrantiProgramLink1795770000000 implements MigrationInterface {
  name = 'VishrantiProgramLink1795770000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vishranti_items" ADD "link" character varying(500)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "vishranti_items" DROP COLUMN "link"`);
  }
}
