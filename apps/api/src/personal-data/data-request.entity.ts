import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { type DataRequestStatus, type DataRequestType } from '@foundation/shared';

/**
 * A request about personal data from someone without a link, recorded by staff (docs/privacy.md "Data
 * requests"). It is the proof the request was answered, so it keeps the person's e-mail after an erasure.
 */
@Entity('data_requests')
@Check('ck_data_requests_type', `"type" IN ('access', 'correction', 'erasure', 'grievance')`)
@Check('ck_data_requests_status', `"status" IN ('open', 'done', 'refused')`)
@Check('ck_data_requests_due', `"due_on" >= "received_on"`)
@Index('ix_data_requests_open_due', ['dueOn'], { where: `"status" = 'open'` })
export class DataRequestEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_data_requests' })
  id: string;

  @Column({ type: 'varchar', length: 16 })
  type: DataRequestType;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** India's calendar date the request reached the foundation. */
  @Column({ type: 'date' })
  receivedOn: string;

  /** Computed from the type and receivedOn by the Rules' period (libs/shared personal-data.ts). */
  @Column({ type: 'date' })
  dueOn: string;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  status: DataRequestStatus;

  @Column({ type: 'text', default: '' })
  note: string;

  /** When staff last exported or erased through this request. */
  @Column({ type: 'timestamptz', nullable: true })
  actedAt: Date | null;

  /** The staff member who recorded it (their e-mail then). */
  @Column({ type: 'varchar', length: 320, nullable: true })
  recordedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
