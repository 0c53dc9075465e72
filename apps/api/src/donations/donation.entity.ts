import { CURRENCY } from '@foundation/shared';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import type {
  DonationType,
  DonorCitizenship,
  GiftMode,
  PaymentStatus,
  TaxDonationType,
} from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';
import { DonationProjectEntity } from '../donation-projects/index.js';

/**
 * A donation made on the contribute page. Recorded `pending` when its order is created and `completed` once
 * the payment is verified (browser confirmation or webhook). Each charge of a recurring gift is its own
 * completed donation pointing at the gift; the payment id is unique, so a replayed charge counts once.
 */
@Entity('donations')
@Check('ck_donations_locale', `"locale" IN ('en', 'hi')`)
@Check('ck_donations_amount', '"amount" >= 1')
@Check(
  'ck_donations_gift_mode',
  `"gift_mode" IN ('online', 'cash', 'cheque', 'bank-transfer', 'upi', 'kind')`,
)
@Check(
  'ck_donations_cheque',
  `"gift_mode" <> 'cheque' OR ("cheque_number" IS NOT NULL AND "cheque_bank" IS NOT NULL AND "cheque_date" IS NOT NULL)`,
)
@Index('ix_donations_gift_mode', ['giftMode', 'createdAt'])
@Check(
  'ck_donations_donor_citizenship',
  `"donor_citizenship" IN ('indian-in-india', 'indian-abroad', 'foreign')`,
)
@Index('ix_donations_fcra_completed', ['completedAt'], { where: `"fcra" AND "payment_status" = 'completed'` })
@Index('uq_donations_order_id', ['orderId'], { unique: true, where: '"order_id" IS NOT NULL' })
@Index('ix_donations_created_at', ['createdAt'])
@Index('uq_donations_payment_id', ['paymentId'], { unique: true, where: '"payment_id" IS NOT NULL' })
@Index('ix_donations_recurring_gift', ['recurringGiftId'])
// The Dashboard's revenue per month and donations by type, each read from its index alone.
@Index('ix_donations_dashboard_completed', ['createdAt', 'amount'], {
  where: `"payment_status" = 'completed'`,
})
// A project's "raised" figure: its completed donations, read from this index alone.
@Index('ix_donations_project_completed', ['projectId', 'amount'], {
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

  @Column({ type: 'varchar', length: 3, default: CURRENCY })
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

  /** The donor's PAN, normalised ('ABCDE1234F'); shown whole only on the receipt and in the 10BD export. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  donorPan: string | null;

  /** The donor's postal address for the receipt (required with a PAN). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  donorAddress: string | null;

  /**
   * The recurring gift this donation is a charge of, or null for a one-time gift. By its key only:
   * recurring-gifts/ sits above donations/ (its charges are donations), so the foreign key names the table
   * `recurring_gifts` rather than importing its entity.
   */
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('recurring_gifts', { onDelete: 'RESTRICT', name: 'fk_donations_recurring_gift' })
  recurringGiftId: string | null;

  /**
   * The donation project the donor chose on the Contribute page (or the recurring gift's), or null. A project
   * with donations cannot be deleted (ON DELETE RESTRICT): staff deactivate it.
   */
  @Column({ type: 'uuid', nullable: true })
  projectId: string | null;

  @ManyToOne(() => DonationProjectEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'fk_donations_project' })
  project?: Relation<DonationProjectEntity>;

  /** Form 10BD's donation type; every gift through the site is 'others' unless staff say otherwise. */
  @Column({
    type: 'enum',
    enum: ['corpus', 'specific_grant', 'others'],
    enumName: 'tax_donation_type',
    default: 'others',
  })
  taxDonationType: TaxDonationType;

  /** How the gift came: 'online' through the site, or received offline and recorded by staff. */
  @Column({ type: 'varchar', length: 16, default: 'online' })
  giftMode: GiftMode;

  /** A cheque's number (six digits), its bank and its date. */
  @Column({ type: 'varchar', length: 6, nullable: true })
  chequeNumber: string | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  chequeBank: string | null;

  @Column({ type: 'date', nullable: true })
  chequeDate: string | null;

  /** A bank transfer's UTR or a UPI payment's reference. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  paymentReference: string | null;

  /** What a gift in kind was (its value is the amount). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  kindDescription: string | null;

  /** The staff member who recorded an offline gift. */
  @Column({ type: 'uuid', nullable: true })
  recordedBy: string | null;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  /** The donor's declaration of citizenship (libs/shared fcra.ts), or null when it was not asked. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  donorCitizenship: DonorCitizenship | null;

  /** An Indian citizen living abroad: their Indian passport number. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  donorPassportNumber: string | null;

  /** Taken on the FCRA account: a foreign contribution, exported apart (fcra.csv). */
  @Column({ type: 'boolean', default: false })
  fcra: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
