import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  DONATION_TYPES,
  PAYMENT_STATUSES,
  formatIndiaDateTime,
  indiaCalendarDate,
  type DonationType,
  type PaymentStatus,
} from '@foundation/shared';
import { streamCsv } from '../common/csv/stream-csv.js';
import { ApiError } from '../common/http/api-error.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseExportQuery,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { DONATION_NOT_FOUND } from './donations.service.js';

/** The export's columns: the admin screen's values. */
export const DONATION_CSV_COLUMNS = [
  'Name',
  'Email',
  'Phone',
  'Type',
  'Amount',
  'Status',
  'Payment ID',
  'Date',
];

/** A donation as the admin panel lists it (never its access token hash). */
export interface AdminDonation {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  /** Rupees. */
  amount: number;
  currency: string;
  donationType: DonationType;
  paymentStatus: PaymentStatus;
  orderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  completedAt: string | null;
  createdAt: string;
}

interface AdminDonationRow {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  amount: string;
  currency: string;
  donation_type: DonationType;
  payment_status: PaymentStatus;
  order_id: string | null;
  payment_id: string | null;
  failure_reason: string | null;
  completed_at: Date | null;
  created_at: Date;
}

interface DonationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  paymentStatus: PaymentStatus;
  donationType: DonationType;
}

const LIST_SPEC: ListSpec<DonationFilters> = {
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
  },
};

const COLUMNS = `id, name, email, phone, amount::text AS amount, currency, donation_type, payment_status, order_id, payment_id,
  failure_reason, completed_at, created_at`;

const toAdmin = (row: AdminDonationRow): AdminDonation => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  amount: Number(row.amount),
  currency: row.currency,
  donationType: row.donation_type,
  paymentStatus: row.payment_status,
  orderId: row.order_id,
  paymentId: row.payment_id,
  failureReason: row.failure_reason,
  completedAt: row.completed_at ? row.completed_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
});

function whereClause(filter: Partial<DonationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.paymentStatus) where.push(`payment_status = ${param(filter.paymentStatus)}`);
  if (filter.donationType) where.push(`donation_type = ${param(filter.donationType)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(name ILIKE ${q} OR email ILIKE ${q} OR phone ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** Donations in the admin API: read-only list and one donation. */
@Injectable()
export class AdminDonationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminDonation>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM donations d ${whereSql}`,
      params,
    );
    // Anonymous donations (no name) sort last by name either way.
    const rows: AdminDonationRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM donations d ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAdmin), total, offset };
  }

  /** The donations that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    await streamCsv<AdminDonationRow>(this.dataSource, response, this.logger, {
      sql: `SELECT ${COLUMNS} FROM donations d ${whereSql} ORDER BY ${sort.column} ${sort.order} NULLS LAST, d.id ASC`,
      params,
      columns: DONATION_CSV_COLUMNS,
      cells: (row) => [
        row.name,
        row.email,
        row.phone,
        row.donation_type,
        row.amount,
        row.payment_status,
        row.payment_id,
        formatIndiaDateTime(row.created_at),
      ],
      fileName: `donations-${indiaCalendarDate(now)}.csv`,
    });
  }

  async get(id: string): Promise<AdminDonation> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM donations WHERE id = $1`, [id]);
    if (!row) throw ApiError.notFound(DONATION_NOT_FOUND);
    return toAdmin(row);
  }
}
