import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Requests about personal data that staff record for people without a link (docs/privacy.md "Data
 * requests"), each with the due date the DPDP Rules give.
 */
export class DataRequests1795830000000 implements MigrationInterface {
  name = 'DataRequests1795830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "data_requests" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type" character varying(16) NOT NULL,
        "email" character varying(320) NOT NULL,
        "received_on" date NOT NULL,
        "due_on" date NOT NULL,
        "status" character varying(16) NOT NULL DEFAULT 'open',
        "note" text NOT NULL DEFAULT '',
        "acted_at" TIMESTAMP WITH TIME ZONE,
        "recorded_by" character varying(320),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_data_requests_type" CHECK ("type" IN ('access', 'correction', 'erasure', 'grievance')),
        CONSTRAINT "ck_data_requests_status" CHECK ("status" IN ('open', 'done', 'refused')),
        CONSTRAINT "ck_data_requests_due" CHECK ("due_on" >= "received_on"),
        CONSTRAINT "PK_data_requests" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_data_requests_open_due" ON "data_requests" ("due_on") WHERE "status" = 'open'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_data_requests_open_due"`);
    await queryRunner.query(`DROP TABLE "data_requests"`);
  }
}
