import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Door check-in: volunteers' check-in links (one event each, only the secret's hash kept), the scans phones
 * sync (unique by the phone's scan id, so a replayed batch changes nothing) and the conflicts waiting for a
 * device's next sync (docs/decisions/0018-check-in-links.md).
 */
export class CheckIn1795720000000 implements MigrationInterface {
  name = 'CheckIn1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "check_in_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "label" character varying(100) NOT NULL, "token_hash" character varying(128) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1441e62827f0d2d10b040d92be1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_check_in_links_event" ON "check_in_links"  ("event_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_check_in_links_token_hash" ON "check_in_links"  ("token_hash") `,
    );
    await queryRunner.query(
      `CREATE TABLE "check_in_scans" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "client_scan_id" character varying(100) NOT NULL, "kind" character varying(10) NOT NULL, "event_id" uuid NOT NULL, "booking_id" uuid NOT NULL, "requested" integer NOT NULL DEFAULT '0', "admitted" integer NOT NULL DEFAULT '0', "outcome" character varying(30) NOT NULL, "first_scan_id" uuid, "undoes" character varying(100), "undone_at" TIMESTAMP WITH TIME ZONE, "device_id" character varying(100) NOT NULL, "device_name" character varying(100) NOT NULL, "link_id" uuid, "admin_id" uuid, "scanned_at" TIMESTAMP WITH TIME ZONE NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_check_in_scans_admissions" CHECK ("requested" >= 0 AND "admitted" >= 0 AND "admitted" <= "requested"), CONSTRAINT "ck_check_in_scans_kind" CHECK ("kind" IN ('admit', 'undo')), CONSTRAINT "PK_c541932aa337b018ae0676603c2" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_check_in_scans_event" ON "check_in_scans"  ("event_id", "device_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_check_in_scans_booking" ON "check_in_scans"  ("booking_id", "scanned_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_check_in_scans_client_scan_id" ON "check_in_scans"  ("client_scan_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "check_in_conflict_notices" ("device_id" character varying(100) NOT NULL, "scan_id" uuid NOT NULL, CONSTRAINT "PK_a3bcfdbb089e82a2fbb8507fb7b" PRIMARY KEY ("device_id", "scan_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "check_in_links" ADD CONSTRAINT "FK_022a401fc8630145f9ed73d3d99" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "check_in_links" DROP CONSTRAINT "FK_022a401fc8630145f9ed73d3d99"`);
    await queryRunner.query(`DROP TABLE "check_in_conflict_notices"`);
    await queryRunner.query(`DROP INDEX "public"."uq_check_in_scans_client_scan_id"`);
    await queryRunner.query(`DROP INDEX "public"."ix_check_in_scans_booking"`);
    await queryRunner.query(`DROP INDEX "public"."ix_check_in_scans_event"`);
    await queryRunner.query(`DROP TABLE "check_in_scans"`);
    await queryRunner.query(`DROP INDEX "public"."uq_check_in_links_token_hash"`);
    await queryRunner.query(`DROP INDEX "public"."ix_check_in_links_event"`);
    await queryRunner.query(`DROP TABLE "check_in_links"`);
  }
}
