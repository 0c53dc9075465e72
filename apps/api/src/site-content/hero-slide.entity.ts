import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { SITE_CONTENT_LIMITS as L } from '@foundation/shared';

/** A slide of the home page's hero carousel (docs/product.md, Home), shown in `sort_order`. */
@Entity('hero_slides')
@Index('ix_hero_slides_order', ['sortOrder', 'createdAt'])
@Check('ck_hero_slides_sort_order', '"sort_order" >= 0')
export class HeroSlideEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: L.slideTitleMax })
  title: string;

  @Column({ type: 'varchar', length: L.slideDescriptionMax })
  description: string;

  @Column({ type: 'varchar', length: 2000 })
  desktopImageUrl: string;

  @Column({ type: 'varchar', length: 2000 })
  mobileImageUrl: string;

  @Column({ type: 'varchar', length: L.linkMax })
  link: string;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: L.slideTitleMax, nullable: true })
  titleHi: string | null;

  @Column({ type: 'varchar', length: L.slideDescriptionMax, nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
