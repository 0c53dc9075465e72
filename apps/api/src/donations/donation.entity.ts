import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { DonationType, PaymentStatus } from '@foundation/shared';
import { MONEY_COLUMN } from '../database/column-types.js';

/**
 * A donation made on the contribute page. Recorded `pending` when its order is created and `completed` once
 * the payment is verified (browser confirmation or webhook). Recurring charging comes later; the chosen
 * type is recorded now.
 */
@Entity('donations')
@Check('ck_donations_amount', '"amount" >= 1')
@Index('uq_donations_order_id', ['orderId'], { unique: true, where: '"order_id" IS NOT NULL' })
@Index('ix_donations_created_at', ['createdAt'])
// The Dashboard's revenue per month and donations by type, each read from its index alone.
@Index('ix_donations_dashboard_completed', ['createdAt', 'amount'], {
  where: `"payment_status" = 'completed'`,
})
@Index('ix_donations_dashboard_by_type', ['donationType', 'createdAt', 'amount'], {
  where: `"payment_status" = 'completed'`,
})
export class DonationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Rupees. */
  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: 'INR' })
  currency: string;

  @Column({
    type: 'enum',
    enum: ['monthly', 'yearly', 'one-time'],
    enumName: 'donation_type',
    default: 'one-time',
  })
  donationType: DonationType;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({
    type: 'enum',
    enum: ['pending', 'completed', 'failed'],
    enumName: 'payment_status',
    default: 'pending',
  })
  paymentStatus: PaymentStatus;

  @Column({ type: 'varchar', length: 64, nullable: true })
  orderId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  paymentId: string | null;

  @Column({ type: 'varchar', length: 128 })
  accessTokenHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
