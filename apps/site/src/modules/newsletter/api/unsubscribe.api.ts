import { type NewsletterUnsubscribeResponse } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** POST /api/newsletter/unsubscribe/{token}: ends the subscription (again: the same answer; wrong: 404). */
export function unsubscribeFromNewsletter(token: string): Promise<NewsletterUnsubscribeResponse> {
  return postJson<NewsletterUnsubscribeResponse>(
    `/api/newsletter/unsubscribe/${encodeURIComponent(token)}`,
    {},
  );
}
