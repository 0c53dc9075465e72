import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CONTACT_LIMITS } from '@foundation/shared';

/** An e-mail address signed up through the footer's newsletter box; stored lower-cased, once. */
@Entity('newsletter_subscribers')
export class NewsletterSubscriberEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: CONTACT_LIMITS.emailMax, unique: true })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
