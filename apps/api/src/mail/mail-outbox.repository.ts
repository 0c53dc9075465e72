import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '@foundation/shared';
import {
  containsPattern,
  filterReaders,
  type ListSpec,
  type ParsedListQuery,
} from '../common/ra-list/parse-list-query.js';
import { indiaDayRangeSql } from '../common/ra-list/india-day-range.js';
import type { StoredMailAttachment } from './mail-outbox.entity.js';
import type { MailMessage } from './mail-layout.js';

/** A message claimed for sending. */
export interface OutboxMessage {
  id: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments: StoredMailAttachment[];
  /** Attempts so far, this one included. */
  attempts: number;
  /** The one-click unsubscribe address of a newsletter (RFC 8058), or null. */
  listUnsubscribe: string | null;
}

/** How many messages of a group were sent, given up, and are still waiting. */
export interface MailDelivery {
  sent: number;
  failed: number;
  pending: number;
}

/** A queued e-mail as the Outbox screen lists it. */
export interface OutboxRecord {
  id: string;
  recipient: string;
  subject: string;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  sentAt: Date | null;
  createdAt: Date;
  resendOf: string | null;
}

export interface OutboxFilters extends Record<string, unknown> {
  id: string[];
  /** Part of the recipient's address or of the subject. */
  q: string;
  status: MailStatus;
  kind: MailKind;
  /** First and last day (India time, inclusive) the message was queued. */
  createdFrom: string;
  createdTo: string;
}

/** What the Outbox list may sort by (JSON field to SQL column) and filter on. */
export const OUTBOX_LIST_SPEC: ListSpec<OutboxFilters> = {
  sortable: {
    id: 'id',
    createdAt: 'created_at',
    recipient: 'recipient',
    subject: 'subject',
    kind: 'kind',
    status: 'status',
    attempts: 'attempts',
    sentAt: 'sent_at',
  },
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: filterReaders.uuids(),
    q: filterReaders.text(),
    status: filterReaders.oneOf(MAIL_STATUSES),
    kind: filterReaders.oneOf(MAIL_KINDS),
    createdFrom: filterReaders.calendarDate(),
    createdTo: filterReaders.calendarDate(),
  },
};

const LIST_COLUMNS = `id, recipient, subject, kind, status, attempts, last_error AS "lastError",
  next_attempt_at AS "nextAttemptAt", sent_at AS "sentAt", created_at AS "createdAt", resend_of AS "resendOf"`;

