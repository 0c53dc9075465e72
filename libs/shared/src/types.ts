/** Shapes of the public read API (JSON, camelCase), shared by the API and the apps that read it. */

import type { EventFields, EventRecord, EventSummaryField } from './events.js';
import type { EventStatus } from './event-cancellation.js';

export type EventType = 'online' | 'offline';
export const EVENT_TYPES: readonly EventType[] = ['offline', 'online'];

/**
 * What an event is to the site: a plain event, a retreat or a yatra (listed on /vishranti) or a course
 * (featured on /yogayan when online). Every category has ticket types, payment and the event page.
 */
export type EventCategory = 'event' | 'retreat' | 'yatra' | 'course';
export const EVENT_CATEGORIES: readonly EventCategory[] = ['event', 'retreat', 'yatra', 'course'];

export type PaymentStatus = 'pending' | 'completed' | 'failed';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'completed', 'failed'];

/**
 * A registration's status (column `payment_status`, PostgreSQL enum `registration_status`): a payment's
 * states plus `cancelled` (by the attendee on the booking page, or by staff). Donations keep PaymentStatus.
 */
export type RegistrationStatus = PaymentStatus | 'cancelled';
export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = [...PAYMENT_STATUSES, 'cancelled'];

export interface GalleryImage {
  url: string;
  caption?: string;
}

export interface EventGalleryItem {
  imageUrl: string;
  caption?: string;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface ScheduleItem {
  activity: string;
  description?: string;
}

/** A smaller or larger WebP rendition of an uploaded image (for srcset). */
export interface ImageVariant {
  url: string;
  width: number;
  height: number;
}

/** The renditions of a record's uploaded images, keyed by the image URL the record stores. */
export type ImageVariantsByUrl = Record<string, ImageVariant[]>;

export interface CommunityProgram {
  id: string;
  title: string;
  category: string;
  description: string;
  featuredImageUrl: string | null;
  urlSlug: string;
  isActive: boolean;
  galleryImages: GalleryImage[];
  /** Hindi twins (hindi-content.ts), null when not translated; `descriptionHi` is sanitised rich text. */
  titleHi?: string | null;
  descriptionHi?: string | null;
  /** Renditions of the featured and gallery images that were uploaded (public reads only). */
  imageVariants?: ImageVariantsByUrl;
  createdAt: string;
  updatedAt: string;
}

/** An event in the public lists: the list's fields and whether registration is open now. */
export interface EventSummary extends Pick<
  EventRecord,
  'id' | EventSummaryField | 'createdAt' | 'updatedAt'
> {
  /** Computed by the server: registration open now (before 09:00 IST on the start date). */
  registrationOpen: boolean;
  /**
   * Computed by the server: the cheapest ticket type's price of a paid event with ticket types; null for a
   * free event or a paid event without ticket types (`eventPriceFrom`).
   */
  priceFrom: number | null;
  /** Computed by the server: `cancelled` once staff cancelled the event (it then leaves the lists). */
  status: EventStatus;
  /** Renditions of the cover (and, on the event page, gallery) images that were uploaded. */
  imageVariants?: ImageVariantsByUrl;
}

export interface PublicTicketType {
  id: string;
  name: string;
  price: number;
  description: string | null;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  nameHi?: string | null;
  descriptionHi?: string | null;
  /** Null means unlimited. */
  availableQuantity: number | null;
  /** Null means unlimited; never below 0. */
  seatsLeft: number | null;
  soldOut: boolean;
}

/** An event's public page: every field, with its ticket types and their seats left. */
export interface EventDetail extends EventSummary, Omit<EventFields, EventSummaryField> {
  /**
   * Computed by the server: the end date was before today in India (`hasEventEnded`). Lists show only
   * events that have not ended; an ended event's page stays reachable.
   */
  ended: boolean;
  /** Why staff cancelled the event (null while it is not cancelled); the Hindi twin may be null. */
  cancellationReason: string | null;
  cancellationReasonHi: string | null;
  ticketTypes: PublicTicketType[];
}

/** A ticket type as the admin sees it: its event, and its seats sold, held and left. */
export interface AdminTicketType {
  id: string;
  eventId: string;
  eventTitle: string;
  name: string;
  price: number;
  description: string | null;
  /** Hindi twins (hindi-content.ts): null when not translated; always in the API's answers. */
  nameHi?: string | null;
  descriptionHi?: string | null;
  /** Null: unlimited. */
  availableQuantity: number | null;
  /** Tickets of completed registrations. */
  seatsSold: number;
  /** Tickets of pending registrations whose hold has not expired. */
  seatsHeld: number;
  /** Null: unlimited. */
  seatsLeft: number | null;
  createdAt: string;
  updatedAt: string;
}

/** An event in the admin API: the stored event (the public fields and the rest) with its ticket types. */
export interface AdminEvent extends EventRecord {
  ticketTypes: AdminTicketType[];
  /** `cancelled` once staff cancelled the event. */
  status: EventStatus;
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages, keyed by the JSON field name, when the request body was invalid. */
  fields?: Record<string, string>;
}
