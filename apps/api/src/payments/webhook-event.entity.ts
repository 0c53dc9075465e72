import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * Every verified provider webhook, once: the unique event id makes a redelivered or replayed webhook a
 * no-op. `outcome` says what it did (completed, failed, ignored, amount_mismatch, unknown_order, ...).
 */
@Entity('payment_webhook_events')
@Unique('uq_payment_webhook_events_provider_event', ['provider', 'eventId'])
export class WebhookEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The provider's event id (`x-razorpay-event-id`). */
  @Column({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 60 })
  eventType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  outcome: string | null;

  @Column({ type: 'jsonb' })
  payload: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;
}
