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
} from 'typeorm';
import type { WalkInPaymentMode } from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';
import { RegistrationEntity } from '../registrations/index.js';

/**
 * A walk-in registered at the door (`POST /api/check-in/walk-ins`): its booking is an ordinary registration
 * (event_registrations, completed and checked in at once; a UPI one waits pending for its QR code's
 * payment), and this row says how it was paid and which phone and link made it. `client_walk_in_id` (the
 * phone's id of the walk-in) is unique: a retried sync finds it and changes nothing. docs/check-in.md.
 */
@Entity('check_in_walk_ins')
@Index('uq_check_in_walk_ins_client_id', ['clientWalkInId'], { unique: true })
@Index('uq_check_in_walk_ins_registration', ['registrationId'], { unique: true })
@Index('uq_check_in_walk_ins_qr_code', ['qrCodeId'], { unique: true, where: '"qr_code_id" IS NOT NULL' })
@Index('ix_check_in_walk_ins_event', ['eventId'])
@Check('ck_check_in_walk_ins_mode', `"payment_mode" IN ('cash', 'upi', 'free')`)
@Check('ck_check_in_walk_ins_amount', '"amount_taken" >= 0')
export class CheckInWalkInEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  clientWalkInId: string;

  @Column({ type: 'uuid' })
  registrationId: string;

  // One walk-in per booking (the unique index above); ON DELETE RESTRICT, as registrations' own references.
  @ManyToOne(() => RegistrationEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'registration_id' })
  registration?: Relation<RegistrationEntity>;

  @Column({ type: 'uuid' })
  eventId: string;

  @Column({ type: 'varchar', length: 10 })
  paymentMode: WalkInPaymentMode;

  /** What the volunteer says was taken (rupees; at least the booking's total, which the server computed). */
  @Column({ ...MONEY_COLUMN })
  amountTaken: number;

  /** The volunteer's note of the payment (a receipt book number, a UPI reference). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reference: string | null;

  @Column({ type: 'varchar', length: 100 })
  deviceId: string;

  @Column({ type: 'varchar', length: 100 })
  deviceName: string;

  /** The volunteer's link it came through, or null for an admin's (admin_id). */
  @Column({ type: 'uuid', nullable: true })
  linkId: string | null;

  @Column({ type: 'uuid', nullable: true })
  adminId: string | null;

  /** When the phone recorded it: its check-in's time. */
  @Column({ type: 'timestamptz' })
  recordedAt: Date;

  /** UPI: the provider's QR code (`qr_…`), its image and until when it can be paid. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  qrCodeId: string | null;

  @Column({ type: 'text', nullable: true })
  qrImageUrl: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  qrClosesAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
