import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Response } from 'express';
import { formatIndiaDateTime, indiaCalendarDate, type AuditLogEntry } from '@foundation/shared';
import { streamCsvRows } from '../common/csv/stream-csv.js';
import { AppLogger } from '../common/logging/app-logger.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { AppConfig } from '../config/app-config.js';
import { AuditErrorCode, auditError } from './audit.errors.js';
import { AuditRepository, type AuditLogRecord } from './audit.repository.js';
import { AuditService } from './audit.service.js';

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
 * The audit log in the admin API (read-only: list, one entry, CSV export) and its retention: entries older
 * than AUDIT_LOG_RETENTION_DAYS are deleted by an hourly sweep.
 */
@Injectable()
export class AdminAuditLogService implements OnApplicationBootstrap, OnModuleDestroy {
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  constructor(
    private readonly entries: AuditRepository,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

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
    const cursor = await this.audit.recordExport(
      await this.entries.openExportCursor(query),
      'audit-log',
      query,
    );
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
