import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { type EntityManager } from 'typeorm';
import { AppLogger } from '../common/logging/app-logger.js';
import { AppConfig } from '../config/app-config.js';
import { MailOutboxRepository, type OutboxMessage } from './mail-outbox.repository.js';
import type { StoredMailAttachment } from './mail-outbox.entity.js';
import type { MailMessage } from './mail-layout.js';

/** Makes the content of a deferred attachment from its id when the message is sent. */
export type AttachmentSource = (id: string) => Promise<Buffer>;

/** How long a claimed message is left alone by other processes while one of them sends it. */
const CLAIM_LEASE_SECONDS = 300;
const BATCH_SIZE = 10;

/** Wait before the next attempt: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
}

/** SMTP settings from `smtp(s)://user:pass@host:port`, with timeouts so a dead server never hangs a send. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: 10000,
    greetingTimeout: 10000,
    socketTimeout: 20000,
  };
}

/**
 * Outgoing e-mail through an outbox in PostgreSQL. `enqueue` runs inside the caller's transaction, so a
 * message exists exactly when what it reports was committed, and once (unique dedupe key). Sending happens
 * afterwards, never in the visitor's request: at once after a commit (`kick`), and by a periodic poll that
 * retries failures with back-off. Several API processes share the outbox safely (FOR UPDATE SKIP LOCKED).
 * Without SMTP_URL every message is written as an .eml file under MAIL_DIR.
 */
@Injectable()
export class MailService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly transport: Transporter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private readonly attachmentSources = new Map<string, AttachmentSource>();

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {
    this.transport = config.SMTP_URL
      ? nodemailer.createTransport(smtpOptions(config.SMTP_URL))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), this.config.MAIL_POLL_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /**
   * Adds a message to the outbox inside `manager`'s transaction; a second message with the same key is
   * ignored, and so is one to nobody (a walk-in who gave no e-mail address): there is no one to write to.
   */
  async enqueue(manager: EntityManager, message: MailMessage): Promise<void> {
    if (!message.recipient.trim()) return;
    await this.outbox.enqueue(manager, message);
  }

  /** How the messages whose dedupe keys start with each prefix fared (sent, failed, pending). */
  deliveryByPrefix(prefixes: string[]) {
    return this.outbox.deliveryByPrefix(prefixes);
  }

  /** Registers what renders deferred attachments of a kind (a module that owns them calls it when it starts). */
  registerAttachmentSource(kind: string, source: AttachmentSource): void {
    this.attachmentSources.set(kind, source);
  }

  /** Starts sending what is due, without waiting for it. Safe to call often. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Mail outbox processing failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for a running pass, then sends every message due now (used by tests to let the outbox settle). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.outbox.claimDue(CLAIM_LEASE_SECONDS, BATCH_SIZE);
      if (batch.length === 0) return;
      for (const message of batch) await this.send(message);
      if (this.stopped) return;
    }
  }

  private async send(message: OutboxMessage): Promise<void> {
    try {
      const info = await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: message.recipient,
        subject: message.subject,
        text: message.textBody,
        html: message.htmlBody,
        attachments: await Promise.all(message.attachments.map((a) => this.attachmentContent(a))),
        messageId: `<${message.id}@foundation.mail>`,
        // A newsletter's one-click unsubscribe (RFC 8058): mail programs show it and POST to it.
        ...(message.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${message.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      });
      if (!this.config.SMTP_URL) this.writeEml(message.id, (info as { message: Buffer }).message);
      await this.outbox.markSent(message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const giveUp = message.attempts >= this.config.MAIL_MAX_ATTEMPTS;
      this.logger.warn(
        { mailId: message.id, attempts: message.attempts, reason, giveUp },
        'Sending an e-mail failed',
      );
      await this.outbox.markAttemptFailed(message.id, {
        giveUp,
        error: reason.slice(0, 2000),
        retryInSeconds: retryDelaySeconds(message.attempts),
      });
    }
  }

  /** A stored attachment as is; a deferred one rendered now (a failure fails the attempt: it is retried). */
  private async attachmentContent(attachment: StoredMailAttachment) {
    if (!('source' in attachment)) return { ...attachment };
    const source = this.attachmentSources.get(attachment.source.kind);
    if (!source) throw new Error(`No source for attachments of kind ${attachment.source.kind}`);
    return {
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: await source(attachment.source.id),
    };
  }

  private writeEml(id: string, message: Buffer): void {
    const dir = path.resolve(this.config.MAIL_DIR);
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`);
    writeFileSync(file, message);
    this.logger.log({ mailId: id, file }, `E-mail written to ${file}`);
  }
}
