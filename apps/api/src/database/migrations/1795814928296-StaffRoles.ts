import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Staff roles (docs/staff-roles.md): every admin user gets one, and the users who were there before roles
 * become `owner` (they could do everything). Invited members have no password until they set one through
 * their one-time link (`staff_invites`); owners see the last sign-in and can disable an account.
 */
export class StaffRoles1795814928296 implements MigrationInterface {
  name = 'StaffRoles1795814928296';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."staff_role" AS ENUM('owner', 'finance', 'events', 'content')`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD "role" "public"."staff_role" NOT NULL DEFAULT 'owner'`,
    );
    // Every later account names its role; the default only made the existing ones owners.
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "role" DROP DEFAULT`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "disabled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "last_sign_in_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "staff_invites" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "admin_user_id" uuid NOT NULL, "token_hash" character(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_staff_invites_token_hash" UNIQUE ("token_hash"), CONSTRAINT "PK_staff_invites" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_staff_invites_admin_user" ON "staff_invites" ("admin_user_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "staff_invites" ADD CONSTRAINT "FK_staff_invites_admin_user" FOREIGN KEY ("admin_user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'staff-invite'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind"::text = 'staff-invite'`);
    await queryRunner.query(`DROP TABLE "staff_invites"`);
    // Invited members who never set a password cannot exist without the column being nullable.
    await queryRunner.query(`DELETE FROM "admin_users" WHERE "password_hash" IS NULL`);
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "last_sign_in_at"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "disabled_at"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "role"`);
    await queryRunner.query(`DROP TYPE "public"."staff_role"`);
  }
}
