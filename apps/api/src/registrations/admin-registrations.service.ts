import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import {
  PAYMENT_STATUSES,
  formatIndiaDateTime,
  indiaCalendarDate,
  type PaymentStatus,
} from '@foundation/shared';
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
import { streamCsv } from '../common/csv/stream-csv.js';
import {
  toAdminRegistration,
  type AdminRegistration,
  type AdminRegistrationRow,
} from './registration.admin-presenter.js';
import { registrationError, RegistrationErrorCode } from './registrations.errors.js';

/**
 * SPEC section 7's columns of the registrations export, exactly. (Refunds due are shown and filtered in the
 * admin list; the export keeps the columns staff and their spreadsheets expect.)
 */
export const CSV_COLUMNS = [
  'Event',
  'Name',
  'Email',
  'Phone',
  'Address',
  'Tickets',
  'Amount',
  'Status',
  'Date',
];

interface RegistrationFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  paymentStatus: PaymentStatus;
  eventId: string[];
  needsRefund: boolean;
}

const LIST_SPEC: ListSpec<RegistrationFilters> = {
  sortable: {
    id: 'r.id',
    createdAt: 'r.created_at',
    name: 'r.name',
    email: 'r.email',
    phone: 'r.phone',
    numberOfTickets: 'r.number_of_tickets',
    totalAmount: 'r.total_amount',
    paymentStatus: 'r.payment_status',
    needsRefund: 'r.needs_refund',
    eventId: 'r.event_id',
    eventTitle: 'e.title',
    'event.title': 'e.title',
    'event.startDate': 'e.start_date',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    paymentStatus: filterReaders.oneOf(PAYMENT_STATUSES),
    eventId: filterReaders.uuids(),
    needsRefund: filterReaders.boolean(),
  },
};

const FROM = `FROM event_registrations r
  JOIN events e ON e.id = r.event_id
  LEFT JOIN event_ticket_types t ON t.id = r.ticket_type_id`;

interface CsvRow {
  event_title: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  number_of_tickets: number;
  total_amount: string;
  payment_status: string;
  created_at: Date;
  needs_refund: boolean;
  refund_reason: string | null;
}

/** Registrations in the admin API: read-only list, one record, and the CSV export streamed from a cursor. */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminRegistration>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total ${FROM} ${whereSql}`,
      params,
    );
    const rows: AdminRegistrationRow[] = await this.dataSource.query(
      `${SELECT_ADMIN} ${FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order}, r.id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAdminRegistration), total, offset };
  }

  async get(id: string): Promise<AdminRegistration> {
    const [row] = await this.dataSource.query(`${SELECT_ADMIN} ${FROM} WHERE r.id = $1`, [id]);
    if (!row) throw registrationError(RegistrationErrorCode.NotFound);
    return toAdminRegistration(row);
  }

  /**
   * Writes the CSV of the registrations that match the list's filters (and sort) to the response, row by
   * row from a database cursor: memory stays flat whatever the number of rows.
   */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    await streamCsv<CsvRow>(this.dataSource, response, this.logger, {
      sql: `SELECT e.title AS event_title, r.name, r.email, r.phone, r.address, r.number_of_tickets,
                   r.total_amount::text AS total_amount, r.payment_status::text AS payment_status, r.created_at,
                   r.needs_refund, r.refund_reason
            ${FROM} ${whereSql} ORDER BY ${sort.column} ${sort.order}, r.id ASC`,
      params,
      columns: CSV_COLUMNS,
      cells: (row) => [
        row.event_title,
        row.name,
        row.email,
        row.phone,
        row.address,
        row.number_of_tickets,
        row.total_amount,
        row.payment_status,
        formatIndiaDateTime(row.created_at),
      ],
      fileName: `event-registrations-${indiaCalendarDate(now)}.csv`,
    });
  }
}

const SELECT_ADMIN = `SELECT r.id, r.event_id, r.name, r.email, r.phone, r.address, r.number_of_tickets, r.ticket_type_id,
       t.name AS ticket_type_name, r.ticket_type_price, r.total_amount, r.payment_status, r.payment_id, r.order_id,
       r.needs_refund, r.refund_reason, r.created_at, r.updated_at, e.title AS event_title, to_char(e.start_date, 'YYYY-MM-DD') AS event_start_date,
       to_char(e.end_date, 'YYYY-MM-DD') AS event_end_date, e.location AS event_location`;

function whereClause(filter: Partial<RegistrationFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`r.id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.eventId) where.push(`r.event_id = ANY(${param(filter.eventId)}::uuid[])`);
  if (filter.paymentStatus) where.push(`r.payment_status = ${param(filter.paymentStatus)}`);
  if (filter.needsRefund !== undefined) where.push(`r.needs_refund = ${param(filter.needsRefund)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(r.name ILIKE ${q} OR r.email ILIKE ${q} OR r.phone ILIKE ${q} OR e.title ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
