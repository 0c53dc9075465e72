import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DONATION_TYPES,
  PAN_PATTERN,
  parseFinancialYear,
  PAYMENT_STATUSES,
  type DonationType,
  type FinancialYear,
  type PaymentStatus,
  type TaxDonationType,
  type Locale,
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

/** Which donation: by its id, or by the provider order created for it. */
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
  receipt: { id: string; receiptNumber: string; is80G: boolean } | null;
}

export interface NewDonation {
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
  /** The latest receipt's number and id, null before completion. */
  receiptNumber: string | null;
  receiptId: string | null;
  /** Whether the donation has an 80G receipt. */
  is80G: boolean;
}

/** One donation of Form 10BD, with the facts of its (latest) 80G receipt. */
export interface Form10bdSourceRow {
  pan: string;
  name: string;
  address: string;
  donationType: TaxDonationType;
  /** Rupees, exact decimal text. */
  amount: string;
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
    createdFrom: filterReaders.calendarDate(),
    createdTo: filterReaders.calendarDate(),
  },
};

const COLUMNS = `id, amount, currency, donation_type AS "donationType", name, email, phone,
  payment_status AS "paymentStatus", order_id AS "orderId", payment_id AS "paymentId",
  access_token_hash AS "accessTokenHash", completed_at AS "completedAt", created_at AS "createdAt",
  donor_pan AS "donorPan", donor_address AS "donorAddress", recurring_gift_id AS "recurringGiftId",
  tax_donation_type AS "taxDonationType", project_id AS "projectId", locale`;

const ADMIN_COLUMNS = `d.id, d.name, d.email, d.phone, d.amount::text AS amount, d.currency,
  d.donation_type AS "donationType", d.payment_status AS "paymentStatus", d.order_id AS "orderId",
  d.payment_id AS "paymentId", d.failure_reason AS "failureReason", d.completed_at AS "completedAt",
  d.created_at AS "createdAt", d.recurring_gift_id AS "recurringGiftId", d.tax_donation_type AS "taxDonationType",
  d.donor_pan AS "donorPan", latest.receipt_number AS "receiptNumber", latest.id AS "receiptId",
  EXISTS (SELECT 1 FROM donation_receipts g WHERE g.donation_id = d.id AND g.is_80g) AS "is80G", d.locale`;

/** Donations with their latest receipt (alias `latest`). */
const ADMIN_FROM = `donations d
  LEFT JOIN LATERAL (SELECT r.id, r.receipt_number FROM donation_receipts r WHERE r.donation_id = d.id
                      ORDER BY r.issued_at DESC, r.sequence DESC LIMIT 1) latest ON true`;

const whereColumn = (where: DonationWhere): [string, string] =>
  'id' in where ? ['id', where.id] : ['order_id', where.orderId];

