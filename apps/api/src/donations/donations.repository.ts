import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DONATION_TYPES,
  PAN_PATTERN,
  parseFinancialYear,
  PAYMENT_STATUSES,
  GIFT_MODES,
  type DonationType,
  type FinancialYear,
  type PaymentStatus,
  type TaxDonationType,
  type TaxRegimeId,
  type OfflineGiftMode,
  type GiftMode,
  type Locale,
  type DonorCitizenship,
} from '@foundation/shared';
import { commonError, CommonErrorCode } from '../common/errors/common.errors.js';
import {
  containsPattern,
  filterReaders,
  type ListSpec,
  type ParsedListQuery,
} from '../common/ra-list/parse-list-query.js';
import { openRowCursor, type RowCursor } from '../common/csv/row-cursor.js';
import { indiaDayRangeSql } from '../common/ra-list/india-day-range.js';
import { type NoticeAcceptance } from '../privacy/index.js';

/** Which donation: by its id, or by the provider order created for it. */
/** What a donation's row says for its receipt. */
export interface DonationTaxDetails {
  donorPan: string | null;
  donorAddress: string | null;
  taxDonationType: TaxDonationType;
  giftMode: GiftMode;
  chequeNumber: string | null;
  chequeBank: string | null;
  chequeDate: string | null;
  paymentReference: string | null;
  kindDescription: string | null;
}

export type DonationWhere = { id: string } | { orderId: string };

/** A donation as the payment rules and the donor's browser read it. */
export interface DonationRecord {
  id: string;
  /** Rupees, PostgreSQL's exact decimal text. */
  amount: string;
  currency: string;
  donationType: DonationType;
  name: string | null;
  email: string | null;
  phone: string | null;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  accessTokenHash: string;
  completedAt: Date | null;
  createdAt: Date;
  /** Normalised PAN, or null. */
  donorPan: string | null;
  donorAddress: string | null;
  /** The recurring gift this donation is a charge of, or null. */
  recurringGiftId: string | null;
  taxDonationType: TaxDonationType;
  /** The donation project it is designated to, or null. */
  projectId: string | null;
  /** The donor's language (a recurring gift's charges take the gift's). */
  locale: Locale;
  /** The donor's declaration of citizenship (a recurring gift's charges take the gift's), or null. */
  donorCitizenship: DonorCitizenship | null;
  donorPassportNumber: string | null;
  /** Taken on the FCRA account. */
  fcra: boolean;
}

/** A recurring gift's charge, recorded as a completed donation with the gift's donor details. */
export interface NewCharge {
  recurringGiftId: string;
  paymentId: string;
  /** Rupees, exact decimal text. */
  amount: string;
  donationType: DonationType;
  name: string | null;
  email: string | null;
  phone: string | null;
  donorPan: string | null;
  donorAddress: string | null;
  accessTokenHash: string;
}

/** See DonationsRepository.mailFacts. */
export interface DonationMailFacts {
  recurringGiftId: string | null;
  chargeNumber: number;
  receipt: { id: string; receiptNumber: string; is80G: boolean; taxRegime: TaxRegimeId } | null;
}

export interface NewDonation extends NoticeAcceptance {
  /** Rupees, exact decimal text. */
  amount: string;
  donationType: DonationType;
  name: string | null;
  email: string | null;
  phone: string | null;
  donorPan: string | null;
  donorAddress: string | null;
  accessTokenHash: string;
  /** An active donation project, checked by the service. */
  projectId: string | null;
  locale: Locale;
  donorCitizenship: DonorCitizenship | null;
  donorPassportNumber: string | null;
  /** Taken on the FCRA account (a foreign source, FCRA configured). */
  fcra: boolean;
}

/** A gift received offline, as staff record it. */
export interface NewOfflineGift {
  /** Rupees, exact decimal text. */
  amount: string;
  name: string;
  email: string | null;
  phone: string | null;
  donorPan: string | null;
  donorAddress: string | null;
  /** When it was received: the day's instant the receipt and the statement read. */
  receivedAt: Date;
  accessTokenHash: string;
  projectId: string | null;
  taxDonationType: TaxDonationType;
  giftMode: OfflineGiftMode;
  chequeNumber: string | null;
  chequeBank: string | null;
  chequeDate: string | null;
  paymentReference: string | null;
  kindDescription: string | null;
  recordedBy: string | null;
}

