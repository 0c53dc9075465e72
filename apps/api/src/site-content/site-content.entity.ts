import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { ImpactFigure } from '@foundation/shared';

/**
 * The page texts staff run (impact figures, mission, About video): one row, id `current`, created by the
 * migration with today's texts so the site never lacks them.
 */
@Entity('site_content')
@Check('ck_site_content_single_row', `"id" = 'current'`)
export class SiteContentEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  id: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  impactFigures: ImpactFigure[];

  @Column({ type: 'text', default: '' })
  missionText: string;

  /** As staff typed it (validated against VIDEO_HOSTS); the embed address is derived when read. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  aboutVideoUrl: string | null;

  /** Hindi twin (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'text', nullable: true })
  missionTextHi: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
