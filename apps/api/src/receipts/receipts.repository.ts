import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { DonationReceiptEntity } from './donation-receipt.entity.js';
import type { DonationReceipt, ReceiptFoundation } from './receipt.types.js';
import { ReceiptErrorCode, receiptError } from './receipts.errors.js';
import {
  DEFAULT_LOCALE,
  type DonorCitizenship,
  type DonorDeclaration,
  type Locale,
  type PreArnSummary,
} from '@foundation/shared';

/** A receipt about to be stored: everything but its id. */
export type NewDonationReceipt = Omit<DonationReceipt, 'id'>;

const CHECK_VIOLATION = '23514';

/** Whether a raw query result is an UPDATE's `[rows, count]` rather than the rows themselves. */
function isUpdateResult<T>(result: [T[], number] | T[]): result is [T[], number] {
  return Array.isArray(result[0]);
}

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

  /**
   * Cancels a receipt once: sets its day and reason unless it is cancelled already. Whether this call
   * cancelled it (false: it was cancelled before, and keeps its first day and reason).
   */
  async markCancelled(manager: EntityManager, receiptId: string, reason: string, at: Date): Promise<boolean> {
    const rows = await manager.query<[unknown[], number] | unknown[]>(
      `UPDATE donation_receipts SET cancelled_at = $2, cancel_reason = $3
        WHERE id = $1 AND cancelled_at IS NULL RETURNING id`,
      [receiptId, at, reason],
    );
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown[]) : (rows as unknown[]);
    return updated.length > 0;
  }

  /** The numbers of the receipt a receipt replaces and of the one that replaces it (a correction). */
  async links(receiptId: string): Promise<{ replaces: string | null; replacedBy: string | null }> {
    const [row] = await this.dataSource.query<{ replaces: string | null; replacedBy: string | null }[]>(
      `SELECT (SELECT o.receipt_number FROM donation_receipts o WHERE o.id = r.replaces_receipt_id) AS replaces,
              (SELECT n.receipt_number FROM donation_receipts n WHERE n.replaces_receipt_id = r.id) AS "replacedBy"
         FROM donation_receipts r WHERE r.id = $1`,
      [receiptId],
    );
    return row ?? { replaces: null, replacedBy: null };
  }

  /**
   * What a receipt prints of its donation besides its own frozen facts: the language the donor gave in
   * (English when the donation is gone) and the declaration of citizenship, when it was asked.
   */
  async donationPrintFacts(
    donationId: string,
  ): Promise<{ locale: Locale; declaration: DonorDeclaration | null }> {
    const [row] = await this.dataSource.query<
      {
        locale: Locale;
        citizenship: DonorCitizenship | null;
        passportNumber: string | null;
        fcra: boolean;
      }[]
    >(
      `SELECT locale, donor_citizenship AS citizenship, donor_passport_number AS "passportNumber", fcra
         FROM donations WHERE id = $1`,
      [donationId],
    );
    if (!row) return { locale: DEFAULT_LOCALE, declaration: null };
    const { locale, ...declaration } = row;
    return { locale, declaration: declaration.citizenship ? declaration : null };
  }

  /**
   * Takes the next unused pre-acknowledgement number of a tax year for a receipt, in the order staff pasted
   * them, or null when the year has none left. Call it after allocateNumber in the same transaction: the
   * year's receipt counter row, locked until the end of it, makes receipts take numbers one at a time, so
   * two receipts never race for the same row (and FOR UPDATE guards anything else that might).
   */
  async takePreArn(
    manager: EntityManager,
    financialYear: string,
    receiptNumber: string,
  ): Promise<string | null> {
    const result = await manager.query<[{ number: string }[], number] | { number: string }[]>(
      `UPDATE pre_arns SET used_at = now(), receipt_number = $2
        WHERE id = (SELECT id FROM pre_arns WHERE financial_year = $1 AND used_at IS NULL
                     ORDER BY id LIMIT 1 FOR UPDATE)
        RETURNING number`,
      [financialYear, receiptNumber],
    );
    // An UPDATE's raw result is [rows, count]; an INSERT's is the rows.
    const rows = isUpdateResult(result) ? result[0] : result;
    return rows[0]?.number ?? null;
  }

  /** Which of these numbers are already stored, and for which year. */
  async existingPreArns(numbers: string[]): Promise<{ number: string; financialYear: string }[]> {
    if (numbers.length === 0) return [];
    return this.dataSource.query<{ number: string; financialYear: string }[]>(
      `SELECT number, financial_year AS "financialYear" FROM pre_arns WHERE number = ANY($1::text[])`,
      [numbers],
    );
  }

  /** Adds numbers for a tax year in their order, skipping those already stored; how many were added. */
  async addPreArns(
    manager: EntityManager,
    financialYear: string,
    numbers: string[],
    addedBy: string | null,
  ): Promise<number> {
    const rows = await manager.query<unknown[]>(
      `INSERT INTO pre_arns (number, financial_year, added_by)
       SELECT n, $2, $3 FROM unnest($1::text[]) WITH ORDINALITY AS t(n, i) ORDER BY i
       ON CONFLICT (number) DO NOTHING RETURNING id`,
      [numbers, financialYear, addedBy],
    );
    return rows.length;
  }

  async preArnSummary(financialYear: string): Promise<PreArnSummary> {
    const [row] = await this.dataSource.query<{ total: number; used: number }[]>(
      `SELECT count(*)::int AS total, count(used_at)::int AS used FROM pre_arns WHERE financial_year = $1`,
      [financialYear],
    );
    return { total: row.total, used: row.used, remaining: row.total - row.used };
  }
}

function toReceipt(row: DonationReceiptEntity): DonationReceipt {
  return {
    id: row.id,
    donationId: row.donationId,
    receiptNumber: row.receiptNumber,
    financialYear: row.financialYear,
    sequence: row.sequence,
    taxRegime: row.taxRegime,
    giftMode: row.giftMode,
    modeDetails: row.modeDetails,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    replacesReceiptId: row.replacesReceiptId ?? null,
    preArn: row.preArn ?? null,
    is80G: row.is80G,
    issuedAt: row.issuedAt,
    receivedAt: row.receivedAt,
    donorName: row.donorName,
    donorAddress: row.donorAddress,
    donorPan: row.donorPan,
    amount: Number(row.amount),
    paymentId: row.paymentId,
    donationType: row.donationType,
    foundation: withUrn(row.foundation),
  };
}

/** Receipts issued before the tax regimes stored their approval's URN as `urn80g`. */
function withUrn(foundation: ReceiptFoundation): ReceiptFoundation {
  const legacy = (foundation as { urn80g?: string }).urn80g;
  if (legacy === undefined || foundation.urn !== undefined) return foundation;
  const { urn80g: _legacy, ...rest } = foundation as ReceiptFoundation & { urn80g?: string };
  return { ...rest, urn: legacy };
}