/** A donation in the admin API (never its access token hash; the PAN is masked by the service). */
export interface AdminDonationRecord {
  id: string;
  locale: Locale;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Rupees, exact decimal text. */
  amount: string;
  currency: string;
  donationType: DonationType;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  completedAt: Date | null;
  createdAt: Date;
  recurringGiftId: string | null;
  taxDonationType: TaxDonationType;
  donorPan: string | null;
  giftMode: GiftMode;
  /** The latest receipt is cancelled (its number stays used). */
  receiptCancelled: boolean;
  /** The latest receipt's number and id, null before completion. */
  receiptNumber: string | null;
  receiptId: string | null;
  /** Whether the donation has an 80G receipt. */
  is80G: boolean;
  donorCitizenship: DonorCitizenship | null;
  fcra: boolean;
  donorAddress: string | null;
  /** Its refund (payment_refunds), null fields when none was asked. */
  refundStatus: 'pending' | 'processed' | 'failed' | null;
  refundAmountPaise: number | null;
  refundReason: string | null;
  refundFailureReason: string | null;
  refundAttempts: number | null;
  refundRequestedAt: Date | null;
  refundProcessedAt: Date | null;
}

/** A foreign contribution taken on the FCRA account, as the year's FCRA export lists it. */
export interface FcraDonationRow {
  completedAt: Date;
  name: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  amount: string;
  paymentId: string | null;
  receiptNumber: string | null;
  projectTitle: string | null;
}

/** One donation of Form 10BD, with the facts of its (latest) 80G receipt. */
export interface Form10bdSourceRow {
  pan: string;
  name: string;
  address: string;
  donationType: TaxDonationType;
  /** Rupees, exact decimal text. */
  amount: string;
  /** How the gift came: the statement's mode of receipt. */
  giftMode: GiftMode;
  /** The pre-acknowledgement number its receipt quotes, or null. */
  preArn: string | null;
}

/** A completed donation of the year that Form 10BD cannot report (no 80G receipt, so no PAN on file). */
export interface UnreportableDonationRow {
  name: string | null;
  email: string | null;
  phone: string | null;
  amount: string;
  completedAt: Date;
  receiptNumber: string | null;
}

export interface DonationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  paymentStatus: PaymentStatus;
  donationType: DonationType;
  /** Completed within the financial year ('2026-27'), India time. */
  financialYear: FinancialYear;
  /** Has an 80G receipt (true) or not (false). */
  is80G: boolean;
  /** Taken on the FCRA account (true: foreign contributions) or not (false). */
  fcra: boolean;
  /** How the gift came: online, cash, cheque, bank transfer, UPI, in kind. */
  giftMode: GiftMode;
  /** First and last day (India time, inclusive) the donation was made (the Dashboard links to them). */
  createdFrom: string;
  createdTo: string;
}

/** A financial year written '2026-27', read for a filter or an export's query. */
export function readFinancialYear(value: unknown, name = 'financialYear'): FinancialYear {
  const year = typeof value === 'string' ? parseFinancialYear(value) : null;
  if (!year) {
    throw commonError(CommonErrorCode.InvalidQuery, {
      message: `${name} must be a financial year written like 2026-27`,
      field: name,
    });
  }
  return year;
}

/** What the admin list may sort by (JSON field to SQL column) and filter on. */
export const DONATION_LIST_SPEC: ListSpec<DonationFilters> = {
  // Qualified: `amount` alone would mean the text column of the SELECT list.
  sortable: {
    id: 'd.id',
    createdAt: 'd.created_at',
    name: 'd.name',
    email: 'd.email',
    donationType: 'd.donation_type',
    amount: 'd.amount',
    paymentStatus: 'd.payment_status',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    paymentStatus: filterReaders.oneOf(PAYMENT_STATUSES),
    donationType: filterReaders.oneOf(DONATION_TYPES),
    financialYear: (value, name) => readFinancialYear(value, `filter ${name}`),
    is80G: filterReaders.boolean(),
    fcra: filterReaders.boolean(),
    giftMode: filterReaders.oneOf(GIFT_MODES),
    createdFrom: filterReaders.calendarDate(),
    createdTo: filterReaders.calendarDate(),
  },
};

const COLUMNS = `id, amount, currency, donation_type AS "donationType", name, email, phone,
  payment_status AS "paymentStatus", order_id AS "orderId", payment_id AS "paymentId",
  access_token_hash AS "accessTokenHash", completed_at AS "completedAt", created_at AS "createdAt",
  donor_pan AS "donorPan", donor_address AS "donorAddress", recurring_gift_id AS "recurringGiftId",
  tax_donation_type AS "taxDonationType", project_id AS "projectId", locale,
  donor_citizenship AS "donorCitizenship", donor_passport_number AS "donorPassportNumber", fcra`;

