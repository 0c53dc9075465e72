import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { AdminUserEntity } from './admin-user.entity.js';

/**
 * One refresh token of an admin's sign-in. Only its SHA-256 is stored. Each refresh marks the token used and
 * issues the next one in the same family; presenting a used or revoked token again revokes the whole family
 * (the sign-in), because it means the token was copied.
 */
@Entity('admin_refresh_tokens')
@Index('ix_admin_refresh_tokens_family', ['familyId'])
@Index('ix_admin_refresh_tokens_expires_at', ['expiresAt'])
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  adminUserId: string;

  @ManyToOne(() => AdminUserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'admin_user_id' })
  adminUser?: Relation<AdminUserEntity>;

  /** The sign-in: every token issued by rotation from one sign-in shares it. */
  @Column({ type: 'uuid' })
  familyId: string;

  /** SHA-256 of the token, hex. */
  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When it was exchanged for its successor. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
