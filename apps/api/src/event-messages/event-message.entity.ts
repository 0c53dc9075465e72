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
import type { EventMessageAudience } from '@foundation/shared';
import { EventEntity } from '../events/index.js';

/**
 * A message staff sent to an event's attendees (docs/events-operations.md "Messages to attendees"): what
 * was sent, to which audience, by whom and to how many. Each recipient's e-mail is in the outbox under the
 * dedupe key `event-message:<id>:<booking or waiting entry>`, which is how delivery is counted.
 */
@Entity('event_messages')
@Index('ix_event_messages_event', ['eventId', 'createdAt'])
export class EventMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Relation<EventEntity>;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subjectHi: string | null;

  @Column({ type: 'text', nullable: true })
  bodyHi: string | null;

  @Column({ type: 'varchar', length: 20 })
  audience: EventMessageAudience;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  ticketTypeIds: string[];

  @Column({ type: 'integer' })
  recipients: number;

  @Column({ type: 'uuid', nullable: true })
  sentById: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  sentByEmail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
