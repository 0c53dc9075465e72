import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  Unique,
} from 'typeorm';
import { AdminUserEntity } from './admin-user.entity.js';

/**
 * A one-time link to set a staff member's password (an invitation). Only the SHA-256 of its 256-bit secret
 * is stored; it works once (`usedAt`) and until `expiresAt`. A new invitation for the same member replaces
 * the old one (deleted), so only the last link works.
 */
@Entity('staff_invites')
@Index('ix_staff_invites_admin_user', ['adminUserId'])
@Unique('UQ_staff_invites_token_hash', ['tokenHash'])
export class StaffInviteEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_staff_invites' })
  id: string;

  @Column({ type: 'uuid' })
  adminUserId: string;

  @ManyToOne(() => AdminUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_user_id', foreignKeyConstraintName: 'FK_staff_invites_admin_user' })
  adminUser?: Relation<AdminUserEntity>;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
