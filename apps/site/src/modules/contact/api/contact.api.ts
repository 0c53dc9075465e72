import { type ContactMessageRequest, type ContactMessageResponse } from '@foundation/shared';
import { postJson } from '../../../lib/api';

/** POST /api/contact: the message is stored for the foundation's staff. */
export function sendContactMessage(message: ContactMessageRequest): Promise<ContactMessageResponse> {
  return postJson<ContactMessageResponse>('/api/contact', message);
}
