import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { VISHRANTI_ITEM_LIMITS as L, type VishrantiItemKind } from '@foundation/shared';

/** A regular program or a video of the Vishranti page (docs/product.md, Vishranti), shown in `sort_order`. */
@Entity('vishranti_items')
@Index('ix_vishranti_items_public_listing', ['kind', 'sortOrder', 'createdAt'], { where: '"is_active"' })
@Check('ck_vishranti_items_kind', `"kind" IN ('program', 'video')`)
@Check('ck_vishranti_items_sort_order', '"sort_order" >= 0')
export class VishrantiItemEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  kind: VishrantiItemKind;

  @Column({ type: 'varchar', length: L.titleMax })
  title: string;

  @Column({ type: 'varchar', length: L.descriptionMax, default: '' })
  description: string;

  /** As staff typed it (validated against VIDEO_HOSTS); the embed address is derived when read. */
  @Column({ type: 'varchar', length: L.videoUrlMax, nullable: true })
  videoUrl: string | null;

  /** A program's "Learn More" destination (a site path or an https address); null when it has none. */
  @Column({ type: 'varchar', length: L.linkMax, nullable: true })
  link: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: L.titleMax, nullable: true })
  titleHi: string | null;

  @Column({ type: 'varchar', length: L.descriptionMax, nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