function outboxWhere(filter: Partial<OutboxFilters>): { whereSql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.id) where.push(`id = ANY(${param(filter.id)}::uuid[])`);
  if (filter.status) where.push(`status = ${param(filter.status)}`);
  if (filter.kind) where.push(`kind = ${param(filter.kind)}`);
  where.push(...indiaDayRangeSql('created_at', { from: filter.createdFrom, to: filter.createdTo }, param));
  if (filter.q) {
    const q = param(containsPattern(filter.q));
    where.push(`(recipient ILIKE ${q} OR subject ILIKE ${q})`);
  }
  return { whereSql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** What asking to send a message again came to. */
export type ResendResult =
  | { outcome: 'queued'; copy: OutboxRecord }
  | { outcome: 'not-found' }
  /** The message itself is still waiting to be sent, or a copy of it is. */
  | { outcome: 'still-pending' };

/** The mail outbox table: enqueue inside a caller's transaction, claim due messages, record each attempt. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds a message inside `manager`'s transaction; a second message with the same dedupe key is ignored. */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    await manager.query(
      `INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, text_body, html_body, attachments,
                                list_unsubscribe)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        message.dedupeKey,
        message.kind,
        message.recipient,
        message.subject,
        message.textBody,
        message.htmlBody,
        JSON.stringify(message.attachments),
        message.listUnsubscribe ?? null,
      ],
    );
  }

  /**
   * Claims up to `batchSize` due messages for `leaseSeconds`: counts the attempt and moves their next attempt
   * past the lease, so other processes leave them alone meanwhile (FOR UPDATE SKIP LOCKED: no two claim one).
   */
  async claimDue(leaseSeconds: number, batchSize: number): Promise<OutboxMessage[]> {
    const [rows] = await this.dataSource.query<[OutboxMessage[], number]>(
      `UPDATE mail_outbox
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1), updated_at = now()
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE status = 'pending' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at
                      LIMIT $2
                      FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, text_body AS "textBody", html_body AS "htmlBody", attachments, attempts,
                  list_unsubscribe AS "listUnsubscribe"`,
      [leaseSeconds, batchSize],
    );
    return rows;
  }

  /**
   * How the messages queued under each dedupe-key prefix fared: sent, given up, still waiting (copies staff
   * sent again are counted under their own keys, not here).
   */
  async deliveryByPrefix(prefixes: string[]): Promise<Map<string, MailDelivery>> {
    const rows = await this.dataSource.query<(MailDelivery & { prefix: string })[]>(
      `SELECT p.prefix,
              count(m.id) FILTER (WHERE m.status = 'sent')::int AS sent,
              count(m.id) FILTER (WHERE m.status = 'failed')::int AS failed,
              count(m.id) FILTER (WHERE m.status = 'pending')::int AS pending
         FROM unnest($1::text[]) AS p(prefix)
         LEFT JOIN mail_outbox m ON starts_with(m.dedupe_key, p.prefix)
        GROUP BY p.prefix`,
      [prefixes],
    );
    return new Map(rows.map(({ prefix, ...delivery }) => [prefix, delivery]));
  }

  async markSent(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL, updated_at = now() WHERE id = $1`,
      [id],
    );
  }

  /** Records a failed attempt: retried after `retryInSeconds`, or given up (`failed`). */
  async markAttemptFailed(
    id: string,
    { giveUp, error, retryInSeconds }: { giveUp: boolean; error: string; retryInSeconds: number },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE mail_outbox
          SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4), updated_at = now()
        WHERE id = $1`,
      [id, giveUp ? 'failed' : 'pending', error, retryInSeconds],
    );
  }

  /** A page of the Outbox list and the number of all matches. */
  async list({
    sort,
    offset,
    limit,
    filter,
  }: ParsedListQuery<OutboxFilters>): Promise<{ rows: OutboxRecord[]; total: number }> {
    const { whereSql, params } = outboxWhere(filter);
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM mail_outbox ${whereSql}`,
      params,
    );
    const rows = await this.dataSource.query<OutboxRecord[]>(
      `SELECT ${LIST_COLUMNS} FROM mail_outbox ${whereSql}
        ORDER BY ${sort.column} ${sort.order} NULLS LAST, id ASC
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return { rows, total };
  }

  async findOne(id: string): Promise<OutboxRecord | null> {
    const [row] = await this.dataSource.query<OutboxRecord[]>(
      `SELECT ${LIST_COLUMNS} FROM mail_outbox WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Queues a copy of a message (same kind, recipient, subject, bodies and attachments) as a new row that
   * points back at it; the original keeps its own history. Refused while the message, or an earlier copy of
   * it, still waits to be sent: it will go out anyway, and a double click must not send it twice. The
   * original's row lock (held until `manager`'s transaction ends) makes two simultaneous requests queue one
   * copy.
   */
  async queueCopy(manager: EntityManager, id: string): Promise<ResendResult> {
    const [original] = await manager.query<{ status: MailStatus; copyPending: boolean }[]>(
      `SELECT status, EXISTS (SELECT 1 FROM mail_outbox c WHERE c.resend_of = m.id AND c.status = 'pending') AS "copyPending"
         FROM mail_outbox m WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!original) return { outcome: 'not-found' };
    if (original.status === 'pending' || original.copyPending) return { outcome: 'still-pending' };
    const [copy] = await manager.query<OutboxRecord[]>(
      `INSERT INTO mail_outbox (dedupe_key, kind, recipient, subject, text_body, html_body, attachments, resend_of,
                                list_unsubscribe)
       SELECT $2, kind, recipient, subject, text_body, html_body, attachments, id, list_unsubscribe
         FROM mail_outbox WHERE id = $1
       RETURNING ${LIST_COLUMNS}`,
      [id, `resend:${id}:${randomUUID()}`],
    );
    return { outcome: 'queued', copy };
  }
}
