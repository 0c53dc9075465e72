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
import { NewsletterErrorCode, newsletterError } from './newsletter.errors.js';

/** The export's columns: the admin screen's. */
export const SUBSCRIBER_CSV_COLUMNS = ['Email', 'Subscribed'];

export interface AdminNewsletterSubscriber {
  id: string;
  email: string;
  createdAt: string;
}

interface SubscriberRow {
  id: string;
  email: string;
  created_at: Date;
}

interface SubscriberFilters extends Record<string, unknown> {
  id: string[];
  q: string;
}

const LIST_SPEC: ListSpec<SubscriberFilters> = {
  sortable: { id: 'id', createdAt: 'created_at', email: 'email' },
  defaultSort: ['createdAt', 'DESC'],
  filters: { id: filterReaders.uuids(), q: filterReaders.text() },
};

const toAdmin = (row: SubscriberRow): AdminNewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  createdAt: row.created_at.toISOString(),
});

function whereClause(filter: Partial<SubscriberFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.q) where.push(`email ILIKE ${param(containsPattern(filter.q))}`);
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** Newsletter subscribers in the admin API: read-only list, one subscriber, and the CSV export. */
@Injectable()
export class AdminNewsletterSubscribersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: AppLogger,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminNewsletterSubscriber>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM newsletter_subscribers ${whereSql}`,
      params,
    );
    const rows: SubscriberRow[] = await this.dataSource.query(
      `SELECT id, email, created_at FROM newsletter_subscribers ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows: rows.map(toAdmin), total, offset };
  }

  async get(id: string): Promise<AdminNewsletterSubscriber> {
    const [row] = await this.dataSource.query(
      'SELECT id, email, created_at FROM newsletter_subscribers WHERE id = $1',
      [id],
    );
    if (!row) throw newsletterError(NewsletterErrorCode.NotFound);
    return toAdmin(row);
  }

  /** The subscribers that match the list's filters (and sort), streamed as CSV. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    await streamCsv<SubscriberRow>(this.dataSource, response, this.logger, {
      sql: `SELECT id, email, created_at FROM newsletter_subscribers ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
      columns: SUBSCRIBER_CSV_COLUMNS,
      cells: (row) => [row.email, formatIndiaDateTime(row.created_at)],
      fileName: `newsletter-subscribers-${indiaCalendarDate(now)}.csv`,
    });
  }
}
