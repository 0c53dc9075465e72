import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GalleryImage } from '@foundation/shared';

/** A community program of the foundation (docs/product.md §3, `community_programs`). */
@Entity('community_programs')
@Index('ix_community_programs_public_listing', ['createdAt'], { where: '"is_active"' })
export class CommunityProgramEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 100 })
  category: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  featuredImageUrl: string | null;

  @Column({ type: 'varchar', length: 200, unique: true })
  urlSlug: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  galleryImages: GalleryImage[];

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. Rich text like `description`. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
