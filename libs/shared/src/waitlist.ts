import type { Locale } from './locale.js';
/**
 * The waiting list of a sold-out ticket type: visitors join it, and when seats free up the first entries
 * that fit get an offer that holds the seats for them (docs/product.md "Waiting list"). Shared by the API
 * (which answers it), the site (the join form and the offer page) and the admin panel.
 */
import type { CheckoutOrder, RegistrationReceipt } from './registration-types.js';

/**
 * waiting: in line; offered: seats are held for the entry until `offerExpiresAt`; booked: the offer became a
 * completed registration; expired: the offer ran out (or its payment failed) and passed to the next in line;
 * removed: staff took the entry off the list.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  booked: 'Booked',
  expired: 'Expired',
  removed: 'Removed',
};

/** Body of `POST /api/events/{slug}/waitlist`: the registration form's fields but the address. */
export interface JoinWaitlistRequest {
  /** Required: only a ticket type with a quantity can sell out. */
  ticketTypeId: string;
  numberOfTickets: number;
  name: string;
  email: string;
  phone: string;
  /** The language the visitor used (absent: English); the waiting list's e-mails speak it. */
  locale?: Locale;
}

/** Answer of `POST /api/events/{slug}/waitlist` (201). */
export interface JoinWaitlistResponse {
  id: string;
  /** 1 for the first in line for this ticket type. */
  position: number;
  joinedAt: string;
}

/** Where an offer's secret link leads: `/waitlist-offers/{token}` (256-bit token, base64url). */
export function waitlistOfferPath(token: string): string {
  return `/waitlist-offers/${token}`;
}

/** The shape of an offer's token (32 random bytes in base64url). */
export const WAITLIST_OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Answer of `GET /api/waitlist-offers/{token}`: what the offer page shows. */
export interface WaitlistOffer {
  status: WaitlistStatus;
  name: string;
  event: { title: string; urlSlug: string; startDate: string; endDate: string; location: string };
  ticketTypeName: string;
  numberOfTickets: number;
  isPaid: boolean;
  /** Rupees. */
  totalAmount: number;
  /** Until when the seats are held (ISO); null once the offer is over. */
  offerExpiresAt: string | null;
}

/**
 * Answer of `POST /api/waitlist-offers/{token}/accept`: as a registration's creation. Free: the completed
 * registration (`payment` null). Paid: the held registration and its Checkout order, paid and confirmed
 * through `/api/registrations/{id}/payment` with `accessToken` as any registration.
 */
export interface AcceptWaitlistOfferResponse {
  registration: RegistrationReceipt;
  accessToken: string;
  payment: CheckoutOrder | null;
}

/** A waiting-list entry in the admin API (`waitlist-entries`). */
export interface AdminWaitlistEntry {
  id: string;
  /** The language the person used ('en' | 'hi'): their e-mails and documents speak it. */
  locale: Locale;
  eventId: string;
  eventTitle: string;
  ticketTypeId: string;
  ticketTypeName: string;
  name: string;
  email: string;
  phone: string;
  numberOfTickets: number;
  status: WaitlistStatus;
  /** Place in line among the entries still waiting or offered of its ticket type; null otherwise. */
  position: number | null;
  registrationId: string | null;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const WAITLIST_MESSAGES = {
  seatsAvailable: 'seats are available: register instead',
  noTicketTypes: 'This event has no ticket types that can sell out: register instead',
  chooseTicketType: 'ticketTypeId must be the id of one of the event\u2019s ticket types',
  alreadyWaiting: 'You are already on the waiting list for this ticket type',
  entryNotFound: 'Waiting-list entry not found',
  offerNotFound: 'This offer link does not work',
  offerOver: 'This offer is no longer open: its seats were passed to the next person in line',
  notWaiting: 'Only a waiting entry can be offered seats',
  doesNotFit: 'Not enough seats are free for this entry',
} as const;
