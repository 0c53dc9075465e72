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
import { ContactMessageEntity } from './contact-message.entity.js';
import { type Locale } from '@foundation/shared';
import { type NoticeAcceptance } from '../privacy/index.js';

/** A stored message of the site's contact form. */
export interface ContactMessageRecord {
  id: string;
  fullName: string;
  whatsappNumber: string;
  message: string;
  /** The visitor's language, so the staff know how to answer. */
  locale: Locale;
  createdAt: Date;
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

const COLUMNS =
  'id, full_name AS "fullName", whatsapp_number AS "whatsappNumber", message, locale, created_at AS "createdAt"';

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

/** The SQL of contact messages (`contact_messages`). */
@Injectable()
export class ContactRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async insert(
    fields: Pick<ContactMessageRecord, 'fullName' | 'whatsappNumber' | 'message' | 'locale'> &
      NoticeAcceptance,
  ) {
    const saved = await this.dataSource.getRepository(ContactMessageEntity).save(fields);
    return { id: saved.id, createdAt: saved.createdAt };
  }

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<ContactMessageRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM contact_messages ${whereSql}`,
      params,
    );
    const rows: ContactMessageRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM contact_messages ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  async findById(id: string): Promise<ContactMessageRecord | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1`, [id]);
    return row;
  }

  /** Every message that matches the list's filters, in its sort, through a cursor (the query is checked first). */
  openExportCursor(query: RaListQuery): Promise<RowCursor<ContactMessageRecord>> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT ${COLUMNS} FROM contact_messages ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
    );
  }
}
