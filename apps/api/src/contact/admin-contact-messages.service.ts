import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { formatIndiaDateTime, indiaCalendarDate } from '@foundation/shared';
import { streamCsv } from '../common/csv/stream-csv.js';
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
import { ContactErrorCode, contactError } from './contact.errors.js';

/** The export's columns: the admin screen's. */
export const CONTACT_CSV_COLUMNS = ['Full Name', 'WhatsApp Number', 'Message', 'Received'];

/** A message of the site's contact form, as the admin panel lists it. */
export interface AdminContactMessage {
  id: string;
  fullName: string;
  whatsappNumber: string;
  message: string;
  createdAt: string;
}

interface ContactMessageRow {
  id: string;
  full_name: string;
  whatsapp_number: string;
  message: string;
  created_at: Date;
}

interface ContactMessageFilters extends Record<string, unknown> {
  id: string[];
  q: string;
}

const LIST_SPEC: ListSpec<ContactMessageFilters> = {
  sortable: {
    id: 'id',
    createdAt: 'created_at',
    fullName: 'full_name',
    whatsappNumber: 'whatsapp_number',
    message: 'message',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: filterReaders.uuids(), q: filterReaders.text() },
};

const COLUMNS = 'id, full_name, whatsapp_number, message, created_at';

const toAdmin = (row: ContactMessageRow): AdminContactMessage => ({
  id: row.id,
  fullName: row.full_name,
  whatsappNumber: row.whatsapp_number,
  message: row.message,
  createdAt: row.created_at.toISOString(),
});

function whereClause(filter: Partial<ContactMessageFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(full_name ILIKE ${q} OR whatsapp_number ILIKE ${q} OR message ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** Contact messages in the admin API: read-only list, one message, and the CSV export. */
@Injectable()
export class AdminContactMessagesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminContactMessage>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM contact_messages ${whereSql}`,
      params,
    );
    const rows: ContactMessageRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM contact_messages ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAdmin), total, offset };
  }

  async get(id: string): Promise<AdminContactMessage> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]);
    if (!row) throw contactError(ContactErrorCode.NotFound);
    return toAdmin(row);
  }

  /** The messages that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    await streamCsv<ContactMessageRow>(this.dataSource, response, this.logger, {
      sql: `SELECT ${COLUMNS} FROM contact_messages ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
      columns: CONTACT_CSV_COLUMNS,
      cells: (row) => [row.full_name, row.whatsapp_number, row.message, formatIndiaDateTime(row.created_at)],
      fileName: `contact-messages-${indiaCalendarDate(now)}.csv`,
    });
  }
}
