/** Texts of the Sessions page (docs/product.md, Sessions); the sessions come from GET /api/sessions. */
export const SESSIONS = {
  title: 'Sessions',
  lead: 'Join live sessions of meditation, chanting, healing and yoga, or revisit past ones.',
  tabs: ['Ongoing Sessions', 'Archived Sessions', 'Session Calendar'] as const,
  joinSession: 'Join Session',
  joining: 'Opening...',
  viewArchive: 'View Archive',
  participants: (n: number) => `${n.toLocaleString('en-IN')} participants`,
  loading: 'Loading sessions...',
  failed: 'Failed to fetch sessions. Please try again later.',
  joinFailed: 'Could not open the session. Please try again.',
  noOngoing: 'No ongoing sessions at the moment.',
  noArchived: 'No archived sessions yet.',
  noSessionsThatDay: 'No sessions',
} as const;
