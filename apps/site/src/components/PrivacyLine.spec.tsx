/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { type ReactNode } from 'react';
import { type EventDetail, type Locale, type PublicTicketType } from '@foundation/shared';
import { activateWholeCatalogue, WHOLE_CATALOGUES } from '../i18n/wholeCatalogue';
import { ContactForm } from '../modules/contact/components/ContactForm';
import { DonationForm } from '../modules/donations/components/DonationForm';
import { NewsletterForm } from '../modules/newsletter/components/NewsletterForm';
import { EMPTY_ATTENDEE, RegistrationForm } from '../modules/registration/components/RegistrationForm';
import { WaitlistDialog } from '../modules/registration/components/WaitlistDialog';
import { useTicketSelection } from '../modules/registration/hooks/useTicketSelection';
import { VolunteerApplicationForm } from '../modules/volunteer/components/VolunteerApplicationForm';
import { renderInSite } from '../testing/render';

// The donation form reads its settings from the API; the line must be there before they arrive.
jest.mock('../modules/donations/api/giving.api', () => ({
  fetchGivingSettings: () => new Promise(() => undefined),
}));

const TYPES = [
  { id: 'full', name: 'Dormitory', nameHi: 'शयनशाला', price: 0, seatsLeft: 0, soldOut: true },
  { id: 'room', name: 'Shared room', nameHi: 'साझा कमरा', price: 0, seatsLeft: 3, soldOut: false },
] as unknown as PublicTicketType[];
const EVENT = { id: 'e1', title: 'Camp', ticketTypes: TYPES } as unknown as EventDetail;

function Registration() {
  const tickets = useTicketSelection(TYPES);
  return (
    <RegistrationForm
      isPaid={false}
      eventPrice={0}
      ticketTypes={TYPES}
      attendee={EMPTY_ATTENDEE}
      onAttendeeChange={jest.fn()}
      tickets={tickets}
      submitting={false}
      onSubmit={jest.fn()}
      onJoinWaitlist={jest.fn()}
    />
  );
}

const FORMS: [string, string, () => ReactNode][] = [
  ['registration', 'booking', () => <Registration />],
  [
    'waiting list',
    'waitlist',
    () => <WaitlistDialog event={EVENT} initialTypeId="full" onClose={jest.fn()} />,
  ],
  ['donation', 'donation', () => <DonationForm />],
  [
    'volunteering',
    'volunteer',
    () => (
      <VolunteerApplicationForm
        roles={[{ id: 'r1', title: 'Kitchen' } as never]}
        initialRoleId="r1"
        onSent={jest.fn()}
        onCancel={jest.fn()}
      />
    ),
  ],
  ['contact', 'contact', () => <ContactForm />],
  ['newsletter', 'newsletter', () => <NewsletterForm />],
];

const PAGES: Record<Locale, { path: string; privacy: string }> = {
  en: { path: '/contribute', privacy: '/privacy' },
  hi: { path: '/hi/contribute', privacy: '/hi/privacy' },
};

describe.each(Object.keys(PAGES) as Locale[])('the privacy line on a %s page', (locale) => {
  beforeEach(() => {
    activateWholeCatalogue(locale);
    window.history.pushState({}, '', PAGES[locale].path);
  });
  afterEach(() => {
    activateWholeCatalogue('en');
    window.history.pushState({}, '', '/');
  });

  it.each(FORMS)(
    'the %s form says what the details are for and links the notice',
    async (_, purpose, form) => {
      await act(async () => {
        renderInSite(form(), { toasts: true });
      });
      const catalogue = WHOLE_CATALOGUES[locale];
      const line = document.querySelector(`[data-privacy-line="${purpose}"]`) as HTMLElement;
      expect(line).not.toBeNull();
      expect(line.textContent).toContain(String(catalogue[`privacyLine.${purpose}`]));
      const link = within(line).getByRole('link', {
        name: new RegExp(`^${String(catalogue['privacyLine.link'])}`),
      });
      expect(link.getAttribute('href')).toBe(PAGES[locale].privacy);
      expect(
        screen.getAllByRole('link').filter((a) => a.getAttribute('href') === PAGES[locale].privacy),
      ).toHaveLength(1);
    },
  );
});
