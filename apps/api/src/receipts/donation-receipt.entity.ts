import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { TaxDonationType } from '@foundation/shared';
import { MONEY_COLUMN } from '../database/column-types.js';
import { DonationEntity } from '../donations/donation.entity.js';
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
@Check('ck_donation_receipts_sequence', '"sequence" BETWEEN 1 AND 999999')
@Check('ck_donation_receipts_amount', '"amount" > 0')
@Check('ck_donation_receipts_donation_type', `"donation_type" IN ('corpus', 'specific_grant', 'others')`)
// An 80G receipt without the donor's PAN and address would be worthless to the donor and to Form 10BD.
@Check(
  'ck_donation_receipts_80g_donor',
  'NOT "is_80g" OR ("donor_pan" IS NOT NULL AND "donor_address" IS NOT NULL)',
)
export class DonationReceiptEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  donationId: string;

  @ManyToOne(() => DonationEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'donation_id' })
  donation?: Relation<DonationEntity>;

  /** '80G/2026-27/000123'. */
  @Column({ type: 'varchar', length: 32 })
  receiptNumber: string;

  /** '2026-27': the financial year (India time) in which the receipt was issued. */
  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  /** The receipt's place in its financial year's series, from 1. */
  @Column({ type: 'integer' })
  sequence: number;

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

  /** What the receipt states about the foundation (name, signatory, and for an 80G receipt its approval). */
  @Column({ type: 'jsonb' })
  foundation: ReceiptFoundation;
}
