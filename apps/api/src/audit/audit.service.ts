import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import {
  formatIndiaDateTime,
  indiaCalendarDate,
  type AuditAction,
  type AuditLogEntry,
  type AuditResource,
} from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { type RowCursor } from '../common/csv/row-cursor.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { changedFields, redact } from './audit-changes.js';
import { currentActor, currentClientAddress, type AuditActor } from './audit-context.js';
import { AuditErrorCode, auditError } from './audit.errors.js';
import { AuditRepository, type AuditLogRecord } from './audit.repository.js';

/** What a service tells the audit log about one action. */
export interface AuditEntryInput {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | null;
  /** The record before the change (null or absent for a creation). */
  before?: object | null;
  /** The record after the change (null or absent for a deletion). */
  after?: object | null;
  details?: Record<string, unknown> | null;
  /** Who acts, when it is not the request's signed-in admin (sign-in, sign-out). */
  actor?: AuditActor;
}

export const AUDIT_CSV_COLUMNS = [
  'At',
  'Admin',
  'Address',
  'Action',
  'Resource',
  'Resource ID',
  'Changes',
  'Details',
];

const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

const toEntry = (row: AuditLogRecord): AuditLogEntry => ({
  ...row,
  at: row.at.toISOString(),
});

/**
 * The audit log: every admin write, personal-data export, sign-in and sign-out, recorded in the caller's
 * transaction (see docs/decisions/0011-audit-log-in-the-transaction.md). Entries are never edited; the
 * retention sweep deletes those older than AUDIT_LOG_RETENTION_DAYS.
 */
@Injectable()
export class AuditService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entries: AuditRepository,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  /**
   * Records one action through `manager` (the transaction of the change: the entry commits or rolls back
   * with it). Without a manager the entry is written on its own (actions that change no record). Only the
   * fields that changed are kept, secrets replaced.
   */
  async record(manager: EntityManager | undefined, entry: AuditEntryInput): Promise<void> {
    const actor = entry.actor ?? currentActor();
    const changes =
      entry.before || entry.after
        ? changedFields(entry.before as Record<string, unknown>, entry.after as Record<string, unknown>)
        : null;
    await this.entries.insert(manager ?? this.dataSource.manager, {
      actorId: actor?.id ?? null,
      actorEmail: actor?.email?.slice(0, 320) ?? null,
      clientAddress: currentClientAddress(),
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId ?? null,
      changes,
      details: entry.details ? (redact(entry.details) as Record<string, unknown>) : null,
    });
  }

  /**
   * Records the export of personal data once its cursor is open (the query was checked), before any row is
   * sent; when the entry cannot be written the cursor is closed and nothing is sent.
   */
  async recordExport<Row>(
    cursor: RowCursor<Row>,
    resource: AuditResource,
    query: RaListQuery,
  ): Promise<RowCursor<Row>> {
    try {
      await this.record(undefined, {
        action: 'export',
        resource,
        details: { filter: query.filter ?? null, sort: query.sort ?? null },
      });
      return cursor;
    } catch (error) {
      cursor.close(error as Error);
      throw error;
    }
  }

  async list(query: RaListQuery): Promise<ListPage<AuditLogEntry>> {
    const page = await this.entries.list(query);
    return { ...page, rows: page.rows.map(toEntry) };
  }

  async get(id: string): Promise<AuditLogEntry> {
    const row = await this.entries.findById(id);
    if (!row) throw auditError(AuditErrorCode.NotFound);
    return toEntry(row);
  }

  /** The entries that match the list's filters (and sort), streamed as CSV; the export itself is logged. */
  async exportCsv(query: RaListQuery, response: Response, now = new Date()): Promise<void> {
    const cursor = await this.recordExport(await this.entries.openExportCursor(query), 'audit-log', query);
    await streamCsvRows(response, this.logger, cursor, {
      columns: AUDIT_CSV_COLUMNS,
      cells: (row) => [
        formatIndiaDateTime(row.at),
        row.actorEmail,
        row.clientAddress,
        row.action,
        row.resource,
        row.resourceId,
        row.changes ? JSON.stringify(row.changes) : '',
        row.details ? JSON.stringify(row.details) : '',
      ],
      fileName: `audit-log-${indiaCalendarDate(now)}.csv`,
    });
  }

  onApplicationBootstrap(): void {
    void this.pruneExpired();
    this.timer = setInterval(() => void this.pruneExpired(), RETENTION_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.sweeping;
  }

  /** Deletes the entries older than the retention (every process runs it; batches skip locked rows). */
  async pruneExpired(): Promise<number> {
    if (this.sweeping) return 0;
    const work = this.entries.deleteOlderThan(this.config.AUDIT_LOG_RETENTION_DAYS);
    this.sweeping = work.catch(() => undefined);
    try {
      const deleted = await work;
      if (deleted > 0) this.logger.log({ deleted }, 'Deleted audit log entries past their retention');
      return deleted;
    } catch (error) {
      this.logger.error({ err: error }, 'Deleting old audit log entries failed');
      return 0;
    } finally {
      this.sweeping = undefined;
    }
  }
}
