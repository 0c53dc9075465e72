import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Reminders of events (docs/events-operations.md "Reminders"): an event's switch, start time and join link,
 * the claims of sent reminders, and the Outbox's kind of the reminder e-mail.
 */
export class EventReminders1795814964441 implements MigrationInterface {
  name = 'EventReminders1795814964441';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD "reminders_enabled" boolean NOT NULL DEFAULT true`);
    await queryRunner.query(`ALTER TABLE "events" ADD "start_time" character varying(5)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "join_url" character varying(2000)`);
    await queryRunner.query(
      `CREATE TABLE "event_reminders" ("registration_id" uuid NOT NULL, "slot" character varying(40) NOT NULL, "queued_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_event_reminders" PRIMARY KEY ("registration_id", "slot"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_reminders" ADD CONSTRAINT "FK_579e679df8544cce3ac0bb7d929" FOREIGN KEY ("registration_id") REFERENCES "event_registrations"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'event-reminder'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_reminders"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "join_url"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "start_time"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "reminders_enabled"`);
    // PostgreSQL cannot drop one value of an enum: the type is made again without it.
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind"::text = 'event-reminder'`);
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel <> 'event-reminder' ORDER BY e.enumsortorder`,
    )) as { label: string }[];
    const list = kinds.map((kind) => `'${kind.label.replace(/'/g, "''")}'`).join(', ');
    await queryRunner.query(`CREATE TYPE "public"."mail_kind_old" AS ENUM(${list})`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind_old" USING "kind"::"text"::"public"."mail_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind_old" RENAME TO "mail_kind"`);
  }
}
