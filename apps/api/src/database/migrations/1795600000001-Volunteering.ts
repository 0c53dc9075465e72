import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Volunteering: the roles of the Yogamitra page, the applications sent from it (their role kept with
 * ON DELETE RESTRICT) and the two e-mails an application queues (to the staff and to the applicant).
 */
export class Volunteering1795600000001 implements MigrationInterface {
  name = 'Volunteering1795600000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "volunteer_roles" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "commitment" character varying(100) NOT NULL, "skills" character varying(500) NOT NULL, "description" text NOT NULL DEFAULT '', "is_active" boolean NOT NULL DEFAULT true, "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_volunteer_roles_sort_order" CHECK ("sort_order" >= 0), CONSTRAINT "PK_68ad8f41a101d3458784316c29e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_volunteer_roles_public_listing" ON "volunteer_roles"  ("sort_order", "created_at") WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."volunteer_application_status" AS ENUM('new', 'contacted', 'accepted', 'declined')`,
    );
    await queryRunner.query(
      `CREATE TABLE "volunteer_applications" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "phone" character varying(32) NOT NULL, "city" character varying(100) NOT NULL, "role_id" uuid, "role_title" character varying(200) NOT NULL, "availability" character varying(200) NOT NULL, "message" text NOT NULL DEFAULT '', "status" "public"."volunteer_application_status" NOT NULL DEFAULT 'new', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3a1316e1ec8f5e6ae32de980632" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_volunteer_applications_role_id" ON "volunteer_applications"  ("role_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_volunteer_applications_created_at" ON "volunteer_applications"  ("created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "volunteer_applications" ADD CONSTRAINT "FK_a282a66bebb0ab37a2ed2ca0d49" FOREIGN KEY ("role_id") REFERENCES "volunteer_roles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'volunteer-application-staff'`,
    );
    await queryRunner.query(
      `ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'volunteer-application-received'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is made again without the two kinds, after
    // their messages are gone.
    await queryRunner.query(
      `DELETE FROM "mail_outbox" WHERE "kind"::text IN ('volunteer-application-staff', 'volunteer-application-received')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."mail_kind_old" AS ENUM('registration-receipt', 'donation-thanks', 'recurring-gift-cancelled')`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind_old" USING "kind"::"text"::"public"."mail_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind_old" RENAME TO "mail_kind"`);
    await queryRunner.query(
      `ALTER TABLE "volunteer_applications" DROP CONSTRAINT "FK_a282a66bebb0ab37a2ed2ca0d49"`,
    );
    await queryRunner.query(`DROP INDEX "public"."ix_volunteer_applications_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."ix_volunteer_applications_role_id"`);
    await queryRunner.query(`DROP TABLE "volunteer_applications"`);
    await queryRunner.query(`DROP TYPE "public"."volunteer_application_status"`);
    await queryRunner.query(`DROP INDEX "public"."ix_volunteer_roles_public_listing"`);
    await queryRunner.query(`DROP TABLE "volunteer_roles"`);
  }
}
