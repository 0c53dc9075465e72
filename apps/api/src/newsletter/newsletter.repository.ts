import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { openRowCursor, type RowCursor } from '../common/csv/row-cursor.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseExportQuery,
  parseListQuery,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity.js';
import { type NoticeAcceptance } from '../privacy/index.js';

/** A stored newsletter subscriber. */
export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: Date;
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

const COLUMNS = 'id, email, created_at AS "createdAt"';

function whereClause(filter: Partial<SubscriberFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.q) where.push(`email ILIKE ${param(containsPattern(filter.q))}`);
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The SQL of newsletter subscribers (`newsletter_subscribers`). */
@Injectable()
export class NewsletterRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Ends a subscription: the row goes (it holds nothing else to keep); none left is not an error. */
  async deleteById(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM newsletter_subscribers WHERE id = $1', [id]);
  }

  /** Adds the address unless it is already there (the first sign-up is kept). */
  async insertUnlessKnown(email: string, acceptance: NoticeAcceptance): Promise<void> {
    await this.dataSource
      .getRepository(NewsletterSubscriberEntity)
      .createQueryBuilder()
      .insert()
      .values({ email, ...acceptance })
      .orIgnore()
      .execute();
  }

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<SubscriberRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM newsletter_subscribers ${whereSql}`,
      params,
    );
    const rows: SubscriberRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM newsletter_subscribers ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  async findById(id: string, manager = this.dataSource.manager): Promise<SubscriberRecord | undefined> {
    const [row] = await manager.query<SubscriberRecord[]>(
      `SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = $1`,
      [id],
    );
    return row;
  }

  /** Every subscriber that matches the list's filters, in its sort, through a cursor (the query is checked first). */
  openExportCursor(query: RaListQuery): Promise<RowCursor<SubscriberRecord>> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT ${COLUMNS} FROM newsletter_subscribers ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
    );
  }
}
