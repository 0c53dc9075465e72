/** Shapes of the public read API (JSON, camelCase), shared by the API and the apps that read it. */

export type EventType = 'online' | 'offline';
export const EVENT_TYPES: readonly EventType[] = ['offline', 'online'];

export type PaymentStatus = 'pending' | 'completed' | 'failed';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'completed', 'failed'];

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
  /** Renditions of the featured and gallery images that were uploaded (public reads only). */
  imageVariants?: ImageVariantsByUrl;
  createdAt: string;
  updatedAt: string;
}

export interface EventSummary {
  id: string;
  title: string;
  urlSlug: string;
  description: string;
  location: string;
  locationMapUrl: string | null;
  startDate: string;
  endDate: string;
  imageUrl: string | null;
  isPaid: boolean;
  /** Rupees, as a number with at most two decimals. */
  price: number;
  eventType: EventType;
  isActive: boolean;
  /** Computed by the server: registration open now (before 09:00 IST on the start date). */
  registrationOpen: boolean;
  /** Renditions of the cover (and, on the event page, gallery) images that were uploaded. */
  imageVariants?: ImageVariantsByUrl;
  createdAt: string;
  updatedAt: string;
}

export interface PublicTicketType {
  id: string;
  name: string;
  price: number;
  description: string | null;
  /** Null means unlimited. */
  availableQuantity: number | null;
  /** Null means unlimited; never below 0. */
  seatsLeft: number | null;
  soldOut: boolean;
}

export interface EventDetail extends EventSummary {
  features: string[];
  benefits: string[];
  specialFeatures: string[];
  includedItems: string[];
  notIncludedItems: string[];
  cancellationPolicy: string | null;
  cancellationPolicyPoints: string[];
  faqs: Faq[];
  schedule: ScheduleItem[];
  gallery: EventGalleryItem[];
  ticketTypes: PublicTicketType[];
}

/** Every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  /** Field-level messages, keyed by the JSON field name, when the request body was invalid. */
  fields?: Record<string, string>;
}
