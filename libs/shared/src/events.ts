/**
 * The event record, declared once: the fields an admin edits and the public reads, which of them the
 * public lists show, and the admin's view (the public fields plus what only the admin sees). The API's
 * entity, presenters and save rules, and the admin panel's form, derive their field lists from here.
 */
import { DEFAULT_CANCELLATION_RULE, type CancellationRuleKind } from './cancellation.js';
import type { EventCategory, EventGalleryItem, EventType, Faq, ScheduleItem } from './types.js';

/** The stored, editable fields of an event (the documented `events` table, camelCase). */
export interface EventFields {
  title: string;
  urlSlug: string;
  /** Rich text (HTML), sanitised by the API. */
  description: string;
  location: string;
  locationMapUrl: string | null;
  /** `YYYY-MM-DD`, a calendar date in India. */
  startDate: string;
  /** `YYYY-MM-DD`, never before startDate. */
  endDate: string;
  imageUrl: string | null;
  isPaid: boolean;
  /** Rupees, as a number with at most two decimals. */
  price: number;
  eventType: EventType;
  /** Where the site lists it besides /events: retreats and yatras on /vishranti, courses on /yogayan. */
  category: EventCategory;
  isActive: boolean;
  /** Bookings need a parent's or guardian's name and consent (DPDP Act s.9; docs/privacy.md "Children"). */
  forChildren: boolean;
  features: string[];
  benefits: string[];
  specialFeatures: string[];
  includedItems: string[];
  notIncludedItems: string[];
  cancellationPolicy: string | null;
  cancellationPolicyPoints: string[];
  /** The cancellation rule the server enforces (shared cancellation.ts); the policy text above is what visitors read. */
  cancellationRule: CancellationRuleKind;
  /** Hours before the start when attendees can no longer cancel (0 to 8760). */
  cancellationHoursBefore: number;
  /** Whole percent of the amount paid refunded on cancellation (0 to 100). */
  cancellationRefundPercent: number;
  faqs: Faq[];
  schedule: ScheduleItem[];
  gallery: EventGalleryItem[];
  /** Hindi twins (hindi-content.ts): null or blank shows the English text on the Hindi site. */
  titleHi: string | null;
  /** Rich text (HTML), sanitised by the API like the English description. */
  descriptionHi: string | null;
  locationHi: string | null;
  /**
   * Hindi twins of the event page's sections, each replacing its whole English section on the Hindi site.
   * Like the text twins, null is "not translated" (the API stores an empty list, or one of blank items, as
   * null) and the Hindi page then shows the English section.
   */
  featuresHi: string[] | null;
  benefitsHi: string[] | null;
  specialFeaturesHi: string[] | null;
  includedItemsHi: string[] | null;
  notIncludedItemsHi: string[] | null;
  cancellationPolicyHi: string | null;
  cancellationPolicyPointsHi: string[] | null;
  faqsHi: Faq[] | null;
  scheduleHi: ScheduleItem[] | null;
}

/**
 * The limits of an event's lists and of their Hindi twins (the same): items per list, characters per item,
 * of an FAQ's answer and of the cancellation policy's text.
 */
export const EVENT_LIST_LIMITS = { items: 100, itemMax: 2000, answerMax: 10_000, policyMax: 20_000 } as const;

/** What kind of value each field holds: forms and the API clean and default values by kind. */
export type EventFieldKind =
  | 'text'
  | 'html'
  | 'optionalText'
  | 'date'
  | 'image'
  | 'boolean'
  | 'money'
  | 'eventType'
  | 'eventCategory'
  | 'textList'
  | 'cancellationRule'
  | 'wholeNumber'
  | 'faqs'
  | 'schedule'
  | 'gallery'
  /** A Hindi twin of a text (null when not translated). */
  | 'hindiText'
  /** A Hindi twin of rich text (HTML, null when not translated). */
  | 'hindiHtml'
  /** A Hindi twin of a list of texts (null when not translated). */
  | 'hindiTextList'
  /** A Hindi twin of the questions and answers (null when not translated). */
  | 'hindiFaqs'
  /** A Hindi twin of the schedule (null when not translated). */
  | 'hindiSchedule';

