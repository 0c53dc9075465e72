import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type AdminOutboxMessage } from '@foundation/shared';
import { AuditService } from '../audit/index.js';
import { type ListPage } from '../common/ra-list/list-response.js';
import { parseListQuery } from '../common/ra-list/parse-list-query.js';
import { type RaListQuery } from '../common/ra-list/ra-list.query.js';
import { mailError, MailErrorCode } from './mail.errors.js';
import { MailOutboxRepository, OUTBOX_LIST_SPEC, type OutboxRecord } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

const toAdmin = (record: OutboxRecord): AdminOutboxMessage => ({
  id: record.id,
  recipient: record.recipient,
  subject: record.subject,
  kind: record.kind,
  status: record.status,
  attempts: record.attempts,
  lastError: record.lastError,
  nextAttemptAt: record.nextAttemptAt.toISOString(),
  sentAt: record.sentAt ? record.sentAt.toISOString() : null,
  createdAt: record.createdAt.toISOString(),
  resendOf: record.resendOf,
});

/** The Outbox screen: every queued e-mail with its delivery state, and "Send again". */
@Injectable()
export class AdminMailOutboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
    private readonly audit: AuditService,
  ) {}

  async list(query: RaListQuery): Promise<ListPage<AdminOutboxMessage>> {
    const parsed = parseListQuery(query, OUTBOX_LIST_SPEC);
    const { rows, total } = await this.outbox.list(parsed);
    return { rows: rows.map(toAdmin), total, offset: parsed.offset };
  }

  async get(id: string): Promise<AdminOutboxMessage> {
    const record = await this.outbox.findOne(id);
    if (!record) throw mailError(MailErrorCode.NotFound);
    return toAdmin(record);
  }

  /**
   * Queues the message again as a new outbox entry (the original, sent or given up, stays as it was, so the
   * list keeps telling what really happened) and starts sending it at once. The audit entry (on the original
   * message, naming the copy) is written in the copy's transaction: a refused resend leaves neither.
   */
  async resend(id: string): Promise<AdminOutboxMessage> {
    const result = await this.dataSource.transaction(async (manager) => {
      const outcome = await this.outbox.queueCopy(manager, id);
      if (outcome.outcome === 'queued') {
        await this.audit.record(manager, {
          action: 'resend',
          resource: 'mail-outbox',
          resourceId: id,
          details: { copyId: outcome.copy.id, kind: outcome.copy.kind },
        });
      }
      return outcome;
    });
    if (result.outcome === 'not-found') throw mailError(MailErrorCode.NotFound);
    if (result.outcome === 'still-pending') throw mailError(MailErrorCode.StillPending);
    this.mail.kick();
    return toAdmin(result.copy);
  }
}
