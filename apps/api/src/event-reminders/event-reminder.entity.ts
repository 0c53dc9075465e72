import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { RegistrationEntity } from '../registrations/index.js';

/**
 * The claim of one booking's reminder for one slot (the event's start, shared event-reminders.ts): the row is
 * inserted in the transaction that queues the e-mail, and its primary key lets only one API process win.
 */
@Entity('event_reminders')
export class EventReminderEntity {
  @PrimaryColumn({ type: 'uuid' })
  registrationId: string;

  @ManyToOne(() => RegistrationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'registration_id' })
  registration?: Relation<RegistrationEntity>;

  /** The event's start (ISO 8601) the reminder was for. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  slot: string;

  @CreateDateColumn({ type: 'timestamptz' })
  queuedAt: Date;
}
