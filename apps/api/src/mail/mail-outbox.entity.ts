import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export type MailStatus = 'pending' | 'sent' | 'failed';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Outgoing e-mail, written in the same transaction as what it reports (a completed registration or
 * donation) and sent afterwards with retries. `dedupeKey` is unique: one receipt per registration, however
 * many times completion is attempted.
 */
@Entity('mail_outbox')
@Index('uq_mail_outbox_dedupe_key', ['dedupeKey'], { unique: true })
@Index('ix_mail_outbox_due', ['nextAttemptAt'], { where: `"status" = 'pending'` })
export class MailOutboxEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  dedupeKey: string;

  @Column({ type: 'varchar', length: 320 })
  recipient: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  textBody: string;

  @Column({ type: 'text' })
  htmlBody: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attachments: MailAttachment[];

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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
