import { type NewsletterSubscriptionRequest, type NewsletterSubscriptionResponse } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** POST /api/newsletter: stores the address (a known address is accepted quietly). */
export function subscribeToNewsletter(email: string): Promise<NewsletterSubscriptionResponse> {
  const body: NewsletterSubscriptionRequest = { email };
  return postJson<NewsletterSubscriptionResponse>('/api/newsletter', body);
}