/** Every query of donations: the donor's donation and its payment state, and the admin's list and record. */
@Injectable()
export class DonationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Runs `work` in one transaction; the manager it gets is what the locking methods take. */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Inserts a pending donation; returns its id. */
  async insertPending(donation: NewDonation): Promise<string> {
    const [inserted] = (await this.dataSource.query(
      `INSERT INTO donations (amount, donation_type, name, email, phone, donor_pan, donor_address, access_token_hash,
         project_id, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
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
      ],
    )) as { id: string }[];
    return inserted.id;
  }

  /**
   * Inserts a recurring gift's charge as a completed donation, unless a donation with its payment id exists
   * (the unique index decides, across processes): the new donation, or null for a charge already recorded.
   */
  async insertCompletedCharge(manager: EntityManager, charge: NewCharge): Promise<DonationRecord | null> {
    const [inserted] = (await manager.query(
      `INSERT INTO donations (amount, donation_type, name, email, phone, donor_pan, donor_address,
         recurring_gift_id, payment_id, payment_status, completed_at, access_token_hash, project_id,
         locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'completed', now(), $10,
         (SELECT project_id FROM recurring_gifts WHERE id = $8), (SELECT locale FROM recurring_gifts WHERE id = $8))
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
    )) as DonationRecord[];
    return inserted ?? null;
  }

  /** Whether the payment is recorded as a charge of the recurring gift. */
  async isChargeOf(recurringGiftId: string, paymentId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM donations WHERE recurring_gift_id = $1 AND payment_id = $2`,
      [recurringGiftId, paymentId],
    )) as unknown[];
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
    const [row] = (await manager.query(
      `SELECT ${COLUMNS} FROM donations WHERE ${column} = $1${lock ? ' FOR UPDATE' : ''}`,
      [value],
    )) as DonationRecord[];
    return row ?? null;
  }

  /** Marks the donation completed with its payment; returns it as it is now. */
  async markCompleted(manager: EntityManager, id: string, paymentId: string): Promise<DonationRecord> {
    const [[updated]] = (await manager.query(
      `UPDATE donations SET payment_status = 'completed', payment_id = $2, completed_at = now(), failure_reason = NULL, updated_at = now()
        WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, paymentId],
    )) as [DonationRecord[], number];
    return updated;
  }

  /**
   * What a donation's e-mail tells besides the donation: its latest receipt (issued in the same transaction)
   * and, for a recurring gift's charge, which charge of the gift it is (completed charges so far).
   */
  async mailFacts(manager: EntityManager, id: string): Promise<DonationMailFacts> {
    const [row] = (await manager.query(
      `SELECT d.recurring_gift_id AS "recurringGiftId",
              (SELECT count(*)::int FROM donations c
                WHERE c.recurring_gift_id = d.recurring_gift_id AND c.payment_status = 'completed') AS "chargeNumber",
              r.id AS "receiptId", r.receipt_number AS "receiptNumber", r.is_80g AS "is80G"
         FROM donations d
         LEFT JOIN LATERAL (SELECT id, receipt_number, is_80g FROM donation_receipts
                             WHERE donation_id = d.id ORDER BY issued_at DESC, sequence DESC LIMIT 1) r ON true
        WHERE d.id = $1`,
      [id],
    )) as Array<{
      recurringGiftId: string | null;
      chargeNumber: number;
      receiptId: string | null;
      receiptNumber: string | null;
      is80G: boolean | null;
    }>;
    return {
      recurringGiftId: row?.recurringGiftId ?? null,
      chargeNumber: row?.chargeNumber ?? 0,
      receipt: row?.receiptId
        ? { id: row.receiptId, receiptNumber: row.receiptNumber!, is80G: row.is80G === true }
        : null,
    };
  }

  /** Fails the donation if it is still pending. Whether it changed. */
  async failPending(where: DonationWhere, reason: string): Promise<boolean> {
    const [column, value] = whereColumn(where);
    const [, count] = (await this.dataSource.query(
      `UPDATE donations SET payment_status = 'failed', failure_reason = $2, updated_at = now()
        WHERE ${column} = $1 AND payment_status = 'pending'`,
      [value, reason],
    )) as [unknown, number];
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
    const [{ total }] = (await this.dataSource.query(
      `SELECT count(*)::int AS total FROM donations d ${whereSql}`,
      params,
    )) as { total: number }[];
    // Anonymous donations (no name) sort last by name either way.
    const rows = (await this.dataSource.query(
      `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    )) as AdminDonationRecord[];
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

  async findForAdmin(id: string): Promise<AdminDonationRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE d.id = $1`, [
      id,
    ])) as AdminDonationRecord[];
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
              r.donation_type AS "donationType", d.amount::text AS amount
         FROM donations d
         JOIN LATERAL (SELECT donor_pan, donor_name, donor_address, donation_type FROM donation_receipts
                        WHERE donation_id = d.id AND is_80g ORDER BY issued_at DESC, sequence DESC LIMIT 1) r ON true
        WHERE d.payment_status = 'completed' AND d.completed_at >= $1 AND d.completed_at < $2
          AND r.donor_pan ~ $3
        ORDER BY r.donor_pan COLLATE "C", d.completed_at, d.id`,
      [year.start, year.end, PAN_PATTERN.source],
    );
  }

  /** The year's completed donations without an 80G receipt (so without a PAN on file), oldest first. */
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
