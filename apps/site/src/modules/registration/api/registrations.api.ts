import {
  ACCESS_TOKEN_HEADER,
  type CancelRegistrationRequest,
  type CreateRegistrationRequest,
  type CreateRegistrationResponse,
  type PaymentConfirmationRequest,
  type RegistrationResponse,
} from '@foundation/shared';
import { withPageLocale } from '../../../i18n/pageLocale';
import { fetchJson, postJson } from '../../../lib/api';

/**
 * POST /api/registrations: a completed registration (free) or a pending one with its payment order; the
 * booking's e-mails, ticket and receipt speak the page's language.
 */
export function createRegistration(request: CreateRegistrationRequest): Promise<CreateRegistrationResponse> {
  return postJson<CreateRegistrationResponse>('/api/registrations', withPageLocale(request));
}

const path = (id: string, step = '') => `/api/registrations/${encodeURIComponent(id)}${step}`;

/** POST /api/registrations/:id/payment: Checkout's signed result; the server verifies it and completes the booking. */
export function confirmRegistrationPayment(
  id: string,
  accessToken: string,
  payment: PaymentConfirmationRequest,
): Promise<RegistrationResponse> {
  return postJson<RegistrationResponse>(path(id, '/payment'), payment, {
    [ACCESS_TOKEN_HEADER]: accessToken,
  });
}

/** POST /api/registrations/:id/cancel: the payment was dismissed or failed; the held tickets are released. */
export function cancelRegistration(
  id: string,
  accessToken: string,
  reason: CancelRegistrationRequest['reason'],
): Promise<RegistrationResponse> {
  const body: CancelRegistrationRequest = { reason };
  return postJson<RegistrationResponse>(path(id, '/cancel'), body, { [ACCESS_TOKEN_HEADER]: accessToken });
}

/** GET /api/registrations/:id: the registration as it stands now. */
export function fetchRegistration(id: string, accessToken: string): Promise<RegistrationResponse> {
  return fetchJson<RegistrationResponse>(path(id), { headers: { [ACCESS_TOKEN_HEADER]: accessToken } });
}
