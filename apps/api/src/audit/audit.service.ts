import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type AuditAction, type AuditResource } from '@foundation/shared';
import { type RowCursor } from '../common/csv/row-cursor.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { changedFields, redact } from './audit-changes.js';
import { currentActor, currentClientAddress, type AuditActor } from './audit-context.js';
import { AuditRepository } from './audit.repository.js';

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

/**
 * Records every admin write, personal-data export, sign-in and sign-out in the caller's transaction (see
 * docs/decisions/0012-audit-log-in-the-transaction.md). Needs only the database, so any module that writes
 * (and the demo seed) can import AuditModule.
 */
@Injectable()
export class AuditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entries: AuditRepository,
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
}
