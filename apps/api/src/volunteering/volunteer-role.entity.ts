import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { VOLUNTEER_LIMITS } from '@foundation/shared';

/** A volunteering role shown on the Yogamitra page while active (docs/product.md, Yogamitra). */
@Entity('volunteer_roles')
@Index('ix_volunteer_roles_public_listing', ['sortOrder', 'createdAt'], { where: '"is_active"' })
@Check('ck_volunteer_roles_sort_order', '"sort_order" >= 0')
export class VolunteerRoleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.titleMax })
  title: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.commitmentMax })
  commitment: string;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.skillsMax })
  skills: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.titleMax, nullable: true })
  titleHi: string | null;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.commitmentMax, nullable: true })
  commitmentHi: string | null;

  @Column({ type: 'varchar', length: VOLUNTEER_LIMITS.skillsMax, nullable: true })
  skillsHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
