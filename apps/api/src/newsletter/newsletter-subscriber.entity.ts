import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CONTACT_LIMITS } from '@foundation/shared';

/** An e-mail address signed up through the footer's newsletter box; stored lower-cased, once. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.emailMax, unique: true })
  email: string;

  /** The privacy notice's version shown on the form (null: none was published); set by the server. */
  @Column({ type: 'integer', nullable: true })
  noticeVersion: number | null;

  /** When the form was sent with that notice; null on records made before this was stored. */
  @Column({ type: 'timestamptz', nullable: true })
  noticeAcceptedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
