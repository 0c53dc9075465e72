import {
  type AbandonRecurringGiftRequest,
  ACCESS_TOKEN_HEADER,
  type CancelDonationRequest,
  type CreateDonationOrderRequest,
  MESSAGES,
  type OneTimeDonationOrderResponse,
  type PaymentConfirmationRequest,
  type RecurringDonationOrderResponse,
  type RecurringGiftResponse,
  type SubscriptionAuthorisationRequest,
} from '@foundation/shared';
import { pageLocale, withPageLocale } from '../../../i18n/pageLocale';
import { apiUrl, postJson } from '../../../lib/api';

/** An order creation failure, with docs/product.md §8's message. */
export class DonationOrderError extends Error {
  constructor(
    message: string,
    /** The API's error code when it gave one (`renewal_invalid`, `foreign_contribution_refused`...). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DonationOrderError';
  }
}

/**
 * The answer of `POST /api/create-order`: a one-time gift's order (`kind: 'order'`, also when an older API
 * leaves `kind` out) or a monthly or yearly gift's subscription (`kind: 'subscription'`).
 */
export type DonationOrder = OneTimeDonationOrderResponse | RecurringDonationOrderResponse;

/**
 * POST /api/create-order (docs/product.md §7): answers `{id, ...}` or `{error}`. Failures map to docs/product.md §8:
 * unreachable -> 'Failed to create order', non-2xx -> 'Server error: Failed to create order' (but a 429 says
 * the API's own message: too many attempts, try again in N minutes, and a 400 its `{error}`, which names
 * the field to fix: a malformed PAN, an address missing with a PAN), not JSON ->
 * 'Failed to parse response from server', `{error}` -> 'Failed to create order', no id -> 'Invalid order
 * response from server' (as does a subscription answer without its subscription id).
 */
export async function createDonationOrder(request: CreateDonationOrderRequest): Promise<DonationOrder> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/create-order'), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'Accept-Language': pageLocale(),
      },
      // The page's language: the gift's e-mails and receipts (a recurring gift's, for years) speak it.
      body: JSON.stringify(withPageLocale(request)),
    });
  } catch {
    throw new DonationOrderError(MESSAGES.createOrderFailed);
  }
  // The API's own words: a field to fix (400), a stale link (409), a gift the law refuses (422), a wait (429).
  if ([400, 409, 422, 429].includes(response.status)) {
    const refusal = await refusalOf(response);
    throw new DonationOrderError(refusal.message, refusal.code);
  }
  if (!response.ok) throw new DonationOrderError(MESSAGES.createOrderServerError);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new DonationOrderError(MESSAGES.unparsableOrderResponse);
  }
  if (typeof body !== 'object' || body === null) throw new DonationOrderError(MESSAGES.invalidOrderResponse);
  if ('error' in body && body.error) throw new DonationOrderError(MESSAGES.createOrderFailed);
  if (!('id' in body) || typeof body.id !== 'string' || !body.id) {
    throw new DonationOrderError(MESSAGES.invalidOrderResponse);
  }
  if ('kind' in body && body.kind === 'subscription') {
    if (!('subscriptionId' in body) || typeof body.subscriptionId !== 'string' || !body.subscriptionId) {
      throw new DonationOrderError(MESSAGES.invalidOrderResponse);
    }
    return body as RecurringDonationOrderResponse;
  }
  return body as OneTimeDonationOrderResponse;
}

/**
 * The API's `{error}` of a 429 (too many donation attempts from this network, and how long to wait) or a
 * 400 (what to fix), else the documented message.
 */
async function refusalOf(response: Response): Promise<{ message: string; code?: string }> {
  try {
    const body = (await response.json()) as { error?: unknown; code?: unknown };
    const code = typeof body?.code === 'string' ? body.code : undefined;
    if (typeof body?.error === 'string' && body.error) return { message: body.error, code };
  } catch {
    // not JSON: the documented message
  }
  return { message: MESSAGES.createOrderServerError };
}

/** POST /api/donations/:id/payment: Checkout's signed result; the server verifies it and records the gift. */
export function confirmDonationPayment(
  donationId: string,
  accessToken: string,
  payment: PaymentConfirmationRequest,
): Promise<unknown> {
  return postJson<unknown>(`/api/donations/${encodeURIComponent(donationId)}/payment`, payment, {
    [ACCESS_TOKEN_HEADER]: accessToken,
  });
}

/** POST /api/donations/:id/cancel: the payment was dismissed or failed; the server marks the donation failed. */
export function cancelDonation(
  donationId: string,
  accessToken: string,
  reason: CancelDonationRequest['reason'],
): Promise<unknown> {
  const body: CancelDonationRequest = { reason };
  return postJson<unknown>(`/api/donations/${encodeURIComponent(donationId)}/cancel`, body, {
    [ACCESS_TOKEN_HEADER]: accessToken,
  });
}

/**
 * POST /api/recurring-gifts/:id/authorisation: Checkout's signed authorisation of a monthly or yearly gift;
 * the server verifies it, records the first charge and answers the gift (its next charge date).
 */
export function authoriseRecurringGift(
  recurringGiftId: string,
  accessToken: string,
  authorisation: SubscriptionAuthorisationRequest,
): Promise<RecurringGiftResponse> {
  return postJson<RecurringGiftResponse>(
    `/api/recurring-gifts/${encodeURIComponent(recurringGiftId)}/authorisation`,
    authorisation,
    { [ACCESS_TOKEN_HEADER]: accessToken },
  );
}

/** POST /api/recurring-gifts/:id/cancel: Checkout was dismissed or failed before authorising the gift. */
export function abandonRecurringGift(
  recurringGiftId: string,
  accessToken: string,
  reason: AbandonRecurringGiftRequest['reason'],
): Promise<RecurringGiftResponse> {
  const body: AbandonRecurringGiftRequest = { reason };
  return postJson<RecurringGiftResponse>(
    `/api/recurring-gifts/${encodeURIComponent(recurringGiftId)}/cancel`,
    body,
    { [ACCESS_TOKEN_HEADER]: accessToken },
  );
}
