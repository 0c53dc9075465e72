import { type NewsletterSubscriptionRequest, type NewsletterSubscriptionResponse } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** POST /api/newsletter: stores the address (a known address is accepted quietly). */
export function subscribeToNewsletter(
  email: string,
  consent: boolean,
): Promise<NewsletterSubscriptionResponse> {
  const body: NewsletterSubscriptionRequest = { email, consent };
  return postJson<NewsletterSubscriptionResponse>('/api/newsletter', body);
}
