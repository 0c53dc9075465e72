import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Event categories (event, retreat, yatra, course: retreats and yatras are listed on /vishranti, courses on
 * /yogayan; every existing event stays an `event`) and the sessions of the Sessions page.
 */
export class EventCategoriesSessions1795730000000 implements MigrationInterface {
  name = 'EventCategoriesSessions1795730000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      "CREATE TYPE \"public\".\"session_type\" AS ENUM('Meditation', 'Chanting', 'Healing', 'Yoga')",
    );
    await queryRunner.query('CREATE TYPE "public"."session_status" AS ENUM(\'ongoing\', \'archived\')');
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "instructor" character varying(200) NOT NULL, "type" "public"."session_type" NOT NULL, "level" character varying(100) NOT NULL, "description" text NOT NULL DEFAULT \'\', "days" jsonb NOT NULL DEFAULT \'[]\', "start_time" character varying(5) NOT NULL, "duration_minutes" integer NOT NULL DEFAULT \'60\', "join_url" character varying(2000), "status" "public"."session_status" NOT NULL DEFAULT \'ongoing\', "participants_count" integer, "recording_url" character varying(2000), "sort_order" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_sessions_participants" CHECK ("participants_count" IS NULL OR "participants_count" >= 0), CONSTRAINT "ck_sessions_duration" CHECK ("duration_minutes" > 0), CONSTRAINT "ck_sessions_sort_order" CHECK ("sort_order" >= 0), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_sessions_public_listing" ON "sessions"  ("status", "sort_order", "created_at") ',
    );
    await queryRunner.query(
      "CREATE TYPE \"public\".\"event_category\" AS ENUM('event', 'retreat', 'yatra', 'course')",
    );
    await queryRunner.query(
      'ALTER TABLE "events" ADD "category" "public"."event_category" NOT NULL DEFAULT \'event\'',
    );
    await queryRunner.query(
      'CREATE INDEX "ix_events_public_category" ON "events"  ("category", "end_date") WHERE "is_active"',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_events_public_category"');
    await queryRunner.query('ALTER TABLE "events" DROP COLUMN "category"');
    await queryRunner.query('DROP TYPE "public"."event_category"');
    await queryRunner.query('DROP INDEX "public"."ix_sessions_public_listing"');
    await queryRunner.query('DROP TABLE "sessions"');
    await queryRunner.query('DROP TYPE "public"."session_status"');
    await queryRunner.query('DROP TYPE "public"."session_type"');
  }
}
