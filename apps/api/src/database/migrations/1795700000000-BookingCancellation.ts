import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Cancelling bookings (docs/decisions/0016-booking-cancellation.md): each event's cancellation rule; the
 * registrations' own status type `registration_status`, which adds `cancelled` to the payment states
 * (donations keep `payment_status`); when, by whom and with what refund a booking was cancelled; and the
 * e-mails of cancellations and refunds.
 */
export class BookingCancellation1795700000000 implements MigrationInterface {
  name = 'BookingCancellation1795700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "events" ADD "cancellation_rule" character varying(20) NOT NULL DEFAULT 'until-deadline'`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD "cancellation_hours_before" integer NOT NULL DEFAULT '48'`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD "cancellation_refund_percent" integer NOT NULL DEFAULT '100'`,
    );
    await queryRunner.query(
      `ALTER TABLE "events" ADD CONSTRAINT "ck_events_cancellation_rule" CHECK ("cancellation_rule" IN ('until-deadline', 'not-cancellable') AND "cancellation_hours_before" BETWEEN 0 AND 8760 AND "cancellation_refund_percent" BETWEEN 0 AND 100)`,
    );

    // The partial indexes compare the column with a payment_status constant: made again on the new type.
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_expired_holds"`);
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_dashboard_completed"`);
    await queryRunner.query(
      `CREATE TYPE "public"."registration_status" AS ENUM('pending', 'completed', 'failed', 'cancelled')`,
    );
    await queryRunner.query(`ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" TYPE "public"."registration_status" USING "payment_status"::text::"public"."registration_status"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_expired_holds" ON "event_registrations" ("hold_expires_at") WHERE "payment_status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_dashboard_completed" ON "event_registrations" ("created_at", "number_of_tickets", "total_amount") WHERE "payment_status" = 'completed'`,
    );
    await queryRunner.query(`ALTER TABLE "event_registrations" ADD "cancelled_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "event_registrations" ADD "cancelled_by" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "event_registrations" ADD "cancellation_refund_paise" integer`);
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ADD CONSTRAINT "ck_event_registrations_cancellation" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN ('attendee', 'staff'))`,
    );

    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'booking-cancelled'`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'booking-refund'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the mail kinds are made again without the two.
    await queryRunner.query(
      `DELETE FROM "mail_outbox" WHERE "kind" IN ('booking-cancelled', 'booking-refund')`,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" RENAME TO "mail_kind_old"`);
    await queryRunner.query(
      `CREATE TYPE "public"."mail_kind" AS ENUM('registration-receipt', 'donation-thanks', 'recurring-gift-cancelled', 'volunteer-application-staff', 'volunteer-application-received')`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind" USING "kind"::text::"public"."mail_kind"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind_old"`);

    await queryRunner.query(
      `ALTER TABLE "event_registrations" DROP CONSTRAINT "ck_event_registrations_cancellation"`,
    );
    await queryRunner.query(`ALTER TABLE "event_registrations" DROP COLUMN "cancellation_refund_paise"`);
    await queryRunner.query(`ALTER TABLE "event_registrations" DROP COLUMN "cancelled_by"`);
    await queryRunner.query(`ALTER TABLE "event_registrations" DROP COLUMN "cancelled_at"`);
    // A cancelled booking has no payment state of its own: it goes back as failed (its seats stay free).
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_expired_holds"`);
    await queryRunner.query(`DROP INDEX "public"."ix_event_registrations_dashboard_completed"`);
    await queryRunner.query(`ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" TYPE "public"."payment_status" USING (CASE WHEN "payment_status" = 'cancelled' THEN 'failed' ELSE "payment_status"::text END)::"public"."payment_status"`,
    );
    await queryRunner.query(
      `ALTER TABLE "event_registrations" ALTER COLUMN "payment_status" SET DEFAULT 'pending'`,
    );
    await queryRunner.query(`DROP TYPE "public"."registration_status"`);
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_expired_holds" ON "event_registrations" ("hold_expires_at") WHERE "payment_status" = 'pending'`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_event_registrations_dashboard_completed" ON "event_registrations" ("created_at", "number_of_tickets", "total_amount") WHERE "payment_status" = 'completed'`,
    );

    await queryRunner.query(`ALTER TABLE "events" DROP CONSTRAINT "ck_events_cancellation_rule"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancellation_refund_percent"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancellation_hours_before"`);
    await queryRunner.query(`ALTER TABLE "events" DROP COLUMN "cancellation_rule"`);
  }
}
