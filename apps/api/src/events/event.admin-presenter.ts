import type { EventGalleryItem, EventType, Faq, ScheduleItem } from '@foundation/shared';
import { type AdminTicketType } from '../ticket-types/ticket-type.admin-presenter.js';
import { type EventEntity } from './event.entity.js';

/** An event in the admin API: every field of SPEC section 3 with its ticket types (cheapest first). */
export interface AdminEvent {
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
  price: number;
  eventType: EventType;
  isActive: boolean;
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
  ticketTypes: AdminTicketType[];
  createdAt: string;
  updatedAt: string;
}

export function toAdminEvent(event: EventEntity, ticketTypes: AdminTicketType[]): AdminEvent {
  return {
    id: event.id,
    title: event.title,
    urlSlug: event.urlSlug,
    description: event.description,
    location: event.location,
    locationMapUrl: event.locationMapUrl,
    startDate: event.startDate,
    endDate: event.endDate,
    imageUrl: event.imageUrl,
    isPaid: event.isPaid,
    price: Number(event.price),
    eventType: event.eventType,
    isActive: event.isActive,
    features: event.features,
    benefits: event.benefits,
    specialFeatures: event.specialFeatures,
    includedItems: event.includedItems,
    notIncludedItems: event.notIncludedItems,
    cancellationPolicy: event.cancellationPolicy,
    cancellationPolicyPoints: event.cancellationPolicyPoints,
    faqs: event.faqs,
    schedule: event.schedule,
    gallery: event.gallery,
    ticketTypes: ticketTypes.filter((type) => type.eventId === event.id),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}
