import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** Today's page texts (the site's former built-in ones), so the home page never lacks them. */
const IMPACT_FIGURES = [
  { value: '12', label: 'States and UTs' },
  { value: '100,000+', label: 'Lives touched' },
  { value: '1 million+', label: 'Persondays' },
  { value: '100+', label: 'Research papers and activities' },
  { value: '200+', label: 'Workshops' },
  { value: '1000+', label: 'Children' },
  { value: '10+', label: 'Years' },
  { value: '5000+', label: 'Hours of video' },
  { value: '2', label: 'Decades' },
];
const MISSION =
  'To make the living wisdom of yoga and India’s spiritual traditions available to everyone: through ' +
  'education that transforms, research that preserves, service that uplifts communities and journeys ' +
  'that bring seekers to the sacred places of India.';

/**
 * Content staff run: donation projects (donations and recurring gifts designated to one, ON DELETE
 * RESTRICT), the home page's hero slides and the one row of page texts (impact figures, mission, About
 * video). See docs/decisions/0021-site-content-and-donation-projects.md.
 */
export class DonationProjectsSiteContent1795740000000 implements MigrationInterface {
  name = 'DonationProjectsSiteContent1795740000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "donation_projects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "description" text NOT NULL DEFAULT '', "image_url" character varying(2000), "goal" integer NOT NULL, "is_active" boolean NOT NULL DEFAULT true, "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_donation_projects_sort_order" CHECK ("sort_order" >= 0), CONSTRAINT "ck_donation_projects_goal" CHECK ("goal" >= 1), CONSTRAINT "PK_95e67ebb7c94c3212799b494cdd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_donation_projects_public_listing" ON "donation_projects"  ("sort_order", "created_at") WHERE "is_active"`,
    );
    await queryRunner.query(
      `CREATE TABLE "hero_slides" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(120) NOT NULL, "description" character varying(300) NOT NULL, "desktop_image_url" character varying(2000) NOT NULL, "mobile_image_url" character varying(2000) NOT NULL, "link" character varying(500) NOT NULL, "sort_order" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_hero_slides_sort_order" CHECK ("sort_order" >= 0), CONSTRAINT "PK_a66cc04fc23dc34ba5627fbbef4" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_hero_slides_order" ON "hero_slides"  ("sort_order", "created_at") `,
    );
    await queryRunner.query(
      `CREATE TABLE "site_content" ("id" character varying(20) NOT NULL, "impact_figures" jsonb NOT NULL DEFAULT '[]', "mission_text" text NOT NULL DEFAULT '', "about_video_url" character varying(500), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_site_content_single_row" CHECK ("id" = 'current'), CONSTRAINT "PK_a1362a1a095ab41c4347aea2c2d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "site_content" ("id", "impact_figures", "mission_text") VALUES ('current', $1::jsonb, $2)`,
      [JSON.stringify(IMPACT_FIGURES), MISSION],
    );
    await queryRunner.query(`ALTER TABLE "recurring_gifts" ADD "project_id" uuid`);
    await queryRunner.query(`ALTER TABLE "donations" ADD "project_id" uuid`);
    await queryRunner.query(
      `CREATE INDEX "ix_donations_project_completed" ON "donations"  ("project_id", "amount") WHERE "payment_status" = 'completed'`,
    );
    await queryRunner.query(
      `ALTER TABLE "recurring_gifts" ADD CONSTRAINT "fk_recurring_gifts_project" FOREIGN KEY ("project_id") REFERENCES "donation_projects"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "donations" ADD CONSTRAINT "fk_donations_project" FOREIGN KEY ("project_id") REFERENCES "donation_projects"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "donations" DROP CONSTRAINT "fk_donations_project"`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" DROP CONSTRAINT "fk_recurring_gifts_project"`);
    await queryRunner.query(`DROP INDEX "public"."ix_donations_project_completed"`);
    await queryRunner.query(`ALTER TABLE "donations" DROP COLUMN "project_id"`);
    await queryRunner.query(`ALTER TABLE "recurring_gifts" DROP COLUMN "project_id"`);
    await queryRunner.query(`DROP TABLE "site_content"`);
    await queryRunner.query(`DROP INDEX "public"."ix_hero_slides_order"`);
    await queryRunner.query(`DROP TABLE "hero_slides"`);
    await queryRunner.query(`DROP INDEX "public"."ix_donation_projects_public_listing"`);
    await queryRunner.query(`DROP TABLE "donation_projects"`);
  }
}
