import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** The Vishranti page's regular programs and videos, run by staff (admin resource `vishranti-items`). */
export class VishrantiItems1795750000000 implements MigrationInterface {
  name = 'VishrantiItems1795750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "vishranti_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" character varying(10) NOT NULL, "title" character varying(120) NOT NULL, "description" character varying(500) NOT NULL DEFAULT '', "video_url" character varying(500), "sort_order" integer NOT NULL DEFAULT '0', "is_active" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "ck_vishranti_items_sort_order" CHECK ("sort_order" >= 0), CONSTRAINT "ck_vishranti_items_kind" CHECK ("kind" IN ('program', 'video')), CONSTRAINT "PK_36a1120164126b5f8d935ed50bd" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_vishranti_items_public_listing" ON "vishranti_items"  ("kind", "sort_order", "created_at") WHERE "is_active"`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."ix_vishranti_items_public_listing"`);
    await queryRunner.query(`DROP TABLE "vishranti_items"`);
  }
}
