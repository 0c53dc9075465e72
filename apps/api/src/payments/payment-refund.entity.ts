import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * A refund of a payable's payment: at most one per payable (the unique pair is the product's own
 * idempotency: the row is inserted before the provider is called, so concurrent requests in any process
 * agree on one refund). Status moves pending → processed or failed; processed never moves again, and a
 * failed one moves back to pending only when staff retry it (docs/decisions/0015-refunds.md).
 */
@Entity('payment_refunds')
@Index('uq_payment_refunds_payable', ['payableKind', 'payableId'], { unique: true })
@Index('uq_payment_refunds_provider_refund', ['providerRefundId'], {
  unique: true,
  where: '"provider_refund_id" IS NOT NULL',
})
@Check('ck_payment_refunds_amount', '"amount_paise" > 0')
@Check('ck_payment_refunds_status', `"status" IN ('pending', 'processed', 'failed')`)
@Check('ck_payment_refunds_requested_by', `"requested_by" IN ('staff', 'attendee', 'system')`)
export class PaymentRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30 })
  payableKind: string;

  @Column({ type: 'uuid' })
  payableId: string;

  /** The provider's payment id that is refunded (`pay_…`). */
  @Column({ type: 'varchar', length: 64 })
  paymentId: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: string;

  /** Which provider was asked (razorpay, sandbox). */
  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The provider's refund id (`rfnd_…`), once it answered or a webhook named it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  providerRefundId: string | null;

  /** Sent with every request for this attempt, so the provider refunds it once (X-Refund-Idempotency). */
  @Column({ type: 'varchar', length: 64 })
  idempotencyKey: string;

  /** How many times the refund was requested from the provider (1, then one more per retry by staff). */
  @Column({ type: 'integer', default: 1 })
  attempts: number;

  /** Why the refund was made (the caller's words: 'cancelled by the attendee', ...). */
  @Column({ type: 'varchar', length: 200 })
  reason: string;

  @Column({ type: 'varchar', length: 20 })
  requestedBy: string;

  /** provider_unavailable (the refund may exist: a retry reuses the key), provider_refused or refund_failed. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  failureCode: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