const ADMIN_COLUMNS = `d.id, d.name, d.email, d.phone, d.amount::text AS amount, d.currency,
  d.donation_type AS "donationType", d.payment_status AS "paymentStatus", d.order_id AS "orderId",
  d.payment_id AS "paymentId", d.failure_reason AS "failureReason", d.completed_at AS "completedAt",
  d.created_at AS "createdAt", d.recurring_gift_id AS "recurringGiftId", d.tax_donation_type AS "taxDonationType",
  d.donor_pan AS "donorPan", d.gift_mode AS "giftMode", latest.receipt_number AS "receiptNumber", latest.id AS "receiptId",
  latest.cancelled_at IS NOT NULL AS "receiptCancelled",
  EXISTS (SELECT 1 FROM donation_receipts g WHERE g.donation_id = d.id AND g.is_80g) AS "is80G", d.locale,
  d.donor_citizenship AS "donorCitizenship", d.fcra, d.donor_address AS "donorAddress",
  refund.status AS "refundStatus", refund.amount_paise AS "refundAmountPaise", refund.reason AS "refundReason",
  refund.failure_reason AS "refundFailureReason", refund.attempts AS "refundAttempts",
  refund.created_at AS "refundRequestedAt", refund.processed_at AS "refundProcessedAt"`;

/** Donations with their latest receipt (alias `latest`) and their refund (at most one, alias `refund`). */
const ADMIN_FROM = `donations d
  LEFT JOIN LATERAL (SELECT r.id, r.receipt_number, r.cancelled_at FROM donation_receipts r WHERE r.donation_id = d.id
                      ORDER BY r.issued_at DESC, r.sequence DESC LIMIT 1) latest ON true
  LEFT JOIN payment_refunds refund ON refund.payable_kind = 'donation' AND refund.payable_id = d.id`;

const whereColumn = (where: DonationWhere): [string, string] =>
  'id' in where ? ['id', where.id] : ['order_id', where.orderId];

