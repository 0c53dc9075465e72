import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AdminAuth1795257776221 implements MigrationInterface {
  name = 'AdminAuth1795257776221';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "login_rate_limits" ("key" character varying(400) NOT NULL, "attempts" integer NOT NULL, "resets_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_c3c52f7744f4f8eddc142f00220" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_login_rate_limits_resets_at" ON "login_rate_limits"  ("resets_at") ',
    );
    await queryRunner.query(
      'CREATE TABLE "admin_refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_user_id" uuid NOT NULL, "family_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2e410bc860adf1f2c9d679a53b1" UNIQUE ("token_hash"), CONSTRAINT "PK_341c4a1fa29fa0017ed8ad0791f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_admin_refresh_tokens_expires_at" ON "admin_refresh_tokens"  ("expires_at") ',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_admin_refresh_tokens_family" ON "admin_refresh_tokens"  ("family_id") ',
    );
    await queryRunner.query(
      'CREATE TABLE "media" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "target" character varying(32) NOT NULL, "url" character varying(2000) NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "variants" jsonb NOT NULL, "original_name" character varying(255) NOT NULL DEFAULT \'\', "source_type" character varying(32) NOT NULL, "source_bytes" integer NOT NULL, "uploaded_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f4e0fcac36e050de337b670d8bd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_media_created_at" ON "media"  ("created_at") ');
    await queryRunner.query(
      'ALTER TABLE "admin_refresh_tokens" ADD CONSTRAINT "FK_db261ab42e1d64a6c9c30c9e79f" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "admin_refresh_tokens" DROP CONSTRAINT "FK_db261ab42e1d64a6c9c30c9e79f"',
    );
    await queryRunner.query('DROP INDEX "public"."ix_media_created_at"');
    await queryRunner.query('DROP TABLE "media"');
    await queryRunner.query('DROP INDEX "public"."ix_admin_refresh_tokens_family"');
    await queryRunner.query('DROP INDEX "public"."ix_admin_refresh_tokens_expires_at"');
    await queryRunner.query('DROP TABLE "admin_refresh_tokens"');
    await queryRunner.query('DROP INDEX "public"."ix_login_rate_limits_resets_at"');
    await queryRunner.query('DROP TABLE "login_rate_limits"');
  }
}
