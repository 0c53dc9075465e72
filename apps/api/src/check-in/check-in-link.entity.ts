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
import { EventEntity } from '../events/index.js';

/**
 * A volunteer's check-in link for one event (docs/decisions/0018-check-in-links.md): its secret is derived
 * from the id (so staff can copy the link again), only the secret's SHA-256 is kept. It opens the check-in
 * routes of its event until `expires_at` (the end of the day after the event ends, India time) or until
 * staff revoke it. Deleting the event deletes its links.
 */
@Entity('check_in_links')
@Index('uq_check_in_links_token_hash', ['tokenHash'], { unique: true })
@Index('ix_check_in_links_event', ['eventId', 'createdAt'])
export class CheckInLinkEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Relation<EventEntity>;

  /** Who or which door it is for ("Main gate, Ravi"). */
  @Column({ type: 'varchar', length: 100 })
  label: string;

  @Column({ type: 'varchar', length: 128 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** The admin who made it (null once that admin is deleted). */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