/** Every query of donations: the donor's donation and its payment state, and the admin's list and record. */
@Injectable()
export class DonationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * What a donation's row says for its receipt (PAN, address, tax donation type), read in the completing
   * transaction.
   */
  async donationTaxDetails(manager: EntityManager, donationId: string): Promise<DonationTaxDetails | null> {
    const [row] = await manager.query<DonationTaxDetails[]>(
      `SELECT donor_pan AS "donorPan", donor_address AS "donorAddress", tax_donation_type AS "taxDonationType",
              gift_mode AS "giftMode", cheque_number AS "chequeNumber", cheque_bank AS "chequeBank",
              to_char(cheque_date, 'YYYY-MM-DD') AS "chequeDate", payment_reference AS "paymentReference",
              kind_description AS "kindDescription"
         FROM donations WHERE id = $1`,
      [donationId],
    );
    return row ?? null;
  }

  /** Runs `work` in one transaction; the manager it gets is what the locking methods take. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Inserts a pending donation; returns its id. */
  async insertPending(donation: NewDonation): Promise<string> {
    const [inserted] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO donations (amount, donation_type, name, email, phone, donor_pan, donor_address, access_token_hash,
         project_id, locale, donor_citizenship, donor_passport_number, fcra, notice_version, notice_accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
      [
        donation.amount,
        donation.donationType,
        donation.name,
        donation.email,
        donation.phone,
        donation.donorPan,
        donation.donorAddress,
        donation.accessTokenHash,
        donation.projectId,
        donation.locale,
        donation.donorCitizenship,
        donation.donorPassportNumber,
        donation.fcra,
        donation.noticeVersion,
        donation.noticeAcceptedAt,
      ],
    );
    return inserted.id;
  }

  /**
   * Inserts a recurring gift's charge as a completed donation, unless a donation with its payment id exists
   * (the unique index decides, across processes): the new donation, or null for a charge already recorded.
   */
  async insertCompletedCharge(manager: EntityManager, charge: NewCharge): Promise<DonationRecord | null> {
    const [inserted] = await manager.query<DonationRecord[]>(
      `INSERT INTO donations (amount, donation_type, name, email, phone, donor_pan, donor_address,
         recurring_gift_id, payment_id, payment_status, completed_at, access_token_hash, project_id,
         locale, donor_citizenship, donor_passport_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'completed', now(), $10,
         (SELECT project_id FROM recurring_gifts WHERE id = $8), (SELECT locale FROM recurring_gifts WHERE id = $8),
         (SELECT donor_citizenship FROM recurring_gifts WHERE id = $8),
         (SELECT donor_passport_number FROM recurring_gifts WHERE id = $8))
       ON CONFLICT (payment_id) WHERE payment_id IS NOT NULL DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        charge.amount,
        charge.donationType,
        charge.name,
        charge.email,
        charge.phone,
        charge.donorPan,
        charge.donorAddress,
        charge.recurringGiftId,
        charge.paymentId,
        charge.accessTokenHash,
      ],
    );
    return inserted ?? null;
  }

  /**
   * Inserts a gift received offline as a completed donation (in the caller's transaction, which then issues
   * its receipt): no order, no payment id; the mode's particulars on the row.
   */
  async insertOffline(manager: EntityManager, gift: NewOfflineGift): Promise<DonationRecord> {
    const [inserted] = await manager.query<DonationRecord[]>(
      `INSERT INTO donations (amount, donation_type, name, email, phone, donor_pan, donor_address,
         payment_status, completed_at, access_token_hash, project_id, locale, tax_donation_type, gift_mode,
         cheque_number, cheque_bank, cheque_date, payment_reference, kind_description, recorded_by)
       VALUES ($1, 'one-time', $2, $3, $4, $5, $6, 'completed', $7, $8, $9, 'en', $10, $11, $12, $13, $14, $15,
         $16, $17)
       RETURNING ${COLUMNS}`,
      [
        gift.amount,
        gift.name,
        gift.email,
        gift.phone,
        gift.donorPan,
        gift.donorAddress,
        gift.receivedAt,
        gift.accessTokenHash,
        gift.projectId,
        gift.taxDonationType,
        gift.giftMode,
        gift.chequeNumber,
        gift.chequeBank,
        gift.chequeDate,
        gift.paymentReference,
        gift.kindDescription,
        gift.recordedBy,
      ],
    );
    return inserted;
  }

  /** Whether the payment is recorded as a charge of the recurring gift. */
  async isChargeOf(recurringGiftId: string, paymentId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM donations WHERE recurring_gift_id = $1 AND payment_id = $2`,
      [recurringGiftId, paymentId],
    );
    return rows.length > 0;
  }

  async setOrderId(
    id: string,
    orderId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(`UPDATE donations SET order_id = $2, updated_at = now() WHERE id = $1`, [
      id,
      orderId,
    ]);
  }

  /**
   * One donation, or null. `lock` takes its row lock (FOR UPDATE) until the caller's transaction ends, so the
   * browser's confirmation and the webhook complete it one after the other, never both.
   */
  async findOne(
    where: DonationWhere,
    { manager = this.dataSource.manager, lock = false }: { manager?: EntityManager; lock?: boolean } = {},
  ): Promise<DonationRecord | null> {
    const [column, value] = whereColumn(where);
    const [row] = await manager.query<DonationRecord[]>(
      `SELECT ${COLUMNS} FROM donations WHERE ${column} = $1${lock ? ' FOR UPDATE' : ''}`,
      [value],
    );
    return row ?? null;
  }

  /** Marks the donation completed with its payment; returns it as it is now. */
  async markCompleted(manager: EntityManager, id: string, paymentId: string): Promise<DonationRecord> {
    const [[updated]] = await manager.query<[DonationRecord[], number]>(
      `UPDATE donations SET payment_status = 'completed', payment_id = $2, completed_at = now(), failure_reason = NULL, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, paymentId],
    );
    return updated;
  }

  /**
   * What a donation's e-mail tells besides the donation: its latest receipt (issued in the same transaction)
   * and, for a recurring gift's charge, which charge of the gift it is (completed charges so far).
   */
  async mailFacts(manager: EntityManager, id: string): Promise<DonationMailFacts> {
    const [row] = await manager.query<
      Array<{
        recurringGiftId: string | null;
        chargeNumber: number;
        receiptId: string | null;
        receiptNumber: string | null;
        is80G: boolean | null;
        taxRegime: TaxRegimeId | null;
      }>
    >(
      `SELECT d.recurring_gift_id AS "recurringGiftId",
              (SELECT count(*)::int FROM donations c
                WHERE c.recurring_gift_id = d.recurring_gift_id AND c.payment_status = 'completed') AS "chargeNumber",
              r.id AS "receiptId", r.receipt_number AS "receiptNumber", r.is_80g AS "is80G",
              r.tax_regime AS "taxRegime"
         FROM donations d
         LEFT JOIN LATERAL (SELECT id, receipt_number, is_80g, tax_regime FROM donation_receipts
                             WHERE donation_id = d.id ORDER BY issued_at DESC, sequence DESC LIMIT 1) r ON true
        WHERE d.id = $1`,
      [id],
    );
    return {
      recurringGiftId: row?.recurringGiftId ?? null,
      chargeNumber: row?.chargeNumber ?? 0,
      receipt: row?.receiptId
        ? {
            id: row.receiptId,
            receiptNumber: row.receiptNumber!,
            is80G: row.is80G === true,
            taxRegime: row.taxRegime!,
          }
        : null,
    };
  }

  /** Fails the donation if it is still pending. Whether it changed. */
  async failPending(where: DonationWhere, reason: string): Promise<boolean> {
    const [column, value] = whereColumn(where);
    const [, count] = await this.dataSource.query<[unknown, number]>(
      `UPDATE donations SET payment_status = 'failed', failure_reason = $2, updated_at = now()
        WHERE ${column} = $1 AND payment_status = 'pending'`,
      [value, reason],
    );
    return count > 0;
  }

  /** A page of the admin list and the number of all matches. */
  async listForAdmin({
    sort,
    offset,
    limit,
    filter,
  }: ParsedListQuery<DonationFilters>): Promise<{ rows: AdminDonationRecord[]; total: number }> {
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM donations d ${whereSql}`,
      params,
    );
    // Anonymous donations (no name) sort last by name either way.
    const rows = await this.dataSource.query<AdminDonationRecord[]>(
      `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }

  /** The matching donations in the list's order, through a database cursor (for the CSV export). */
  openExportCursor({
    sort,
    filter,
  }: Pick<ParsedListQuery<DonationFilters>, 'sort' | 'filter'>): Promise<RowCursor<AdminDonationRecord>> {
    const { whereSql, params } = whereClause(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC`,
      params,
    );
  }

  /**
   * Locks the donation's row until the transaction ends, so that a correction and a refund's cancellation of
   * its receipts never run at once. Whether it exists.
   */
  async lockForReceipts(manager: EntityManager, id: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT id FROM donations WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  /** Stores corrected donor details on the donation (what later receipts and My giving read). */
  async setDonorDetails(
    manager: EntityManager,
    id: string,
    details: { name: string; pan: string | null; address: string | null },
  ): Promise<void> {
    await manager.query(
      `UPDATE donations SET name = $2, donor_pan = $3, donor_address = $4, updated_at = now() WHERE id = $1`,
      [id, details.name, details.pan, details.address],
    );
  }

  async findForAdmin(id: string): Promise<AdminDonationRecord | null> {
    const [row] = await this.dataSource.query<AdminDonationRecord[]>(
      `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE d.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Form 10BD's donations of a financial year, through a database cursor: the completed donations received
   * in the year that have an 80G receipt, with the PAN, name, address and type printed on their latest 80G
   * receipt, ordered by PAN (byte order, as the shared aggregation orders rows) and, within a PAN, oldest
   * first. The rows of one donor arrive together, so the export aggregates them one donor at a time.
   */
  openForm10bdCursor(year: FinancialYear): Promise<RowCursor<Form10bdSourceRow>> {
    return openRowCursor(
      this.dataSource,
      `SELECT r.donor_pan AS pan, r.donor_name AS name, r.donor_address AS address,
              r.donation_type AS "donationType", d.amount::text AS amount, r.gift_mode AS "giftMode",
              r.pre_arn AS "preArn"
         FROM donations d
         JOIN LATERAL (SELECT donor_pan, donor_name, donor_address, donation_type, gift_mode, cancelled_at, pre_arn
                         FROM donation_receipts
                        WHERE donation_id = d.id AND is_80g ORDER BY issued_at DESC, sequence DESC LIMIT 1) r ON true
        WHERE d.payment_status = 'completed' AND d.completed_at >= $1 AND d.completed_at < $2
          AND r.donor_pan ~ $3
          -- A gift whose latest deductible receipt is cancelled has left the statement.
          AND r.cancelled_at IS NULL
        ORDER BY r.donor_pan COLLATE "C", d.completed_at, d.id`,
      [year.start, year.end, PAN_PATTERN.source],
    );
  }

  /** The year's figures of the statement: gifts it will report (a valid deductible receipt) and the others. */
  async statementFigures(year: FinancialYear): Promise<{
    reportedDonors: number;
    reportedDonations: number;
    reportedAmount: string;
    otherDonations: number;
    otherAmount: string;
  }> {
    const [row] = await this.dataSource.query<
      Array<{
        reportedDonors: number;
        reportedDonations: number;
        reportedAmount: string;
        otherDonations: number;
        otherAmount: string;
      }>
    >(
      `WITH gifts AS (
         SELECT d.amount, r.donor_pan, r.cancelled_at, (r.donor_pan IS NOT NULL AND r.cancelled_at IS NULL) AS reported
           FROM donations d
           LEFT JOIN LATERAL (SELECT donor_pan, cancelled_at FROM donation_receipts
                               WHERE donation_id = d.id AND is_80g ORDER BY issued_at DESC, sequence DESC LIMIT 1) r
             ON true
          WHERE d.payment_status = 'completed' AND d.completed_at >= $1 AND d.completed_at < $2)
       SELECT count(DISTINCT donor_pan) FILTER (WHERE reported)::int AS "reportedDonors",
              count(*) FILTER (WHERE reported)::int AS "reportedDonations",
              COALESCE(sum(amount) FILTER (WHERE reported), 0)::text AS "reportedAmount",
              count(*) FILTER (WHERE NOT reported)::int AS "otherDonations",
              COALESCE(sum(amount) FILTER (WHERE NOT reported), 0)::text AS "otherAmount"
         FROM gifts`,
      [year.start, year.end],
    );
    return row;
  }

  /** The year's completed donations without an 80G receipt (so without a PAN on file), oldest first. */
  /** The year's completed foreign contributions (the FCRA account's), oldest first. */
  openFcraCursor(year: FinancialYear): Promise<RowCursor<FcraDonationRow>> {
    return openRowCursor(
      this.dataSource,
      `SELECT d.completed_at AS "completedAt", d.name, d.email, d.phone, d.donor_address AS address,
              d.amount::text AS amount, d.payment_id AS "paymentId", latest.receipt_number AS "receiptNumber",
              p.title AS "projectTitle"
         FROM ${ADMIN_FROM}
         LEFT JOIN donation_projects p ON p.id = d.project_id
        WHERE d.fcra AND d.payment_status = 'completed' AND d.completed_at >= $1 AND d.completed_at < $2
        ORDER BY d.completed_at, d.id`,
      [year.start, year.end],
    );
  }

  openUnreportableCursor(year: FinancialYear): Promise<RowCursor<UnreportableDonationRow>> {
    return openRowCursor(
      this.dataSource,
      `SELECT d.name, d.email, d.phone, d.amount::text AS amount, d.completed_at AS "completedAt",
              latest.receipt_number AS "receiptNumber"
         FROM ${ADMIN_FROM}
        WHERE d.payment_status = 'completed' AND d.completed_at >= $1 AND d.completed_at < $2
          AND NOT EXISTS (SELECT 1 FROM donation_receipts g WHERE g.donation_id = d.id AND g.is_80g)
        ORDER BY d.completed_at, d.id`,
      [year.start, year.end],
    );
  }
}

function whereClause(filter: Partial<DonationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`d.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.paymentStatus) where.push(`d.payment_status = ${param(filter.paymentStatus)}`);
  if (filter.donationType) where.push(`d.donation_type = ${param(filter.donationType)}`);
  if (filter.financialYear) {
    where.push(
      `d.completed_at >= ${param(filter.financialYear.start)} AND d.completed_at < ${param(filter.financialYear.end)}`,
    );
  }
  if (filter.fcra !== undefined) where.push(filter.fcra ? 'd.fcra' : 'NOT d.fcra');
  if (filter.giftMode) where.push(`d.gift_mode = ${param(filter.giftMode)}`);
  if (filter.is80G !== undefined) {
    where.push(
      `${filter.is80G ? '' : 'NOT '}EXISTS (SELECT 1 FROM donation_receipts g WHERE g.donation_id = d.id AND g.is_80g)`,
    );
  }
  where.push(...indiaDayRangeSql('d.created_at', { from: filter.createdFrom, to: filter.createdTo }, param));
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(d.name ILIKE ${q} OR d.email ILIKE ${q} OR d.phone ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
