import {
  isRegistrationOpen,
  type EventDetail,
  type EventSummary,
  type PublicTicketType,
} from '@foundation/shared';
import { type EventEntity } from './event.entity.js';

/** The public JSON of an event in lists. */
export function toEventSummary(event: EventEntity, now: Date): EventSummary {
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
    registrationOpen: isRegistrationOpen(event.startDate, now),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** The public JSON of one event's page, with its ticket types. */
export function toEventDetail(event: EventEntity, ticketTypes: PublicTicketType[], now: Date): EventDetail {
  return {
    ...toEventSummary(event, now),
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
    ticketTypes,
  };
}
