import {
  type VolunteerApplicationRequest,
  type VolunteerApplicationResponse,
  type VolunteerRole,
} from '@foundation/shared';
import { withPageLocale } from '../../../i18n/pageLocale';
import { fetchJson, postJson } from '../../../lib/api';

/** The active volunteering roles, in the order staff gave them. */
export async function fetchVolunteerRoles(): Promise<VolunteerRole[]> {
  const roles = await fetchJson<unknown>('/api/volunteer-roles');
  if (!Array.isArray(roles)) throw new Error('Expected a list of volunteer roles');
  return roles as VolunteerRole[];
}

/**
 * POST /api/volunteer-applications: stored for the staff, who are e-mailed (and so is the applicant, in the
 * page's language).
 */
export function sendVolunteerApplication(
  application: VolunteerApplicationRequest,
): Promise<VolunteerApplicationResponse> {
  return postJson<VolunteerApplicationResponse>('/api/volunteer-applications', withPageLocale(application));
}
