import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { DONATION_PROJECT_LIMITS } from '@foundation/shared';

/**
 * A project donors can give to on the Contribute page (docs/product.md, Contribute). What it has raised is
 * never stored: it is the sum of the completed donations designated to it (`donations.project_id`).
 */
@Entity('donation_projects')
@Index('ix_donation_projects_public_listing', ['sortOrder', 'createdAt'], { where: '"is_active"' })
@Check('ck_donation_projects_goal', '"goal" >= 1')
@Check('ck_donation_projects_sort_order', '"sort_order" >= 0')
export class DonationProjectEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: DONATION_PROJECT_LIMITS.titleMax })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  imageUrl: string | null;

  /** Whole rupees. */
  @Column({ type: 'integer' })
  goal: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: DONATION_PROJECT_LIMITS.titleMax, nullable: true })
  titleHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
