import { type GivingSettings } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';

/** GET /api/giving: amount bounds, the approval threshold of recurring debits, the foundation's 80G details. */
export function fetchGivingSettings(): Promise<GivingSettings> {
  return fetchJson<GivingSettings>('/api/giving');
}
