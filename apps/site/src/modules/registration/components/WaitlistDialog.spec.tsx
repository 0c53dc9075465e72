/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { WAITLIST_MESSAGES, type EventDetail, type PublicTicketType } from '@foundation/shared';
import { ApiError } from '../../../lib/api';
import { theme } from '../../../theme';
import { RegisterButton } from '../../events/components/RegisterButton';
import { joinWaitlist } from '../api/waitlist.api';
import { soldOutTypes } from '../hooks/useTicketSelection';
import { WAITLIST_TEXTS } from '../waitlistTexts';
import { WaitlistDialog } from './WaitlistDialog';

jest.mock('../api/waitlist.api', () => ({ joinWaitlist: jest.fn() }));
const join = joinWaitlist as jest.MockedFunction<typeof joinWaitlist>;

const type = (id: string, seatsLeft: number | null, soldOut = false): PublicTicketType =>
  ({
    id,
    name: `Type ${id}`,
    price: 1200,
    description: null,
    availableQuantity: 5,
    seatsLeft,
    soldOut,
  }) as PublicTicketType;
const EVENT = {
  title: 'Retreat',
  urlSlug: 'retreat',
  ticketTypes: [type('a', 0), type('b', 3), type('c', null, true)],
} as unknown as EventDetail;

const inTheme = (node: React.ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('the waiting list on the site', () => {
  beforeEach(() => join.mockReset());

  it('counts as sold out the types with no seats left or marked sold out', () => {
    expect(soldOutTypes(EVENT.ticketTypes).map((t) => t.id)).toEqual(['a', 'c']);
  });

  it("shows 'Sold Out' and 'Join the waiting list' instead of 'Register Now' for a sold-out event", () => {
    const onJoin = jest.fn();
    inTheme(
      <RegisterButton
        startDate="2099-01-10"
        endDate="2099-01-12"
        registrationOpen
        ended={false}
        onRegister={jest.fn()}
        soldOut
        onJoinWaitlist={onJoin}
      />,
    );
    expect(screen.getByText('Sold Out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register Now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(onJoin).toHaveBeenCalledTimes(1);
  });

  it('keeps Registration Closed (no waiting list) once the window has passed', () => {
    inTheme(
      <RegisterButton
        startDate="2000-01-10"
        endDate="2099-01-12"
        registrationOpen={false}
        ended={false}
        onRegister={jest.fn()}
        soldOut
        onJoinWaitlist={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).toBeNull();
  });

  function fill(dialog: HTMLElement) {
    const field = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field(WAITLIST_TEXTS.name, ' Asha Verma ');
    field(WAITLIST_TEXTS.email, 'asha@example.org');
    field(WAITLIST_TEXTS.phone, '+91 98765 43210');
    field(WAITLIST_TEXTS.ticketsWanted, '2');
  }

  it('sends the form for the chosen sold-out type and says the place in line', async () => {
    join.mockResolvedValue({ id: 'e1', position: 3, joinedAt: '2030-01-01T00:00:00.000Z' });
    inTheme(<WaitlistDialog event={EVENT} initialTypeId="c" onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: WAITLIST_TEXTS.title });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['a', 'c']);
    expect(within(dialog).getByRole('radio', { name: /Type c/ })).toHaveProperty('checked', true);
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect(await screen.findByText(/You are number 3 in line/)).toBeTruthy();
    expect(join).toHaveBeenCalledWith('retreat', {
      ticketTypeId: 'c',
      numberOfTickets: 2,
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
    });
  });

  it("shows the API's messages: per field (400) and for the whole request (409)", async () => {
    join.mockRejectedValueOnce(
      new ApiError(400, 'phone is wrong', { phone: 'phone must be a valid phone number' }, true),
    );
    join.mockRejectedValueOnce(new ApiError(409, WAITLIST_MESSAGES.seatsAvailable, undefined, true));
    inTheme(<WaitlistDialog event={EVENT} initialTypeId={null} onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: WAITLIST_TEXTS.title });
    fill(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect(await within(dialog).findByText('phone must be a valid phone number')).toBeTruthy();
    expect(within(dialog).getByLabelText(WAITLIST_TEXTS.phone).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: WAITLIST_TEXTS.submit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(WAITLIST_MESSAGES.seatsAvailable);
    expect(join.mock.calls[0][1].ticketTypeId).toBe('a');
  });
});
