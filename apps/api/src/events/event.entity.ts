import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  EVENT_CATEGORIES,
  type CancellationRuleKind,
  type EventCategory,
  type EventFields,
  type EventGalleryItem,
  type EventType,
  type Faq,
  type ScheduleItem,
} from '@foundation/shared';
import { MONEY_COLUMN } from '../common/database/column-types.js';

/**
 * An event of the foundation (docs/product.md §3, `events`). Dates are calendar dates in India. Its fields are
 * the shared EventFields (the compiler checks the columns against them); ticket types point to their event,
 * the event does not list them (they are read by the ticket types' repository).
 */
@Entity('events')
@Check('ck_events_date_order', '"end_date" >= "start_date"')
@Check('ck_events_price', '"price" >= 0')
@Check(
  'ck_events_cancellation_rule',
  `"cancellation_rule" IN ('until-deadline', 'not-cancellable') AND "cancellation_hours_before" BETWEEN 0 AND 8760 AND "cancellation_refund_percent" BETWEEN 0 AND 100`,
)
@Index('ix_events_public_listing', ['eventType', 'startDate'], { where: '"is_active"' })
@Index('ix_events_created_at', ['createdAt'])
// The public lists of one category (/vishranti's retreats and yatras, /yogayan's courses).
@Index('ix_events_public_category', ['category', 'endDate'], { where: '"is_active"' })
// The Dashboard's upcoming events (not over yet).
@Index('ix_events_dashboard_upcoming', ['endDate'], { where: '"is_active"' })
export class EventEntity implements EventFields {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200, unique: true })
  urlSlug: string;

  /** Rich text (HTML), sanitised when an admin saves it. */
  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'varchar', length: 300, default: '' })
  location: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  locationMapUrl: string | null;

  /** `YYYY-MM-DD` */
  @Column({ type: 'date' })
  startDate: string;

  /** `YYYY-MM-DD`, never before startDate */
  @Column({ type: 'date' })
  endDate: string;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  imageUrl: string | null;

  @Column({ type: 'boolean', default: true })
  isPaid: boolean;

  @Column({ ...MONEY_COLUMN, default: 0 })
  price: number;

  @Column({ type: 'enum', enum: ['offline', 'online'], enumName: 'event_type', default: 'offline' })
  eventType: EventType;

  @Column({ type: 'enum', enum: EVENT_CATEGORIES, enumName: 'event_category', default: 'event' })
  category: EventCategory;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** For children: a booking needs a parent's or guardian's name and consent (docs/privacy.md "Children"). */
  @Column({ type: 'boolean', default: false })
  forChildren: boolean;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  features: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  benefits: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  specialFeatures: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  includedItems: string[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  notIncludedItems: string[];

  @Column({ type: 'text', nullable: true })
  cancellationPolicy: string | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  cancellationPolicyPoints: string[];

  /** The rule the server enforces when an attendee cancels (shared cancellation.ts). */
  @Column({ type: 'varchar', length: 20, default: 'until-deadline' })
  cancellationRule: CancellationRuleKind;

  @Column({ type: 'integer', default: 48 })
  cancellationHoursBefore: number;

  @Column({ type: 'integer', default: 100 })
  cancellationRefundPercent: number;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  faqs: Faq[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  schedule: ScheduleItem[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  gallery: EventGalleryItem[];

  /** Hindi twins of the visible texts (libs/shared hindi-content.ts); null when not translated. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  titleHi: string | null;

  /** Rich text (HTML), sanitised like the English description. */
  @Column({ type: 'text', nullable: true })
  descriptionHi: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  locationHi: string | null;

  /** Hindi twins of the page's sections, each for its whole English section; null when not translated. */
  @Column({ type: 'jsonb', nullable: true })
  featuresHi: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  benefitsHi: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  specialFeaturesHi: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  includedItemsHi: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  notIncludedItemsHi: string[] | null;

  @Column({ type: 'text', nullable: true })
  cancellationPolicyHi: string | null;

  @Column({ type: 'jsonb', nullable: true })
  cancellationPolicyPointsHi: string[] | null;

  @Column({ type: 'jsonb', nullable: true })
  faqsHi: Faq[] | null;

  @Column({ type: 'jsonb', nullable: true })
  scheduleHi: ScheduleItem[] | null;

  /**
   * The reminders' settings (docs/events-operations.md "Reminders"), not event fields: staff set them on
   * their own route, and the public answers never carry them (the join link is for attendees only).
   */
  @Column({ type: 'boolean', default: true })
  remindersEnabled: boolean;

  /** `HH:MM` India time, or null (the event then counts as starting at 09:00 on its start date). */
  @Column({ type: 'varchar', length: 5, nullable: true })
  startTime: string | null;

  /** An online event's join link, sent in its reminder. */
  @Column({ type: 'varchar', length: 2000, nullable: true })
  joinUrl: string | null;

  /**
   * Its cancellation by staff (docs/events-operations.md "Cancelling an event"): when and why. Set once, in
   * the transaction that starts the cancellation job; a cancelled event leaves the lists and takes no bookings.
   */
  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancellationReason: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancellationReasonHi: string | null;

  /**
   * When its dates, start time or place last changed while it had bookings ("Moving an event"): bookings
   * made before may be cancelled with a full refund for EVENT_MOVE_FREE_CANCEL_DAYS after it.
   */
  @Column({ type: 'timestamptz', nullable: true })
  movedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
