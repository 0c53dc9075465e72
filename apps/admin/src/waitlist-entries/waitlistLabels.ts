import { WAITLIST_STATUSES, type WaitlistStatus } from '@foundation/shared';

/** The statuses as choices; the names are catalogue keys with libs/shared's WAITLIST_STATUS_LABELS in English. */
export const WAITLIST_STATUS_CHOICES = WAITLIST_STATUSES.map((id) => ({
  id,
  name: `admin.waitlistStatus.${id}`,
}));

/** The badge colour of a status: offered needs the person's action; booked is done; the rest are over. */
export function waitlistStatusColor(status: WaitlistStatus): 'default' | 'info' | 'warning' | 'success' {
  if (status === 'waiting') return 'info';
  if (status === 'offered') return 'warning';
  if (status === 'booked') return 'success';
  return 'default';
}

/** The list of one event's waiting list (the event page links here). */
export function waitlistOfEventPath(eventId: string): string {
  const filter = encodeURIComponent(JSON.stringify({ eventId }));
  return `/waitlist-entries?filter=${filter}`;
}
