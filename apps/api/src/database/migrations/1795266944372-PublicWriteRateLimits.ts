import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class PublicWriteRateLimits1795266944372 implements MigrationInterface {
  name = 'PublicWriteRateLimits1795266944372';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limits" ("key" character varying(400) NOT NULL, "attempts" integer NOT NULL, "resets_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8cb6aa4831e3e775ccf370521db" PRIMARY KEY ("key"))',
    );
    await queryRunner.query('CREATE INDEX "ix_rate_limits_resets_at" ON "rate_limits"  ("resets_at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_rate_limits_resets_at"');
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
