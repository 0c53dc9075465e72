import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Cancelling and moving events (docs/events-operations.md "Cancelling an event", "Moving an event"): the
 * event's cancellation (when, why) and last move, the job row of each cancellation, bookings cancelled with
 * their event, and the Outbox's kinds of the two e-mails.
 */
export class EventCancellation1796300000000 implements MigrationInterface {
  name = 'EventCancellation1796300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "events" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "events" ADD "cancellation_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "cancellation_reason_hi" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "events" ADD "moved_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `CREATE TABLE "event_cancellations" ("event_id" uuid NOT NULL, "reason" character varying(500) NOT NULL, "reason_hi" character varying(500), "requested_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "waitlist_closed" integer NOT NULL DEFAULT 0, "completed_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_event_cancellations" PRIMARY KEY ("event_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_cancellations_open" ON "event_cancellations" ("created_at") WHERE "completed_at" IS NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_cancellations" ADD CONSTRAINT "FK_event_cancellations_event" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_registrations" DROP CONSTRAINT "ck_event_registrations_cancellation"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ADD CONSTRAINT "ck_event_registrations_cancellation" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('attendee', 'staff', 'event'))`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'event-cancelled'`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'event-changed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_registrations" DROP CONSTRAINT "ck_event_registrations_cancellation"`,
    );
    await queryRunner.query(
      `UPDATE "event_registrations" SET "cancelled_by" = 'staff' WHERE "cancelled_by" = 'event'`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ADD CONSTRAINT "ck_event_registrations_cancellation" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('attendee', 'staff'))`,
    );
    await queryRunner.query(`DROP TABLE "event_cancellations"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "moved_at"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancellation_reason_hi"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancellation_reason"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancelled_at"`);
    // PostgreSQL cannot drop one value of an enum: the type is made again without them.
    await queryRunner.query(
      `DELETE FROM "mail_outbox" WHERE "kind"::text IN ('event-cancelled', 'event-changed')`,
    );
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel NOT IN ('event-cancelled', 'event-changed')
        ORDER BY e.enumsortorder`,
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
