import { type ContactMessageRequest, type ContactMessageResponse } from '@foundation/shared';
import { withPageLocale } from '../../../i18n/pageLocale';
import { postJson } from '../../../lib/api';

/** POST /api/contact: the message is stored for the foundation's staff, in the page's language. */
export function sendContactMessage(message: ContactMessageRequest): Promise<ContactMessageResponse> {
  return postJson<ContactMessageResponse>('/api/contact', withPageLocale(message));
}
