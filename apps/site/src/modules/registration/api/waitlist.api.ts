import {
  type AcceptWaitlistOfferResponse,
  type JoinWaitlistRequest,
  type JoinWaitlistResponse,
  type WaitlistOffer,
} from '@foundation/shared';
import { withPageLocale } from '../../../i18n/pageLocale';
import { fetchJson, postJson } from '../../../lib/api';

/**
 * POST /api/events/{slug}/waitlist: a place in line for a sold-out ticket type; its e-mails, and the booking
 * an offer makes, speak the page's language.
 */
export function joinWaitlist(eventSlug: string, request: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  return postJson<JoinWaitlistResponse>(
    `/api/events/${encodeURIComponent(eventSlug)}/waitlist`,
    withPageLocale(request),
  );
}

const offerPath = (token: string, step = '') => `/api/waitlist-offers/${encodeURIComponent(token)}${step}`;

/** GET /api/waitlist-offers/{token}: the offer as it stands now. */
export function fetchWaitlistOffer(token: string): Promise<WaitlistOffer> {
  return fetchJson<WaitlistOffer>(offerPath(token));
}

/** POST /api/waitlist-offers/{token}/accept: free → the booking; paid → the held registration and its order. */
export function acceptWaitlistOffer(token: string): Promise<AcceptWaitlistOfferResponse> {
  return postJson<AcceptWaitlistOfferResponse>(offerPath(token, '/accept'), {});
}
