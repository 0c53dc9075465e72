import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ForeignKey,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { MONEY_COLUMN } from '../common/database/column-types.js';

/**
 * A kind of ticket for an event (docs/product.md §3, `event_ticket_types`). `availableQuantity` is the number of
 * seats of this type (null: unlimited). Seats taken are counted from registrations: completed ones plus
 * pending ones whose hold has not expired (see seat-usage.ts).
 */
@Entity('event_ticket_types')
@Check('ck_event_ticket_types_price', '"price" >= 0')
@Check('ck_event_ticket_types_quantity', '"available_quantity" IS NULL OR "available_quantity" >= 0')
@Index('ix_event_ticket_types_event_price', ['eventId', 'price'])
export class TicketTypeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /**
   * The event (table `events`), by its key only: ticket-types/ sits below events/ (which lists an event's
   * types), so the foreign key names the table rather than importing events' entity.
   */
  @Column({ type: 'uuid' })
  @ForeignKey('events', { onDelete: 'CASCADE' })
  eventId: string;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ ...MONEY_COLUMN })
  price: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'integer', nullable: true })
  availableQuantity: number | null;

  /** Hindi twins (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  nameHi: string | null;

  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
