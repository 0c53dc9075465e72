import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  type AuditAction,
  type AuditFieldChange,
  type AuditResource,
} from '@foundation/shared';
import { openRowCursor, type RowCursor } from '../common/csv/row-cursor.js';
import { commonError, CommonErrorCode } from '../common/errors/common.errors.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import {
  containsPattern,
  filterReaders,
  parseExportQuery,
  parseListQuery,
  type FilterReader,
  type ListSpec,
} from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';

/** A stored entry (the row as the repository reads it). */
export interface AuditLogRecord {
  id: string;
  at: Date;
  actorId: string | null;
  actorEmail: string | null;
  clientAddress: string | null;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string | null;
  changes: Record<string, AuditFieldChange> | null;
  details: Record<string, unknown> | null;
}

export type NewAuditLogRow = Omit<AuditLogRecord, 'id' | 'at'>;

interface AuditLogFilters extends Record<string, unknown> {
  id: string[];
  q: string;
  actorId: string[];
  actorEmail: string;
  action: AuditAction;
  resource: AuditResource;
  resourceId: string;
  at_gte: string;
  at_lte: string;
}

/** A calendar date `YYYY-MM-DD` (what the admin panel's date inputs send), read as a day in India. */
const calendarDate: FilterReader<string> = (value, name) => {
  const text = typeof value === 'string' ? value : '';
  const date = new Date(`${text}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(text) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(text)
  )
    throw commonError(CommonErrorCode.InvalidQuery, {
      message: `filter ${name} must be a date YYYY-MM-DD`,
      field: 'filter',
    });
  return text;
};

const LIST_SPEC: ListSpec<AuditLogFilters> = {
  sortable: {
    id: 'id',
    at: 'at',
    actorEmail: 'actor_email',
    clientAddress: 'client_address',
    action: 'action',
    resource: 'resource',
    resourceId: 'resource_id',
  },
  defaultSort: ['at', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    actorId: filterReaders.uuids(),
    actorEmail: filterReaders.text(320),
    action: filterReaders.oneOf(AUDIT_ACTIONS),
    resource: filterReaders.oneOf(AUDIT_RESOURCES),
    resourceId: filterReaders.text(64),
    at_gte: calendarDate,
    at_lte: calendarDate,
  },
};

const COLUMNS = `id, at, actor_id AS "actorId", actor_email AS "actorEmail", client_address AS "clientAddress",
  action, resource, resource_id AS "resourceId", changes, details`;

/** Days are India's calendar days (the foundation's staff read the log in India time). */
const DAY_START = (param: string) => `(${param}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;

function whereClause(filter: Partial<AuditLogFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.actorId) where.push(`actor_id = ANY(${param(filter.actorId)}::uuid[])`);
  if (filter.actorEmail) where.push(`actor_email ILIKE ${param(containsPattern(filter.actorEmail))}`);
  if (filter.action) where.push(`action = ${param(filter.action)}`);
  if (filter.resource) where.push(`resource = ${param(filter.resource)}`);
  if (filter.resourceId) where.push(`resource_id = ${param(filter.resourceId)}`);
  if (filter.at_gte) where.push(`at >= ${DAY_START(param(filter.at_gte))}`);
  if (filter.at_lte) where.push(`at < ${DAY_START(`(${param(filter.at_lte)}::date + 1)`)}`);
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(actor_email ILIKE ${q} OR resource_id ILIKE ${q} OR client_address ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The SQL of the audit log (`audit_log`): inserts only in the caller's transaction, reads, and the retention sweep. */
@Injectable()
export class AuditRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds an entry through the caller's manager: it commits or rolls back with the change it describes. */
  async insert(manager: EntityManager, row: NewAuditLogRow): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_email, client_address, action, resource, resource_id, changes, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb)`,
      [
        row.actorId,
        row.actorEmail,
        row.clientAddress,
        row.action,
        row.resource,
        row.resourceId,
        row.changes === null ? null : JSON.stringify(row.changes),
        row.details === null ? null : JSON.stringify(row.details),
      ],
    );
  }

  /** A page of the admin list (react-admin's sort, range and filters). */
  async list(query: RaListQuery): Promise<ListPage<AuditLogRecord>> {
    const { sort, offset, limit, filter } = parseListQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    const [{ total }] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM audit_log ${whereSql}`,
      params,
    );
    const rows: AuditLogRecord[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM audit_log ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total, offset };
  }

  async findById(id: string): Promise<AuditLogRecord | undefined> {
    const [row] = await this.dataSource.query(`SELECT ${COLUMNS} FROM audit_log WHERE id = $1`, [id]);
    return row;
  }

  /** Checks an export's query (400 when malformed) before anything is recorded or streamed. */
  checkExportQuery(query: RaListQuery): void {
    parseExportQuery(query, LIST_SPEC);
  }

  /** Every entry that matches the list's filters, in its sort, through a cursor. */
  openExportCursor(query: RaListQuery): Promise<RowCursor<AuditLogRecord>> {
    const { sort, filter } = parseExportQuery(query, LIST_SPEC);
    const { whereSql, params } = whereClause(filter);
    return openRowCursor(
      this.dataSource,
      `SELECT ${COLUMNS} FROM audit_log ${whereSql} ORDER BY ${sort.column} ${sort.order}, id ASC`,
      params,
    );
  }

  /**
   * Deletes entries older than the retention, a batch at a time (short transactions, no long lock). Safe to
   * run from several processes at once: each batch skips rows another process is deleting.
   */
  async deleteOlderThan(days: number, batchSize = 5000): Promise<number> {
    let deleted = 0;
    for (;;) {
      const result: [unknown[], number] = await this.dataSource.query(
        `DELETE FROM audit_log WHERE id IN (
           SELECT id FROM audit_log WHERE at < now() - make_interval(days => $1) LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [days, batchSize],
      );
      const count = result[1];
      deleted += count;
      if (count < batchSize) return deleted;
    }
  }
}
