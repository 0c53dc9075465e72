import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  SESSION_LIMITS,
  SESSION_STATUSES,
  SESSION_TYPES,
  type SessionFields,
  type SessionStatus,
  type SessionType,
  type Weekday,
} from '@foundation/shared';

/** An online session of the Sessions page (docs/product.md, Sessions); its fields are the shared ones. */
@Entity('sessions')
@Index('ix_sessions_public_listing', ['status', 'sortOrder', 'createdAt'])
@Check('ck_sessions_sort_order', '"sort_order" >= 0')
@Check('ck_sessions_duration', '"duration_minutes" > 0')
@Check('ck_sessions_participants', '"participants_count" IS NULL OR "participants_count" >= 0')
export class SessionEntity implements SessionFields {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: SESSION_LIMITS.titleMax })
  title: string;

  @Column({ type: 'varchar', length: SESSION_LIMITS.instructorMax })
  instructor: string;

  @Column({ type: 'enum', enum: SESSION_TYPES, enumName: 'session_type' })
  type: SessionType;

  @Column({ type: 'varchar', length: SESSION_LIMITS.levelMax })
  level: string;

  @Column({ type: 'text', default: '' })
  description: string;

  /** The weekdays it meets, India time (`mon` … `sun`). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  days: Weekday[];

  /** `HH:MM`, India time. */
  @Column({ type: 'varchar', length: 5 })
  startTime: string;

  @Column({ type: 'integer', default: 60 })
  durationMinutes: number;

  @Column({ type: 'varchar', length: SESSION_LIMITS.urlMax, nullable: true })
  joinUrl: string | null;

  @Column({ type: 'enum', enum: SESSION_STATUSES, enumName: 'session_status', default: 'ongoing' })
  status: SessionStatus;

  @Column({ type: 'integer', nullable: true })
  participantsCount: number | null;

  @Column({ type: 'varchar', length: SESSION_LIMITS.urlMax, nullable: true })
  recordingUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  sortOrder: number;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: SESSION_LIMITS.titleMax, nullable: true })
  titleHi: string | null;

  @Column({ type: 'varchar', length: SESSION_LIMITS.levelMax, nullable: true })
  levelHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
