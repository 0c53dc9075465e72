import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CONTACT_LIMITS } from '@foundation/shared';

/** A message sent through the site's contact form, kept for the foundation's staff. */
@Entity('contact_messages')
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
