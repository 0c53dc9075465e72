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
import { DEFAULT_LOCALE, type BookingCanceller, type Locale } from '@foundation/shared';
import type { RegistrationStatus } from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';
import { EventEntity } from '../events/index.js';
import { TicketTypeEntity } from '../ticket-types/index.js';

/**
 * One person's registration for an event (docs/product.md §3, `event_registrations`). Its event and ticket type
 * are referenced with ON DELETE RESTRICT: nothing may silently remove a registration.
 */
@Entity('event_registrations')
@Check('ck_event_registrations_locale', `"locale" IN ('en', 'hi')`)
@Check('ck_event_registrations_tickets', '"number_of_tickets" BETWEEN 1 AND 10')
@Check('ck_event_registrations_amounts', '"total_amount" >= 0 AND "ticket_type_price" >= 0')
@Check(
  'ck_event_registrations_cancellation',
  `"cancelled_by" IS NULL OR "cancelled_by" IN ('attendee', 'staff', 'event')`,
)
@Index('ix_event_registrations_seat_usage', ['ticketTypeId', 'paymentStatus'])
@Index('ix_event_registrations_event', ['eventId'])
// The Dashboard's figures, each read from its index alone (index-only scans): seats per event and ticket
// type, and completed registrations per day and month.
@Index('ix_event_registrations_dashboard_seats', [
  'eventId',
  'ticketTypeId',
  'paymentStatus',
  'numberOfTickets',
  'holdExpiresAt',
])
@Index('ix_event_registrations_dashboard_completed', ['createdAt', 'numberOfTickets', 'totalAmount'], {
  where: `"payment_status" = 'completed'`,
})
@Index('ix_event_registrations_created_at', ['createdAt'])
@Index('ix_event_registrations_expired_holds', ['holdExpiresAt'], { where: `"payment_status" = 'pending'` })
@Index('ix_event_registrations_access_token', ['accessTokenHash'])
@Index('uq_event_registrations_order_id', ['orderId'], { unique: true, where: '"order_id" IS NOT NULL' })
export class RegistrationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => EventEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'event_id' })
  event?: Relation<EventEntity>;

  @Column({ type: 'uuid', nullable: true })
  ticketTypeId: string | null;

  @ManyToOne(() => TicketTypeEntity, { onDelete: 'RESTRICT', nullable: true })
  @JoinColumn({ name: 'ticket_type_id' })
  ticketType?: Relation<TicketTypeEntity> | null;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  phone: string;

  @Column({ type: 'text' })
  address: string;

  @Column({ type: 'integer' })
  numberOfTickets: number;

  /** Price of one ticket when the registration was made, copied from the database. */
  @Column({ ...MONEY_COLUMN, default: 0 })
  ticketTypePrice: number;

  /** Computed by the server: ticketTypePrice x numberOfTickets. */
  @Column({ ...MONEY_COLUMN, default: 0 })
  totalAmount: number;

  @Column({
    type: 'enum',
    enum: ['pending', 'completed', 'failed', 'cancelled'],
    enumName: 'registration_status',
    default: 'pending',
  })
  paymentStatus: RegistrationStatus;

  /** The payment provider's payment id (paid registrations only). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentId: string | null;

  /** The payment provider's order id (paid registrations only). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orderId: string | null;

  /** Until when a pending registration holds its seats. */
  @Column({ type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  /** Hash of the secret the visitor's browser holds to reach this registration. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  accessTokenHash: string | null;

  /** When the registration became completed (free: at creation; paid: when the payment was verified). */
  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Why a registration failed: dismissed, payment_failed, hold_expired, order_failed. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  failureReason: string | null;

  /**
   * Set when money arrived for a registration that could not keep its seats (a payment after the hold
   * expired and the seats were sold meanwhile): the admin refunds it.
   */
  @Column({ type: 'boolean', default: false })
  needsRefund: boolean;

  @Column({ type: 'text', nullable: true })
  refundReason: string | null;

  /** When the booking was cancelled (status `cancelled`), by the attendee, by staff or with its event. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  cancelledBy: BookingCanceller | null;

  /**
   * The refund the cancellation gave (whole paise, 0: none), fixed when it was cancelled: asking again
   * later (a retry, a repeated cancel) refunds this amount, never one computed at another time.
   */
  @Column({ type: 'integer', nullable: true })
  cancellationRefundPaise: number | null;

  /**
   * The client address the registration came from, as limits count it (IPv6 by its /64): the hold caps
   * count a network's unpaid seats per event. Null for registrations made before it was kept.
   */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  /** The parent's or guardian's name, on a booking of an event for children; null otherwise. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  guardianName: string | null;

  /** When the parent or guardian consented on the form (an event for children); null otherwise. */
  @Column({ type: 'timestamptz', nullable: true })
  guardianConsentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
