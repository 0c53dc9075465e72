import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { DONATION_TYPES, PAYMENT_STATUSES, type DonationType, type PaymentStatus } from '@foundation/shared';
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
}

export interface NewDonation {
  /** Rupees, exact decimal text. */
  amount: string;
  donationType: DonationType;
  name: string | null;
  email: string | null;
  phone: string | null;
  accessTokenHash: string;
}

/** A donation in the admin API (never its access token hash). */
export interface AdminDonationRecord {
  id: string;
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
}

export interface DonationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  paymentStatus: PaymentStatus;
  donationType: DonationType;
  /** First and last day (India time, inclusive) the donation was made (the Dashboard links to them). */
  createdFrom: string;
  createdTo: string;
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
    createdFrom: filterReaders.calendarDate(),
    createdTo: filterReaders.calendarDate(),
  },
};

const COLUMNS = `id, amount, currency, donation_type AS "donationType", name, email, phone,
  payment_status AS "paymentStatus", order_id AS "orderId", payment_id AS "paymentId",
  access_token_hash AS "accessTokenHash", completed_at AS "completedAt", created_at AS "createdAt"`;

const ADMIN_COLUMNS = `id, name, email, phone, amount::text AS amount, currency, donation_type AS "donationType",
  payment_status AS "paymentStatus", order_id AS "orderId", payment_id AS "paymentId",
  failure_reason AS "failureReason", completed_at AS "completedAt", created_at AS "createdAt"`;

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
      `INSERT INTO donations (amount, donation_type, name, email, phone, access_token_hash)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        donation.amount,
        donation.donationType,
        donation.name,
        donation.email,
        donation.phone,
        donation.accessTokenHash,
      ],
    )) as { id: string }[];
    return inserted.id;
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
      `SELECT ${ADMIN_COLUMNS} FROM donations d ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC
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
      `SELECT ${ADMIN_COLUMNS} FROM donations d ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC`,
      params,
    );
  }

  async findForAdmin(id: string): Promise<AdminDonationRecord | null> {
    const [row] = (await this.dataSource.query(`SELECT ${ADMIN_COLUMNS} FROM donations WHERE id = $1`, [
      id,
    ])) as AdminDonationRecord[];
    return row ?? null;
  }
}

function whereClause(filter: Partial<DonationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.paymentStatus) where.push(`payment_status = ${param(filter.paymentStatus)}`);
  if (filter.donationType) where.push(`donation_type = ${param(filter.donationType)}`);
  where.push(...indiaDayRangeSql('created_at', { from: filter.createdFrom, to: filter.createdTo }, param));
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(name ILIKE ${q} OR email ILIKE ${q} OR phone ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
