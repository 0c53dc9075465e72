import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DEFAULT_LOCALE, type Locale } from '@foundation/shared';
import { CONTACT_LIMITS } from '@foundation/shared';

/** A message sent through the site's contact form, kept for the foundation's staff. */
@Entity('contact_messages')
@Check('ck_contact_messages_locale', `"locale" IN ('en', 'hi')`)
@Index('ix_contact_messages_created_at', ['createdAt'])
export class ContactMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.fullNameMax })
  fullName: string;

  @Column({ type: 'varchar', length: 32 })
  whatsappNumber: string;

  @Column({ type: 'text' })
  message: string;

  /** The language the person used: every e-mail and PDF about this record speaks it. */
  @Column({ type: 'varchar', length: 2, default: DEFAULT_LOCALE })
  locale: Locale;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
