import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Every provider order we created, with what it pays for: the payable's kind and id, written when the
 * order is attached to the payable's pending row (one transaction). Webhooks and the sandbox find the
 * payable through it instead of probing each domain's table.
 */
@Entity('payment_orders')
@Check('ck_payment_orders_amount', '"amount_paise" > 0')
@Check('ck_payment_orders_account', `"account" IN ('main', 'fcra')`)
@Index('ix_payment_orders_payable', ['payableKind', 'payableId'])
export class PaymentOrderEntity {
  /** The provider's order id. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  providerOrderId: string;

  /** Which payable registered it (`registration`, `donation`, ...). */
  @Column({ type: 'varchar', length: 30 })
  payableKind: string;

  @Column({ type: 'uuid' })
  payableId: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  /** Which of the foundation's payment accounts it was created on: the main one, or the FCRA account. */
  @Column({ type: 'varchar', length: 10, default: 'main' })
  account: string;

  /** created, then whatever the lifecycle last did with it (completed, failed). */
  @Column({ type: 'varchar', length: 20, default: 'created' })
  status: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
