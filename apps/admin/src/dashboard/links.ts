import type { DonationType, PaymentStatus, RecurringGiftStatus, WaitlistStatus } from '@foundation/shared';

/**
 * A react-admin list path with its filter in the URL, as the list itself writes it; every filter given is
 * also displayed, so that staff see (and can clear) what narrows the list.
 */
export function listLink(resource: string, filter: Record<string, unknown>): string {
  const displayed = Object.fromEntries(Object.keys(filter).map((name) => [name, true]));
  return `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&displayedFilters=${encodeURIComponent(JSON.stringify(displayed))}`;
}

/** Registrations of an event and status (the seats sold or held). */
export const eventRegistrationsLink = (eventId: string, paymentStatus: PaymentStatus) =>
  listLink('registrations', { eventId, paymentStatus });

/** Completed registrations made between two India days (inclusive). */
export const registrationsBetweenLink = (createdFrom: string, createdTo: string) =>
  listLink('registrations', { paymentStatus: 'completed', createdFrom, createdTo });

/** Completed donations made between two India days, optionally of one type. */
export const donationsBetweenLink = (createdFrom: string, createdTo: string, donationType?: DonationType) =>
  listLink('donations', {
    paymentStatus: 'completed',
    createdFrom,
    createdTo,
    ...(donationType ? { donationType } : {}),
  });

/** Recurring gifts in one status (the list filters one status at a time). */
export const recurringGiftsLink = (status: RecurringGiftStatus) => listLink('recurring-gifts', { status });

/** An event's waiting list in one status (the list filters one status at a time). */
export const eventWaitlistLink = (eventId: string, status: WaitlistStatus) =>
  listLink('waitlist-entries', { eventId, status });

/** An event's registrations with admissions checked in at the door. */
export const eventCheckedInLink = (eventId: string) =>
  listLink('registrations', { eventId, checkedIn: true });
