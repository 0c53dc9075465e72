import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Messages from staff to an event's attendees, and the Outbox's kind of their e-mails. */
export class EventMessages1795816781514 implements MigrationInterface {
  name = 'EventMessages1795816781514';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "event_messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "subject" character varying(200) NOT NULL, "body" text NOT NULL, "subject_hi" character varying(200), "body_hi" text, "audience" character varying(20) NOT NULL, "ticket_type_ids" jsonb NOT NULL DEFAULT '[]', "recipients" integer NOT NULL, "sent_by_id" uuid, "sent_by_email" character varying(320), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_event_messages" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_messages_event" ON "event_messages" ("event_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "event_messages" ADD CONSTRAINT "FK_a0c503806e4e307c76b6d59e114" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'event-message'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_messages"`);
    // PostgreSQL cannot drop one value of an enum: the type is made again without it.
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind"::text = 'event-message'`);
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel <> 'event-message' ORDER BY e.enumsortorder`,
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
