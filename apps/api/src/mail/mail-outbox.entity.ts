import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MAIL_KINDS, type MailKind, type MailStatus } from '@foundation/shared';

export type { MailStatus } from '@foundation/shared';

/** An attachment stored whole with its message (a calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * An attachment made when its message is sent, stored as a reference: a receipt's PDF is rendered from the
 * receipt (whose facts are frozen) by the source registered for its kind (MailService.registerAttachmentSource),
 * so the completing transaction neither renders a PDF while it holds the receipt counter nor stores one.
 */
export interface DeferredMailAttachment {
  filename: string;
  contentType: string;
  source: { kind: string; id: string };
}

export type StoredMailAttachment = MailAttachment | DeferredMailAttachment;

/**
 * Outgoing e-mail, written in the same transaction as what it reports (a completed registration or
 * donation) and sent afterwards with retries. `dedupeKey` is unique: one receipt per registration, however
 * many times completion is attempted.
 */
@Entity('mail_outbox')
@Index('uq_mail_outbox_dedupe_key', ['dedupeKey'], { unique: true })
@Index('ix_mail_outbox_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
// The Outbox screen lists newest first, optionally one status or kind at a time.
@Index('ix_mail_outbox_created_at', ['createdAt'])
@Index('ix_mail_outbox_status_created_at', ['status', 'createdAt'])
// "Is a copy of this message still waiting?" when staff send it again.
@Index('ix_mail_outbox_resend_of', ['resendOf'], { where: `"resend_of" IS NOT NULL` })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ type: 'enum', enum: MAIL_KINDS, enumName: 'mail_kind' })
  kind: MailKind;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: StoredMailAttachment[];

  @Column({ type: 'enum', enum: ['pending', 'sent', 'failed'], enumName: 'mail_status', default: 'pending' })
  status: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  /** The message this one copies when staff sent it again (the original row stays as it was). */
  @Column({ type: 'uuid', nullable: true })
  resendOf: string | null;

  /** A newsletter's one-click unsubscribe address (`List-Unsubscribe`, RFC 8058); null for other e-mails. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  listUnsubscribe: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
