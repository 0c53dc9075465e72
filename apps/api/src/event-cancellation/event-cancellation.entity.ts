import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  OneToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { EventEntity } from '../events/index.js';

/**
 * The job of one event's cancellation (docs/events-operations.md "Cancelling an event"): inserted with the
 * event's `cancelled_at`, worked by any API process until every step is done, then `completed_at` is set.
 * Each step (a booking's cancellation, its refund, the waiting list) is idempotent on its own rows, so a crash
 * or a second process resumes the job and repeats none.
 */
@Entity('event_cancellations')
@Index('ix_event_cancellations_open', ['createdAt'], { where: '"completed_at" IS NULL' })
export class EventCancellationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_event_cancellations' })
  eventId: string;

  @OneToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id', foreignKeyConstraintName: 'FK_event_cancellations_event' })
  event?: Relation<EventEntity>;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reasonHi: string | null;

  /** The admin who cancelled it (null when their account was removed). */
  @Column({ type: 'uuid', nullable: true })
  requestedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Waiting-list entries the job closed (waiting or offered when the event was cancelled). */
  @Column({ type: 'integer', default: 0 })
  waitlistClosed: number;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}
