import useSWR from 'swr';
import { type PublicDonationProject } from '@foundation/shared';
import { fetchJson } from '../../../lib/api';
import { preloadedData } from '../../../lib/preloaded';
import { SWR_OPTIONS } from '../../../lib/swr';

const PATH = '/api/donation-projects';

async function fetchDonationProjects(): Promise<PublicDonationProject[]> {
  const projects = await fetchJson<unknown>(PATH);
  if (!Array.isArray(projects)) throw new Error('Expected a list of donation projects');
  return projects as PublicDonationProject[];
}

/** The Contribute page's active projects, with what each has raised (computed by the API). */
export function useDonationProjects() {
  const { data, error, mutate } = useSWR<PublicDonationProject[], Error>(
    'donation-projects',
    fetchDonationProjects,
    {
      ...SWR_OPTIONS,
      fallbackData: preloadedData<PublicDonationProject[]>(PATH),
    },
  );
  return { projects: data, error, refresh: mutate };
}
