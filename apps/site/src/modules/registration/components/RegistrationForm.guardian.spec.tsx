/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { activateWholeCatalogue } from '../../../i18n/wholeCatalogue';
import { theme } from '../../../theme';
import { useTicketSelection } from '../hooks/useTicketSelection';
import { type AttendeeValues, EMPTY_ATTENDEE, RegistrationForm } from './RegistrationForm';

function Form({ forChildren, onChange }: { forChildren: boolean; onChange?: (v: AttendeeValues) => void }) {
  const tickets = useTicketSelection([]);
  const [attendee, setAttendee] = useState(EMPTY_ATTENDEE);
  return (
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <RegistrationForm
          isPaid={false}
          forChildren={forChildren}
          eventPrice={0}
          ticketTypes={[]}
          attendee={attendee}
          onAttendeeChange={(values) => {
            setAttendee(values);
            onChange?.(values);
          }}
          tickets={tickets}
          submitting={false}
          fieldErrors={forChildren ? { guardianConsent: 'Consent needed' } : {}}
          onSubmit={jest.fn()}
        />
      </ThemeProvider>
    </MemoryRouter>
  );
}

// An event for children asks for a parent's or guardian's name and an unticked consent (docs/privacy.md
// "Children"); other events do not.
describe('the registration form of an event for children', () => {
  afterEach(() => activateWholeCatalogue('en'));

  it('asks for the guardian, with the consent unticked until they tick it', () => {
    activateWholeCatalogue('en');
    const changes: AttendeeValues[] = [];
    render(<Form forChildren onChange={(values) => changes.push(values)} />);
    expect(screen.getByText(/This event is for children/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Parent's or guardian's name"), {
      target: { value: 'Sunita Rao' },
    });
    const consent = screen.getByRole('checkbox', { name: /I am the child's parent or lawful guardian/ });
    expect((consent as HTMLInputElement).checked).toBe(false);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Consent needed')).toBeTruthy();
    fireEvent.click(consent);
    expect(changes.at(-1)).toMatchObject({ guardianName: 'Sunita Rao', guardianConsent: true });
  });

  it('asks in Hindi on a Hindi page', () => {
    activateWholeCatalogue('hi');
    render(<Form forChildren />);
    expect(screen.getByLabelText('माता-पिता या अभिभावक का नाम')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /कानूनी अभिभावक/ })).toBeTruthy();
  });

  it('asks nothing of the kind for other events', () => {
    activateWholeCatalogue('en');
    render(<Form forChildren={false} />);
    expect(screen.queryByLabelText("Parent's or guardian's name")).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
