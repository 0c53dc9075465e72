import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { DonationReceiptEntity } from './donation-receipt.entity.js';
import type { TaxDonationType } from '@foundation/shared';
import type { DonationReceipt } from './receipt.types.js';
import { ReceiptErrorCode, receiptError } from './receipts.errors.js';
import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';

/** A receipt about to be stored: everything but its id. */
export type NewDonationReceipt = Omit<DonationReceipt, 'id'>;

const CHECK_VIOLATION = '23514';

/** The SQL of receipts: their numbers (one counter row per financial year) and the receipts themselves. */
@Injectable()
export class ReceiptsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The next receipt number of a financial year (1 for its first receipt), taken inside the caller's
   * transaction with one atomic upsert. The upsert creates or updates the year's counter row, which stays
   * locked until the caller's transaction ends:
   * - a rollback undoes the increment, so the number is given to the next receipt: the series has no gaps;
   * - a concurrent completion (in this process or any other) waits on the row lock and then reads the
   *   committed value, so no number is given twice and numbers follow the order of the commits.
   * Call it as late as possible in the completing transaction, since the row is held until it ends, and
   * only under READ COMMITTED (PostgreSQL's default), where the waiting upsert sees the committed row.
   */
  async allocateNumber(manager: EntityManager, financialYear: string): Promise<number> {
    // Outside a transaction the increment would commit at once and a later failure would leave a gap.
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('allocateNumber needs the EntityManager of an open transaction');
    }
    try {
      const rows: Array<{ last_number: number }> = await manager.query(
        `INSERT INTO receipt_counters (financial_year, last_number) VALUES ($1, 1)
         ON CONFLICT (financial_year) DO UPDATE SET last_number = receipt_counters.last_number + 1
         RETURNING last_number`,
        [financialYear],
      );
      return rows[0].last_number;
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string; constraint?: string }).constraint ===
          'ck_receipt_counters_last_number' &&
        (error.driverError as { code?: string }).code === CHECK_VIOLATION
      ) {
        throw receiptError(ReceiptErrorCode.NumbersExhausted);
      }
      throw error;
    }
  }

  /**
   * What a donation's row says for its receipt (PAN, address, tax donation type), read in the completing
   * transaction. The columns are the donation order's (giving-api-a's migration; mine adds them if absent).
   */
  async donationTaxDetails(
    manager: EntityManager,
    donationId: string,
  ): Promise<{
    donorPan: string | null;
    donorAddress: string | null;
    taxDonationType: TaxDonationType;
  } | null> {
    const [row] = (await manager.query(
      `SELECT donor_pan AS "donorPan", donor_address AS "donorAddress", tax_donation_type AS "taxDonationType"
         FROM donations WHERE id = $1`,
      [donationId],
    )) as Array<{ donorPan: string | null; donorAddress: string | null; taxDonationType: TaxDonationType }>;
    return row ?? null;
  }

  /** Every receipt of these donations, oldest first. */
  async findByDonations(donationIds: string[]): Promise<DonationReceipt[]> {
    const ids = donationIds.filter((id) => isUUID(id));
    if (ids.length === 0) return [];
    const rows = await this.dataSource
      .getRepository(DonationReceiptEntity)
      .createQueryBuilder('r')
      .where('r.donation_id = ANY(:ids)', { ids })
      .orderBy('r.issued_at', 'ASC')
      .addOrderBy('r.sequence', 'ASC')
      .getMany();
    return rows.map(toReceipt);
  }

  /** Stores a receipt in the caller's transaction (the one that allocated its number). */
  async insertReceipt(manager: EntityManager, receipt: NewDonationReceipt): Promise<DonationReceipt> {
    const repository = manager.getRepository(DonationReceiptEntity);
    const saved = await repository.save(repository.create(receipt));
    return toReceipt(saved);
  }

  /** Every receipt of a donation, oldest first (a plain receipt, then the 80G one once a PAN was added). */
  async findByDonation(donationId: string): Promise<DonationReceipt[]> {
    if (!isUUID(donationId)) return [];
    const rows = await this.dataSource.getRepository(DonationReceiptEntity).find({
      where: { donationId },
      order: { issuedAt: 'ASC', sequence: 'ASC' },
    });
    return rows.map(toReceipt);
  }

  async findById(id: string): Promise<DonationReceipt | null> {
    // Not a UUID: PostgreSQL would refuse the comparison; no such receipt.
    if (!isUUID(id)) return null;
    const row = await this.dataSource.getRepository(DonationReceiptEntity).findOneBy({ id });
    return row ? toReceipt(row) : null;
  }

  /** The language the donor gave in (a receipt is printed in it; English when the donation is gone). */
  async donationLocale(donationId: string): Promise<Locale> {
    const [row] = (await this.dataSource.query(`SELECT locale FROM donations WHERE id = $1`, [
      donationId,
    ])) as {
      locale: Locale;
    }[];
    return row?.locale ?? DEFAULT_LOCALE;
  }
}

function toReceipt(row: DonationReceiptEntity): DonationReceipt {
  return {
    id: row.id,
    donationId: row.donationId,
    receiptNumber: row.receiptNumber,
    financialYear: row.financialYear,
    sequence: row.sequence,
    is80G: row.is80G,
    issuedAt: row.issuedAt,
    receivedAt: row.receivedAt,
    donorName: row.donorName,
    donorAddress: row.donorAddress,
    donorPan: row.donorPan,
    amount: Number(row.amount),
    paymentId: row.paymentId,
    donationType: row.donationType,
    foundation: row.foundation,
  };
}
