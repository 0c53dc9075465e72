import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { StoredMailAttachment } from './mail-outbox.entity.js';
import type { MailMessage } from './mail-templates.js';

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
}

/** The mail outbox table: enqueue inside a caller's transaction, claim due messages, record each attempt. */
@Injectable()
export class MailOutboxRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds a message inside `manager`'s transaction; a second message with the same dedupe key is ignored. */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    await manager.query(
      `INSERT INTO mail_outbox (dedupe_key, recipient, subject, text_body, html_body, attachments)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        message.dedupeKey,
        message.recipient,
        message.subject,
        message.textBody,
        message.htmlBody,
        JSON.stringify(message.attachments),
      ],
    );
  }

  /**
   * Claims up to `batchSize` due messages for `leaseSeconds`: counts the attempt and moves their next attempt
   * past the lease, so other processes leave them alone meanwhile (FOR UPDATE SKIP LOCKED: no two claim one).
   */
  async claimDue(leaseSeconds: number, batchSize: number): Promise<OutboxMessage[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE mail_outbox
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1), updated_at = now()
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE status = 'pending' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at
                      LIMIT $2
                      FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, text_body AS "textBody", html_body AS "htmlBody", attachments, attempts`,
      [leaseSeconds, batchSize],
    )) as [OutboxMessage[], number];
    return rows;
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
}
