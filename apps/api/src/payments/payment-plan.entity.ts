import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * A provider plan (Razorpay Subscriptions): one per provider, period and amount, created on first use and
 * reused by every later subscription of that amount, because provider plans cannot be changed or deleted.
 */
@Entity('payment_plans')
@Unique('uq_payment_plans_provider_period_amount', ['provider', 'period', 'amountPaise'])
@Check('ck_payment_plans_amount', '"amount_paise" > 0')
@Check('ck_payment_plans_period', `"period" IN ('monthly', 'yearly')`)
export class PaymentPlanEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 10 })
  period: string;

  @Column({ type: 'integer' })
  amountPaise: number;

  /** The provider's plan id (`plan_…`). */
  @Column({ type: 'varchar', length: 64 })
  providerPlanId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
