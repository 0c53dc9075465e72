/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { type EventDetail, type PublicTicketType } from '@foundation/shared';
import { activateWholeCatalogue } from '../../../i18n/wholeCatalogue';
import BookingFailurePage from '../../../pages/BookingFailurePage';
import { theme } from '../../../theme';
import { RegisterButton } from '../../events/components/RegisterButton';
import { useTicketSelection } from '../hooks/useTicketSelection';
import { EMPTY_ATTENDEE, RegistrationForm } from './RegistrationForm';
import { WaitlistDialog } from './WaitlistDialog';

const TYPES = [
  { id: 'full', name: 'Dormitory', nameHi: 'शयनशाला', price: 1200, seatsLeft: 0, soldOut: true },
  { id: 'room', name: 'Shared room', nameHi: 'साझा कमरा', price: 125000, seatsLeft: 3, soldOut: false },
] as unknown as PublicTicketType[];

function Form() {
  const tickets = useTicketSelection(TYPES);
  return (
    <RegistrationForm
      isPaid
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

const inTheme = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>{node}</ThemeProvider>
    </MemoryRouter>,
  );

describe('registering on a Hindi page', () => {
  beforeEach(() => activateWholeCatalogue('hi'));
  afterEach(() => activateWholeCatalogue('en'));

  it('labels the form, its ticket types, badges, clamp message and total in Hindi with Indian rupees', () => {
    inTheme(<Form />);
    expect(screen.getByLabelText('नाम')).toBeTruthy();
    expect(screen.getByLabelText('टिकटों की संख्या')).toBeTruthy();
    expect(screen.getByText('शयनशाला')).toBeTruthy();
    expect(screen.getByText('साझा कमरा')).toBeTruthy();
    expect(screen.getByText('सभी टिकट बिक चुके')).toBeTruthy();
    expect(screen.getByText('3 शेष')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शयनशाला की प्रतीक्षा सूची में नाम जोड़ें' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('टिकटों की संख्या'), { target: { value: '7' } });
    expect(screen.getByText('इस प्रकार के केवल 3 टिकट उपलब्ध हैं।')).toBeTruthy();
    expect(screen.getByText('₹3,75,000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' })).toBeTruthy();
  });

  it('shows Registration Closed and the waiting-list form in Hindi', () => {
    inTheme(
      <RegisterButton
        startDate="2000-01-10"
        endDate="2099-01-12"
        registrationOpen={false}
        ended={false}
        onRegister={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'पंजीकरण बंद है' })).toBeTruthy();
    const event = { title: 'Retreat', titleHi: 'शिविर', urlSlug: 'retreat', ticketTypes: TYPES };
    inTheme(
      <WaitlistDialog event={event as unknown as EventDetail} initialTypeId={null} onClose={jest.fn()} />,
    );
    expect(screen.getByRole('dialog', { name: 'प्रतीक्षा सूची में नाम जोड़ें' })).toBeTruthy();
    expect(screen.getByText('शिविर')).toBeTruthy();
    expect(screen.getByLabelText('कितने टिकट चाहिए')).toBeTruthy();
  });

  it('words the booking result pages in Hindi', () => {
    inTheme(<BookingFailurePage />);
    expect(screen.getByRole('heading', { name: 'बुकिंग पूरी नहीं हुई' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मुखपृष्ठ पर लौटें' })).toBeTruthy();
  });
});
