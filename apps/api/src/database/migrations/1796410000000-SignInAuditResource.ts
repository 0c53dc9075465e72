import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Staff sign-ins, failed sign-ins and sign-outs were logged under the audit resource `sessions`, the name
 * the online sessions (classes) have too. They are now `sign-ins` (libs/shared audit.ts); the entries
 * already stored move with them. Only those three actions are sign-ins: the online sessions' own entries
 * (create, update, delete) keep `sessions`, so down() puts back exactly what up() moved.
 */
export class SignInAuditResource1796410000000 implements MigrationInterface {
  name = 'SignInAuditResource1796410000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "audit_log" SET "resource" = 'sign-ins' WHERE "resource" = 'sessions' AND "action" IN ('sign_in', 'sign_in_failed', 'sign_out')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE "audit_log" SET "resource" = 'sessions' WHERE "resource" = 'sign-ins'`);
  }
}
