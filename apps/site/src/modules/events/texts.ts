/** Texts of the events screens (docs/product.md §2) that are not shared with other apps. */
export const EVENT_TEXTS = {
  upcomingEventsTitle: 'Upcoming Events',
  upcomingEventsLead:
    'Retreats, workshops, satsangs and seva days across India. Register online, free or paid.',
  loadingEvents: 'Loading events...',
  loadingEvent: 'Loading event...',
  noUpcomingEvents: 'No upcoming events at the moment.',
  freeEntry: 'Free Entry',
  /** The price of a paid event with ticket types: its cheapest type's (`₹` amount already formatted). */
  priceFrom: (amount: string) => `From ${amount}`,
  viewDetails: 'View Details',
  backToEvents: 'Back to Events',
  registerNow: 'Register Now',
  /** A sold-out event's page: what the waiting list is, and its button. */
  soldOutNote: 'Every ticket is taken. Join the waiting list and we will e-mail you if seats free up.',
  joinWaitlist: 'Join the waiting list',
  /** Shown on an ended event's page instead of the Register button. */
  eventEnded: 'This event has ended',
  aboutThisEvent: 'About This Event',
  whatToExpect: 'What to Expect',
  benefits: 'Benefits',
  whatsIncluded: "What's Included",
  whatsNotIncluded: "What's Not Included",
  dailySchedule: 'Daily Schedule',
  gallery: 'Gallery',
  faq: 'Frequently Asked Questions',
  cancellationPolicy: 'Cancellation Policy',
  loadingOnlineEvents: 'Loading online events...',
  noOnlineEvents: 'No online events available at the moment.',
} as const;
