import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { type AuditAction, type AuditFieldChange, type AuditResource } from '@foundation/shared';

/**
 * One admin action (a write, a personal-data export, a sign-in or sign-out): written in the same
 * transaction as the change it describes, never updated; deleted only by the retention sweep.
 */
@Entity('audit_log')
@Index('ix_audit_log_at', ['at'])
@Index('ix_audit_log_resource', ['resource', 'resourceId'])
@Index('ix_audit_log_actor', ['actorId', 'at'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The transaction's time (now()): every entry of one change shares it. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  /** The admin who acted (no foreign key: entries outlive a deleted admin). */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The admin's e-mail when they acted; for a failed sign-in the e-mail that was tried. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  actorEmail: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Column({ type: 'varchar', length: 32 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 64 })
  resource: AuditResource;

  @Column({ type: 'varchar', length: 64, nullable: true })
  resourceId: string | null;

  @Column({ type: 'jsonb', nullable: true })
  changes: Record<string, AuditFieldChange> | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;
}
