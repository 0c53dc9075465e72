import { CURRENCY, type DonorCitizenship } from '@foundation/shared';
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
import type { RecurringGiftStatus, RecurringPeriod } from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';
import { DonationProjectEntity } from '../donation-projects/index.js';

/**
 * A monthly or yearly gift: one provider subscription. Each charge of it is its own completed donation
 * (donations.recurring_gift_id), so receipts, e-mails, exports and Form 10BD treat a charge like any gift;
 * see docs/decisions/0013-recurring-gifts.md.
 */
@Entity('recurring_gifts')
@Check('ck_recurring_gifts_locale', `"locale" IN ('en', 'hi')`)
@Check('ck_recurring_gifts_amount', '"amount" >= 1')
@Check('ck_recurring_gifts_period', `"period" IN ('monthly', 'yearly')`)
@Check(
  'ck_recurring_gifts_status',
  `"status" IN ('created', 'failed', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed')`,
)
@Check('ck_recurring_gifts_total_count', '"total_count" >= 1')
@Check(
  'ck_recurring_gifts_donor_citizenship',
  `"donor_citizenship" IN ('indian-in-india', 'indian-abroad', 'foreign')`,
)
@Index('uq_recurring_gifts_subscription_id', ['subscriptionId'], {
  unique: true,
  where: '"subscription_id" IS NOT NULL',
})
@Index('ix_recurring_gifts_email', ['email'])
@Index('ix_recurring_gifts_created_at', ['createdAt'])
// The Dashboard's active recurring gifts (dashboard.repository.ts): read from this index alone.
@Index('ix_recurring_gifts_dashboard_active', ['status', 'period', 'amount'], {
  where: `"status" IN ('active', 'authenticated', 'pending')`,
})
export class RecurringGiftEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 10 })
  period: RecurringPeriod;

  /** Rupees per charge. */
  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ type: 'varchar', length: 3, default: CURRENCY })
  currency: string;

  @Column({ type: 'varchar', length: 20, default: 'created' })
  status: RecurringGiftStatus;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  /** The provider's subscription id (`sub_…`); null only while it is being created or when that failed. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  subscriptionId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  providerPlanId: string | null;

  @Column({ type: 'integer' })
  totalCount: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  /** Normalised PAN ('ABCDE1234F'), copied to each charge's donation for its receipt. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  donorPan: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  donorAddress: string | null;

  @Column({ type: 'varchar', length: 128 })
  accessTokenHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  firstChargedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextChargeAt: Date | null;

  /** The provider's time of the event that set the status (reordered webhooks never undo a later one). */
  @Column({ type: 'timestamptz', nullable: true })
  statusEventAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** Who cancelled: the donor, staff, or the provider (a webhook). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cancelledBy: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  failureReason: string | null;

  /** The donation project the donor chose; each charge's donation is designated to it. */
  @Column({ type: 'uuid', nullable: true })
  projectId: string | null;

  @ManyToOne(() => DonationProjectEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'fk_recurring_gifts_project' })
  project?: Relation<DonationProjectEntity>;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  /** The donor's declaration of citizenship (libs/shared fcra.ts); each charge carries it. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  donorCitizenship: DonorCitizenship | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  donorPassportNumber: string | null;

  /** The hash of the key of the e-mailed link that sets this gift up again after a failed debit. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  renewalKeyHash: string | null;

  /** The stopped gift this one sets up again: cancelled once this one is authorised. */
  @Column({ type: 'uuid', nullable: true })
  renewsGiftId: string | null;

  @ManyToOne(() => RecurringGiftEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'renews_gift_id', foreignKeyConstraintName: 'fk_recurring_gifts_renews_gift' })
  renewsGift?: Relation<RecurringGiftEntity>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
