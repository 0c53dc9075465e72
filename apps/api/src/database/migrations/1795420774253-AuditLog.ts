import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class AuditLog1795420774253 implements MigrationInterface {
  name = 'AuditLog1795420774253';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_id" uuid, "actor_email" character varying(320), "client_address" character varying(64), "action" character varying(32) NOT NULL, "resource" character varying(64) NOT NULL, "resource_id" character varying(64), "changes" jsonb, "details" jsonb, CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "ix_audit_log_actor" ON "audit_log"  ("actor_id", "at") ');
    await queryRunner.query(
      'CREATE INDEX "ix_audit_log_resource" ON "audit_log"  ("resource", "resource_id") ',
    );
    await queryRunner.query('CREATE INDEX "ix_audit_log_at" ON "audit_log"  ("at") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_audit_log_at"');
    await queryRunner.query('DROP INDEX "public"."ix_audit_log_resource"');
    await queryRunner.query('DROP INDEX "public"."ix_audit_log_actor"');
    await queryRunner.query('DROP TABLE "audit_log"');
  }
}
