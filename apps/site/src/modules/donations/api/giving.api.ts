import { type GivingSettings } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

/** The API path of the giving settings (also the site server's frame data, src/routes.json). */
export const GIVING_PATH = '/api/giving';

/** GET /api/giving: amount bounds, the approval threshold of recurring debits, the foundation's 80G details. */
export function fetchGivingSettings(): Promise<GivingSettings> {
  return fetchJson<GivingSettings>(GIVING_PATH);
}
