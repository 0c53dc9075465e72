import useSWR from 'swr';
import { type VolunteerRole } from '@foundation/shared';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchVolunteerRoles } from '../api/volunteer.api';

/** The active volunteering roles of the Yogamitra page. */
export function useVolunteerRoles() {
  const { data, error } = useSWR<VolunteerRole[], Error>('volunteer-roles', fetchVolunteerRoles, {
    ...SWR_OPTIONS,
    fallbackData: preloadedData<VolunteerRole[]>('/api/volunteer-roles'),
  });
  return { roles: data, error };
}
