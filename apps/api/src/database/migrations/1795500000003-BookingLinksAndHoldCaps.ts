import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Booking pages find a registration by its access token's hash; the hold caps count unpaid seats per client address. */
export class BookingLinksAndHoldCaps1795500000003 implements MigrationInterface {
  name = 'BookingLinksAndHoldCaps1795500000003';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "event_registrations" ADD "client_address" character varying(64)');
    await queryRunner.query(
      'CREATE INDEX "ix_event_registrations_access_token" ON "event_registrations" ("access_token_hash") ',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "public"."ix_event_registrations_access_token"');
    await queryRunner.query('ALTER TABLE "event_registrations" DROP COLUMN "client_address"');
  }
}
