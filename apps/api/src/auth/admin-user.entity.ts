import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { STAFF_ROLES, type StaffRole } from '@foundation/shared';

/** A person who may sign in to the admin panel. E-mail is stored lower-cased, so it is unique regardless of case. */
@Entity('admin_users')
export class AdminUserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 320, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  name: string;

  /**
   * A self-describing scrypt hash (see password-hasher.ts); never the password. Null for an invited member
   * who has not set one yet (who cannot sign in).
   */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  /** What the member may see and do (libs/shared staff.ts, docs/staff-roles.md). */
  @Column({ type: 'enum', enum: STAFF_ROLES, enumName: 'staff_role' })
  role: StaffRole;

  /** Set when an owner disabled the account: it cannot sign in and its sign-ins were ended. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