/** Every field of an event with its kind, in the order of the JSON answers. */
export const EVENT_FIELD_KINDS = {
  title: 'text',
  urlSlug: 'text',
  description: 'html',
  location: 'text',
  locationMapUrl: 'optionalText',
  startDate: 'date',
  endDate: 'date',
  imageUrl: 'image',
  isPaid: 'boolean',
  price: 'money',
  eventType: 'eventType',
  category: 'eventCategory',
  isActive: 'boolean',
  titleHi: 'hindiText',
  descriptionHi: 'hindiHtml',
  locationHi: 'hindiText',
  // The twins of the sections below: only on the event page, like their English sections.
  featuresHi: 'hindiTextList',
  benefitsHi: 'hindiTextList',
  specialFeaturesHi: 'hindiTextList',
  includedItemsHi: 'hindiTextList',
  notIncludedItemsHi: 'hindiTextList',
  cancellationPolicyHi: 'hindiText',
  cancellationPolicyPointsHi: 'hindiTextList',
  faqsHi: 'hindiFaqs',
  scheduleHi: 'hindiSchedule',
  // Only on the event page (the registration form asks for the guardian).
  forChildren: 'boolean',
  features: 'textList',
  benefits: 'textList',
  specialFeatures: 'textList',
  includedItems: 'textList',
  notIncludedItems: 'textList',
  cancellationPolicy: 'optionalText',
  cancellationPolicyPoints: 'textList',
  cancellationRule: 'cancellationRule',
  cancellationHoursBefore: 'wholeNumber',
  cancellationRefundPercent: 'wholeNumber',
  faqs: 'faqs',
  schedule: 'schedule',
  gallery: 'gallery',
} as const satisfies Record<keyof EventFields, EventFieldKind>;

export type EventField = keyof EventFields;

/** Every editable field, in the order of the JSON answers. */
export const EVENT_FIELDS = Object.keys(EVENT_FIELD_KINDS) as EventField[];

/** The fields whose values have the given kind. */
export function eventFieldsOfKind(...kinds: EventFieldKind[]): EventField[] {
  return EVENT_FIELDS.filter((field) => (kinds as string[]).includes(EVENT_FIELD_KINDS[field]));
}

/** The fields the public event lists show (the event page shows every field). */
export const EVENT_SUMMARY_FIELDS = [
  'title',
  'urlSlug',
  'description',
  'location',
  'locationMapUrl',
  'startDate',
  'endDate',
  'imageUrl',
  'isPaid',
  'price',
  'eventType',
  'category',
  'isActive',
  // Both languages in one answer: the Hindi site picks per field (localizedText), the cache keeps one entry.
  'titleHi',
  'descriptionHi',
  'locationHi',
] as const satisfies readonly EventField[];

export type EventSummaryField = (typeof EVENT_SUMMARY_FIELDS)[number];

/** The fields only the event page shows, beyond the list's. */
export const EVENT_DETAIL_FIELDS = EVENT_FIELDS.filter(
  (field) => !(EVENT_SUMMARY_FIELDS as readonly string[]).includes(field),
) as Exclude<EventField, EventSummaryField>[];

/**
 * The values of a new event where the admin gives none (docs/product.md §9): paid, price 0, offline, active,
 * an empty description, cancellable until 48 hours before the start with everything refunded.
 */
export const NEW_EVENT_VALUES = {
  description: '',
  isPaid: true,
  price: 0,
  eventType: 'offline',
  category: 'event',
  isActive: true,
  forChildren: false,
  cancellationRule: DEFAULT_CANCELLATION_RULE.kind,
  cancellationHoursBefore: DEFAULT_CANCELLATION_RULE.hoursBefore,
  cancellationRefundPercent: DEFAULT_CANCELLATION_RULE.refundPercent,
} as const satisfies Partial<EventFields>;

/**
 * The "from" price of an event's card and page: the cheapest ticket type's price when a paid event has
 * ticket types (then the event's own price is not what anyone pays); null for a free event or a paid event
 * without ticket types (that one costs its own price).
 */
export function eventPriceFrom(isPaid: boolean, ticketTypePrices: readonly number[]): number | null {
  if (!isPaid || ticketTypePrices.length === 0) return null;
  return Math.min(...ticketTypePrices);
}

/** The labels of the event types, in the order forms offer them. */
export const EVENT_TYPE_LABELS: Record<EventType, string> = { offline: 'Offline', online: 'Online' };

/** The labels of the event categories, in the order forms and filters offer them. */
export const EVENT_CATEGORY_LABELS: Record<EventCategory, string> = {
  event: 'Event',
  retreat: 'Retreat',
  yatra: 'Yatra',
  course: 'Course',
};

/**
 * The length of an event in days, both ends counted (`YYYY-MM-DD` calendar dates): "10 - 16 March" is 7.
 * Null when a date is missing or the end is before the start.
 */
export function eventDurationDays(startDate: string | null | undefined, endDate: string | null | undefined) {
  if (!startDate || !endDate) return null;
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(days) && days >= 0 ? Math.round(days) + 1 : null;
}

/** "1 day", "7 days": the duration a retreat's card shows. */
export function formatDurationDays(days: number | null): string | null {
  if (days === null) return null;
  return days === 1 ? '1 day' : `${days} days`;
}

/** An event as stored: its fields, its id and its timestamps (ISO 8601). */
export interface EventRecord extends EventFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}
