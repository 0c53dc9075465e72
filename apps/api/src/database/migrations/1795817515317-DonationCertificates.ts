import { type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * The certificates of donation (Form 114, formerly Form 10BE) that the income-tax portal generates after the
 * statement of donations is filed: uploaded by staff, matched to a donor, stored privately (in the database,
 * never in public object storage: they carry the donor's PAN) and e-mailed with a new kind of e-mail.
 */
export class DonationCertificates1795817515317 implements MigrationInterface {
  name = 'DonationCertificates1795817515317';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "donation_certificates" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "financial_year" character varying(7) NOT NULL,
        "file_name" character varying(255) NOT NULL,
        "pdf" bytea NOT NULL,
        "sha256" character varying(64) NOT NULL,
        "identifiers" jsonb NOT NULL DEFAULT '{}',
        "donor_email" character varying(320),
        "donor_pan" character varying(10),
        "matched_by" character varying(10),
        "uploaded_by" uuid,
        "emailed_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_donation_certificates_matched_by" CHECK ("matched_by" IN ('pan', 'file-name', 'staff')),
        CONSTRAINT "PK_donation_certificates" PRIMARY KEY ("id")
      )`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_donation_certificates_year_sha256" ON "donation_certificates" ("financial_year", "sha256") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_donation_certificates_donor_email" ON "donation_certificates" ("donor_email") `,
    );
    await queryRunner.query(`ALTER TYPE "public"."mail_kind" ADD VALUE IF NOT EXISTS 'donation-certificate'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop one value of an enum: the type is made again without it, after its messages.
    await queryRunner.query(`DELETE FROM "mail_outbox" WHERE "kind"::text = 'donation-certificate'`);
    const kinds = (await queryRunner.query(
      `SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
        WHERE t.typname = 'mail_kind' AND e.enumlabel <> 'donation-certificate'
        ORDER BY e.enumsortorder`,
    )) as { label: string }[];
    const list = kinds.map((kind) => `'${kind.label.replace(/'/g, "''")}'`).join(', ');
    await queryRunner.query(`CREATE TYPE "public"."mail_kind_old" AS ENUM(${list})`);
    await queryRunner.query(
      `ALTER TABLE "mail_outbox" ALTER COLUMN "kind" TYPE "public"."mail_kind_old" USING "kind"::"text"::"public"."mail_kind_old"`,
    );
    await queryRunner.query(`DROP TYPE "public"."mail_kind"`);
    await queryRunner.query(`ALTER TYPE "public"."mail_kind_old" RENAME TO "mail_kind"`);
    await queryRunner.query(`DROP TABLE "donation_certificates"`);
  }
}
