import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import { WAITLIST_STATUSES, type WaitlistStatus } from '@foundation/shared';
import { EventEntity } from '../events/index.js';
import { RegistrationEntity } from '../registrations/index.js';
import { TicketTypeEntity } from '../ticket-types/index.js';

/**
 * One person waiting for seats of a sold-out ticket type (docs/product.md "Waiting list"). An offer holds
 * the seats as a pending registration (`registration_id`) until `offer_expires_at`; the offer's link secret
 * is kept only as its SHA-256 hash. Entries go with their event or ticket type; a registration made from an
 * offer never goes with them (SET NULL on the entry's side only).
 */
@Entity('waitlist_entries')
@Check('ck_waitlist_entries_locale', `"locale" IN ('en', 'hi')`)
@Check('ck_waitlist_entries_tickets', '"number_of_tickets" BETWEEN 1 AND 10')
// The line of a ticket type: its waiting and offered entries, oldest first.
@Index('ix_waitlist_entries_line', ['ticketTypeId', 'status', 'createdAt'])
// An event's entries by status (the Dashboard's waiting figures; an event's list and deletion use its first column).
@Index('ix_waitlist_entries_event_status', ['eventId', 'status'])
@Index('uq_waitlist_entries_offer_token', ['offerTokenHash'], {
  unique: true,
  where: '"offer_token_hash" IS NOT NULL',
})
@Index('ix_waitlist_entries_registration', ['registrationId'])
// One place in line per person and ticket type: an expression index (lower(email)) the migration makes.
@Index('uq_waitlist_entries_active_email', { synchronize: false })
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'event_id' })
  event?: Relation<EventEntity>;

  @Column({ type: 'uuid' })
  ticketTypeId: string;

  @ManyToOne(() => TicketTypeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_type_id' })
  ticketType?: Relation<TicketTypeEntity>;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'int' })
  numberOfTickets: number;

  @Column({ type: 'enum', enum: WAITLIST_STATUSES, enumName: 'waitlist_status', default: 'waiting' })
  status: WaitlistStatus;

  @Column({ type: 'uuid', nullable: true })
  registrationId: string | null;

  @ManyToOne(() => RegistrationEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'registration_id' })
  registration?: Relation<RegistrationEntity> | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  offerTokenHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  offeredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  offerExpiresAt: Date | null;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
