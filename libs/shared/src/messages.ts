import { DATE_NOT_AVAILABLE } from './long-date.js';
import { ADDRESS_REQUIRED_WITH_PAN, PAN_INVALID } from './pan-messages.js';

/** Texts of docs/product.md §2 and §5 and §8 that more than one app shows. Its tables marked "Text (exact)" list them. */
export const MESSAGES = {
  // Admin event save (docs/product.md §5)
  eventTitleRequired: 'Event title is required',
  urlSlugRequired: 'URL slug is required',
  datesRequired: 'Start and end dates are required',
  endBeforeStart: 'End date cannot be before start date',
  invalidDateRangeTitle: 'Invalid Date Range',
  locationRequired: 'Location is required',
  descriptionRequired: 'Description is required',
  urlSlugInUse: 'URL slug is already in use',
  paidEventNeedsTicketType: 'Paid events must have at least one ticket type',
  invalidTicketTypes: 'All ticket types must have a valid name and non-negative price',
  eventImageRequired: 'Event image is required',
  slugHint: 'Use lowercase letters, numbers and hyphens.',
  // Image upload (docs/product.md §5)
  imageTooLarge: 'Image size must be less than 5MB',
  imageWrongType: 'Only JPEG and PNG images are allowed',
  // Registration (docs/product.md §2 and §8)
  registrationClosed: 'Registration Closed',
  soldOut: 'Sold Out',
  registrationFailed: 'Failed to process registration',
  paymentCancelled: 'Payment cancelled by user',
  // Public reads (docs/product.md §8)
  dateNotAvailable: DATE_NOT_AVAILABLE,
  fetchProgramsFailed: 'Failed to fetch community programs',
  fetchProgramFailed: 'Failed to fetch program details',
  fetchEventsFailed: 'Failed to fetch events',
  fetchOnlineEventsFailed: 'Failed to fetch online events. Please try again later.',
  fetchEventFailed: 'Failed to fetch event details. Please try again or contact support.',
  eventNotFound: 'Event not found',
  programNotFound: 'Program Not Found',
  pageNotFound: 'Oops! Page not found',
  // Order creation (docs/product.md §8)
  createOrderFailed: 'Failed to create order',
  createOrderServerError: 'Server error: Failed to create order',
  invalidOrderResponse: 'Invalid order response from server',
  unparsableOrderResponse: 'Failed to parse response from server',
  // Login (docs/product.md §8)
  loginFailed: 'Failed to log in',
  logoutFailed: 'Failed to log out',
  // A donor's details for an 80G receipt, and the financial year of receipts and Form 10BD
  panInvalid: PAN_INVALID,
  addressRequiredWithPan: ADDRESS_REQUIRED_WITH_PAN,
  financialYearInvalid: 'Financial year must look like 2026-27',
} as const;

/** 'Only {n} tickets available for this type.' */
export function ticketsAvailableMessage(available: number): string {
  return `Only ${available} tickets available for this type.`;
}

/** '{n} left', shown beside a ticket type that has a quantity. */
export function seatsLeftLabel(seatsLeft: number): string {
  return `${seatsLeft} left`;
}

/** What a visitor did too often from one network: the public writes the API limits per client address. */
export type RateLimitedAction =
  | 'registration'
  | 'donationOrder'
  | 'contact'
  | 'newsletter'
  | 'newsletterUnsubscribe'
  | 'myGiving'
  | 'bookingResend'
  | 'volunteerApplication'
  | 'bookingCancel'
  | 'checkInScans'
  | 'checkInWalkIns'
  | 'waitlistJoin'
  | 'eventMessage'
  | 'staffInvite'
  | 'personalData';

/** The first sentence of each action's 429 (the API's catalogue gives each its Hindi). */
export const TOO_MANY_REQUESTS: Record<RateLimitedAction, string> = {
  registration: 'Too many registrations from your network.',
  donationOrder: 'Too many donation attempts from your network.',
  contact: 'Too many messages from your network.',
  newsletter: 'Too many newsletter sign-ups from your network.',
  newsletterUnsubscribe: 'Too many unsubscribe requests from your network.',
  myGiving: 'Too many changes to your giving from your network.',
  bookingResend: 'Too many requests to resend booking e-mails from your network.',
  volunteerApplication: 'Too many volunteer applications from your network.',
  bookingCancel: 'Too many booking cancellations from your network.',
  checkInScans: 'Too many check-in syncs from this link or account.',
  checkInWalkIns: 'Too many walk-ins from this link or account.',
  waitlistJoin: 'Too many waiting-list requests from your network.',
  eventMessage: 'Too many messages to attendees from your account.',
  staffInvite: 'Too many attempts to use an invitation from your network.',
  personalData: 'Too many changes to personal data from your network.',
};

/** '7 minutes', '1 minute', '3 hours': how long until a limit's window ends, rounded up. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 90) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

/** The message of the API's `429` for a public write, e.g. 'Too many messages from your network. Please try again in 42 minutes.' */
export function tooManyRequestsMessage(action: RateLimitedAction, retryAfterSeconds: number): string {
  return `${TOO_MANY_REQUESTS[action]} Please try again in ${waitText(retryAfterSeconds)}.`;
}
