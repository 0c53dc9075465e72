/** @jest-environment jsdom */
import { createDonationOrder } from '../modules/donations/api/donations.api';
import { sendContactMessage } from '../modules/contact/api/contact.api';
import { createRegistration } from '../modules/registration/api/registrations.api';
import { joinWaitlist } from '../modules/registration/api/waitlist.api';
import { sendVolunteerApplication } from '../modules/volunteer/api/volunteer.api';
import { pageLocale } from './pageLocale';

/*
 * Every visitor write that makes a record carries the language of the page it was made on, so the API can
 * store it and write that record's e-mails, receipts and tickets in it. The forms know nothing of it: the
 * API modules add it.
 */

const person = { name: 'Asha Verma', email: 'asha@example.org', phone: '+919800000000' };

/** Each public write, made through its API module. */
const WRITES: [string, string, () => Promise<unknown>][] = [
  [
    'a registration',
    '/api/registrations',
    () =>
      createRegistration({
        eventSlug: 'yoga-week',
        ticketTypeId: 't1',
        numberOfTickets: 1,
        address: 'Pune',
        ...person,
      }),
  ],
  [
    'a waiting-list place',
    '/api/events/yoga-week/waitlist',
    () => joinWaitlist('yoga-week', { ticketTypeId: 't1', numberOfTickets: 1, ...person }),
  ],
  [
    'a one-time gift',
    '/api/create-order',
    () => createDonationOrder({ amount: 500, citizenship: 'indian-in-india' }),
  ],
  [
    'a monthly gift',
    '/api/create-order',
    () =>
      createDonationOrder({
        amount: 500,
        donationType: 'monthly',
        name: person.name,
        email: person.email,
        citizenship: 'indian-in-india',
      }),
  ],
  [
    'a contact message',
    '/api/contact',
    () =>
      sendContactMessage({ fullName: person.name, whatsappNumber: '+91 98765 43210', message: 'Namaste' }),
  ],
  [
    'a volunteer application',
    '/api/volunteer-applications',
    () =>
      sendVolunteerApplication({
        ...person,
        city: 'Varanasi',
        roleId: 'r1',
        availability: 'Weekends',
        message: '',
      }),
  ],
];

describe('the page’s language on public writes', () => {
  const realFetch = globalThis.fetch;
  let sent: { url: string; body: Record<string, unknown> }[];
  beforeEach(() => {
    sent = [];
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      // Enough of a Response for the modules (jsdom has no fetch API of its own).
      return { ok: true, status: 201, json: async () => ({ id: 'order_1', donationId: 'd1' }) };
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    window.history.replaceState(null, '', '/');
  });

  it.each([
    ['/hi/events/yoga-week', 'hi'],
    ['/hi', 'hi'],
    ['/events/yoga-week', 'en'],
    ['/', 'en'],
    ['/hindi-classes', 'en'],
  ])('reads the language of %s as %s', (path, locale) => {
    window.history.replaceState(null, '', path);
    expect(pageLocale()).toBe(locale);
  });

  it.each([
    ['a Hindi page', '/hi/events/yoga-week', 'hi'],
    ['an English page', '/events/yoga-week', 'en'],
  ])(
    'sends each write made on %s with its language, beside the form’s own fields',
    async (_, path, locale) => {
      window.history.replaceState(null, '', path);
      for (const [label, url, write] of WRITES) {
        await write();
        const request = sent.at(-1)!;
        expect({ label, url: request.url.endsWith(url), locale: request.body.locale }).toEqual({
          label,
          url: true,
          locale,
        });
        expect(request.body.email ?? request.body.fullName ?? request.body.amount).toBeDefined();
      }
      expect(sent).toHaveLength(WRITES.length);
    },
  );
});
