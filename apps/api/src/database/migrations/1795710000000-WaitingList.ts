import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The waiting list: entries per sold-out ticket type, one live place in line per e-mail and ticket type,
 * and the two e-mails it sends (joined, offer).
 */
export class WaitingList1795710000000 implements MigrationInterface {
  name = 'WaitingList1795710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."waitlist_status" AS ENUM('waiting', 'offered', 'booked', 'expired', 'removed')`,
    );
    await queryRunner.query(
      `CREATE TABLE "waitlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "event_id" uuid NOT NULL, "ticket_type_id" uuid NOT NULL, "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(32) NOT NULL, "number_of_tickets" integer NOT NULL, "status" "public"."waitlist_status" NOT NULL DEFAULT 'waiting', "registration_id" uuid, "offer_token_hash" character varying(64), "offered_at" TIMESTAMP WITH TIME ZONE, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_waitlist_entries_tickets" CHECK ("number_of_tickets" BETWEEN 1 AND 10), CONSTRAINT "PK_bd0ef66fff81d3be7b7a1568a4d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_waitlist_entries_registration" ON "waitlist_entries"  ("registration_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_waitlist_entries_offer_token" ON "waitlist_entries"  ("offer_token_hash") WHERE "offer_token_hash" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "ix_waitlist_entries_event" ON "waitlist_entries"  ("event_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_waitlist_entries_line" ON "waitlist_entries"  ("ticket_type_id", "status", "created_at") `,
    );
    // Declared with synchronize: false on the entity (TypeORM cannot describe an expression index).
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_waitlist_entries_active_email" ON "waitlist_entries" ("ticket_type_id", lower("email")) WHERE "status" IN ('waiting', 'offered')`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'waitlist-joined'`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'waitlist-offer'`);
    await queryRunner.query(
      `ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_b6dd23d94ea644df6ad968b2735" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_5d55152187b936078581a014e8f" FOREIGN KEY ("ticket_type_id") REFERENCES "event_ticket_types"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_entries" ADD CONSTRAINT "FK_3c7825d1ed04bdf2c30d63c0003" FOREIGN KEY ("registration_id") REFERENCES "event_registrations"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "waitlist_entries"`);
    await queryRunner.query(`DROP TYPE "public"."waitlist_status"`);
    // PostgreSQL cannot drop one value of an enum: the type is made again without the two kinds (whatever
    // other kinds it has now), after their messages are gone.
    await queryRunner.query(
      `DELETE FROM "mail_outbox" WHERE "kind"::text IN ('waitlist-joined', 'waitlist-offer')`,
    );
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel NOT IN ('waitlist-joined', 'waitlist-offer')
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
