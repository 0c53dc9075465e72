/** @jest-environment jsdom */
import { act, renderHook, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { MESSAGES, type CreateRegistrationRequest } from '@foundation/shared';
import { ToastProvider } from '../../../components/Toasts';
import { ApiError } from '../../../lib/api';
import { theme } from '../../../theme';
import { createRegistration } from '../api/registrations.api';
import { useRegistrationFlow } from './useRegistrationFlow';

jest.mock('../api/registrations.api', () => ({
  createRegistration: jest.fn(),
  confirmRegistrationPayment: jest.fn(),
  cancelRegistration: jest.fn(),
}));
const create = createRegistration as jest.MockedFunction<typeof createRegistration>;

const REQUEST: CreateRegistrationRequest = {
  eventSlug: 'yoga-retreat',
  ticketTypeId: '00000000-0000-4000-8000-000000000001',
  numberOfTickets: 2,
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+919800000000',
  address: 'Pune',
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <ToastProvider>{children}</ToastProvider>
  </ThemeProvider>
);

async function submitWith(error: Error) {
  create.mockRejectedValue(error);
  const { result } = renderHook(() => useRegistrationFlow(), { wrapper });
  act(() => result.current.open());
  await act(() => result.current.submit(REQUEST));
  return result.current.phase;
}

describe('useRegistrationFlow when the API refuses the registration', () => {
  afterEach(() => create.mockReset());

  it('keeps the visitor on the form with the API’s message when too many registrations came from this network (429)', async () => {
    const message = 'Too many registrations from your network. Please try again in 7 minutes.';
    const phase = await submitWith(new ApiError(429, message, undefined, true));
    expect(phase).toEqual({ kind: 'form', submitting: false, fieldErrors: undefined });
    expect(screen.getByText(message)).toBeTruthy();
  });

  it('fails the booking with the documented message on a server error', async () => {
    const phase = await submitWith(new ApiError(500, 'Something went wrong on our side.', undefined, true));
    expect(phase).toEqual({ kind: 'failed', message: MESSAGES.registrationFailed });
    expect(screen.getByText(MESSAGES.registrationFailed)).toBeTruthy();
  });
});
