import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { DonationType, PaymentStatus, TaxDonationType } from '@foundation/shared';

/** A donation as the donor's My giving page reads it. */
export interface DonorDonationRecord {
  id: string;
  /** Rupees, exact decimal text. */
  amount: string;
  donationType: DonationType;
  recurringGiftId: string | null;
  paymentStatus: PaymentStatus;
  name: string | null;
  paymentId: string | null;
  completedAt: Date | null;
  taxDonationType: TaxDonationType;
  createdAt: Date;
  /** Its refund's state (payment_refunds), null when it was not refunded. */
  refundStatus: 'pending' | 'processed' | 'failed' | null;
}

const COLUMNS = `d.id, d.amount::text AS amount, d.donation_type AS "donationType",
  d.recurring_gift_id AS "recurringGiftId", d.payment_status AS "paymentStatus", d.name,
  d.payment_id AS "paymentId", d.completed_at AS "completedAt", d.tax_donation_type AS "taxDonationType",
  d.created_at AS "createdAt",
  (SELECT pr.status FROM payment_refunds pr WHERE pr.payable_kind = 'donation' AND pr.payable_id = d.id) AS "refundStatus"`;

/** The SQL of My giving: the donations of one e-mail address (compared without regard to case). */
@Injectable()
export class MyGivingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Every donation made with the e-mail address, newest first. */
  donationsOf(email: string): Promise<DonorDonationRecord[]> {
    return this.dataSource.query<DonorDonationRecord[]>(
      `SELECT ${COLUMNS} FROM donations d WHERE lower(d.email) = $1 ORDER BY d.created_at DESC, d.id`,
      [email],
    );
  }

  /**
   * The donor's completed donations that have no 80G receipt, oldest first, locked until the transaction
   * ends. The rows are locked first and the receipts read by a second statement, which (READ COMMITTED)
   * sees the receipts of a concurrent request that held the locks: two requests never both issue one.
   */
  async lockCompletedWithout80g(manager: EntityManager, email: string): Promise<DonorDonationRecord[]> {
    await manager.query(
      `SELECT d.id FROM donations d WHERE lower(d.email) = $1 AND d.payment_status = 'completed'
        ORDER BY d.id FOR UPDATE`,
      [email],
    );
    return manager.query<DonorDonationRecord[]>(
      `SELECT ${COLUMNS} FROM donations d
        WHERE lower(d.email) = $1 AND d.payment_status = 'completed'
          AND NOT EXISTS (SELECT 1 FROM donation_receipts r WHERE r.donation_id = d.id AND r.is_80g)
        ORDER BY d.completed_at, d.id`,
      [email],
    );
  }

  /** Stores the donor's PAN and address on donations (the receipts and Form 10BD read them there). */
  async setTaxDetails(manager: EntityManager, ids: string[], pan: string, address: string): Promise<void> {
    await manager.query(
      `UPDATE donations SET donor_pan = $2, donor_address = $3, updated_at = now() WHERE id = ANY($1::uuid[])`,
      [ids, pan, address],
    );
  }
}
