/** Texts of the events screens (SPEC section 2) that are not shared with other apps. */
export const EVENT_TEXTS = {
  upcomingEventsTitle: 'Upcoming Events',
  loadingEvents: 'Loading events...',
  noUpcomingEvents: 'No upcoming events at the moment.',
  freeEntry: 'Free Entry',
} as const;
