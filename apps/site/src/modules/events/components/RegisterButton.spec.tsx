/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../theme';
import { RegisterButton } from './RegisterButton';

function renderButton(
  startDate: string,
  registrationOpen = true,
  onRegister = jest.fn(),
  { endDate = startDate, ended = false }: { endDate?: string; ended?: boolean } = {},
) {
  render(
    <ThemeProvider theme={theme}>
      <RegisterButton
        startDate={startDate}
        endDate={endDate}
        registrationOpen={registrationOpen}
        ended={ended}
        onRegister={onRegister}
      />
    </ThemeProvider>,
  );
  return onRegister;
}

describe('RegisterButton (registration window display)', () => {
  afterEach(() => jest.useRealTimers());

  it("offers 'Register Now' before 09:00 IST on the start date", () => {
    jest.useFakeTimers({ now: new Date('2030-03-10T03:29:00Z') }); // 08:59 IST
    const onRegister = renderButton('2030-03-10');
    fireEvent.click(screen.getByRole('button', { name: 'Register Now' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
  });

  it("shows the disabled 'Registration Closed' from 09:00 IST on the start date", () => {
    jest.useFakeTimers({ now: new Date('2030-03-10T03:30:00Z') }); // 09:00 IST
    renderButton('2030-03-10');
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Register Now' })).toBeNull();
  });

  it('flips to closed at 09:00 IST while the page stays open', () => {
    jest.useFakeTimers({ now: new Date('2030-03-10T03:29:58Z') });
    renderButton('2030-03-10');
    expect(screen.getByRole('button', { name: 'Register Now' })).toHaveProperty('disabled', false);
    act(() => void jest.advanceTimersByTime(3000));
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
  });

  it('trusts a closed verdict of the server even when the local clock says open', () => {
    jest.useFakeTimers({ now: new Date('2030-03-01T00:00:00Z') });
    renderButton('2030-03-10', false);
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
  });

  it('is closed for an event without a readable start date', () => {
    renderButton('not-a-date');
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
  });

  it("says 'This event has ended' instead of any button when the server says it is over", () => {
    jest.useFakeTimers({ now: new Date('2030-03-20T06:00:00Z') });
    renderButton('2030-03-10', false, jest.fn(), { endDate: '2030-03-12', ended: true });
    expect(screen.getByText('This event has ended')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says it has ended once its last day is over in India, even on data fetched the day before', () => {
    // 18:30 UTC on the 12th is midnight in India: the event that ended on the 12th is over
    jest.useFakeTimers({ now: new Date('2030-03-12T18:30:00Z') });
    renderButton('2030-03-10', false, jest.fn(), { endDate: '2030-03-12', ended: false });
    expect(screen.getByText('This event has ended')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the closed button (not the ended text) during the last day of a running event', () => {
    jest.useFakeTimers({ now: new Date('2030-03-12T18:29:00Z') }); // 23:59 IST on the last day
    renderButton('2030-03-10', false, jest.fn(), { endDate: '2030-03-12' });
    expect(screen.getByRole('button', { name: 'Registration Closed' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('This event has ended')).toBeNull();
  });
});
