import { Injectable } from '@nestjs/common';
import { type AdminOutboxMessage } from '@foundation/shared';
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
    private readonly outbox: MailOutboxRepository,
    private readonly mail: MailService,
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
   * list keeps telling what really happened) and starts sending it at once.
   */
  async resend(id: string): Promise<AdminOutboxMessage> {
    const result = await this.outbox.queueCopy(id);
    if (result.outcome === 'not-found') throw mailError(MailErrorCode.NotFound);
    if (result.outcome === 'still-pending') throw mailError(MailErrorCode.StillPending);
    this.mail.kick();
    return toAdmin(result.copy);
  }
}
