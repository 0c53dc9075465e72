import {
  Check,
  Column,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { GiftMode, TaxDonationType, TaxRegimeId } from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';
import type { ReceiptFoundation } from './receipt.types.js';

/**
 * A receipt issued for a donation, as it was printed: every fact on it is a snapshot taken when it was
 * issued, so that the receipt reads the same whenever it is rendered again, whatever changes later in the
 * donation or in the foundation's settings. A donation may have several receipts (a plain one, then the
 * 80G receipt once the donor adds a PAN); its donation can never be deleted (ON DELETE RESTRICT).
 */
@Entity('donation_receipts')
@Index('uq_donation_receipts_receipt_number', ['receiptNumber'], { unique: true })
@Index('uq_donation_receipts_sequence', ['financialYear', 'sequence'], { unique: true })
@Index('ix_donation_receipts_donation', ['donationId'])
// A pre-acknowledgement number is quoted on one receipt only.
@Index('uq_donation_receipts_pre_arn', ['preArn'], { unique: true, where: '"pre_arn" IS NOT NULL' })
// A receipt is replaced (corrected) by one receipt at most.
@Index('uq_donation_receipts_replaces', ['replacesReceiptId'], {
  unique: true,
  where: '"replaces_receipt_id" IS NOT NULL',
})
// Only a cancelled receipt is replaced, and never by itself.
@Check(
  'ck_donation_receipts_replaces_other',
  `"replaces_receipt_id" IS NULL OR "replaces_receipt_id" <> "id"`,
)
@Check('ck_donation_receipts_sequence', '"sequence" BETWEEN 1 AND 999999')
@Check('ck_donation_receipts_amount', '"amount" > 0')
@Check('ck_donation_receipts_cancel_reason', `("cancelled_at" IS NULL) = ("cancel_reason" IS NULL)`)
@Check('ck_donation_receipts_donation_type', `"donation_type" IN ('corpus', 'specific_grant', 'others')`)
// An 80G receipt without the donor's PAN and address would be worthless to the donor and to Form 10BD, until
// its tax record's period has ended and the retention job erased them (docs/privacy.md "Retention").
@Check(
  'ck_donation_receipts_80g_donor',
  'NOT "is_80g" OR "donor_erased_at" IS NOT NULL OR ("donor_pan" IS NOT NULL AND "donor_address" IS NOT NULL)',
)
export class DonationReceiptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * The donation (table `donations`), by its key only: receipts/ sits below donations/ (which issues,
   * cancels and corrects receipts through ReceiptsService), so the foreign key names the table.
   */
  @Column({ type: 'uuid' })
  @ForeignKey('donations', { onDelete: 'RESTRICT' })
  donationId: string;

  /** 'DR/2026-27/000123' ('80G/…' for receipts issued before the prefix was configurable). */
  @Column({ type: 'varchar', length: 32 })
  receiptNumber: string;

  /** '2026-27': the financial year (India time) in which the receipt was issued. */
  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  /** The receipt's place in its financial year's series, from 1. */
  @Column({ type: 'integer' })
  sequence: number;

  /** The tax regime of the donation's date (libs/shared TAX_REGIMES), frozen when the receipt was issued. */
  @Column({ type: 'varchar', length: 16 })
  taxRegime: TaxRegimeId;

  /** How the gift came (online, cash, cheque, bank transfer, UPI, in kind): its mode of receipt. */
  @Column({ type: 'varchar', length: 16, default: 'online' })
  giftMode: GiftMode;

  /** What else the receipt says of the mode: a cheque's bank and date, what a gift in kind was. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  modeDetails: string | null;

  /** Whether the donor can claim the deduction with it (80G or section 133, by taxRegime); named before the 2025 Act. */
  // Named by hand: the naming strategy would make 'is80_g' of it.
  @Column({ name: 'is_80g', type: 'boolean' })
  is80G: boolean;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  /** When the payment was received (the receipt's "Date of donation"). */
  @Column({ type: 'timestamptz' })
  receivedAt: Date;

  @Column({ type: 'varchar', length: 200 })
  donorName: string;

  @Column({ type: 'text', nullable: true })
  donorAddress: string | null;

  /** The donor's PAN as printed on this receipt: only on 80G receipts. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  donorPan: string | null;

  /** Rupees. */
  @Column({ ...MONEY_COLUMN })
  amount: number;

  @Column({ type: 'varchar', length: 64 })
  paymentId: string;

  @Column({ type: 'varchar', length: 16, default: 'others' })
  donationType: TaxDonationType;

  /** When the retention job erased the donor's name, address and PAN (the tax record's period ended). */
  @Column({ type: 'timestamptz', nullable: true })
  donorErasedAt: Date | null;

  /** When the receipt was cancelled (its number stays used) and why; null while it is valid. */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  cancelReason: string | null;

  /** The receipt this one corrects (cancelled when this one was issued), or null. */
  @Column({ type: 'uuid', nullable: true })
  replacesReceiptId: string | null;

  @ManyToOne(() => DonationReceiptEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'replaces_receipt_id', foreignKeyConstraintName: 'fk_donation_receipts_replaces' })
  replaces?: Relation<DonationReceiptEntity>;

  /** The pre-acknowledgement number it quotes (a deductible receipt, while the year's pasted batch lasts). */
  @Column({ type: 'varchar', length: 21, nullable: true })
  preArn: string | null;

  /** What the receipt states about the foundation (name, signatory, and for an 80G receipt its approval). */
  @Column({ type: 'jsonb' })
  foundation: ReceiptFoundation;
}
