/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../../../lib/api';
import { theme } from '../../../theme';
import { sendContactMessage } from '../api/contact.api';
import { CONTACT_TEXTS } from '../texts';
import { ContactForm } from './ContactForm';

jest.mock('../api/contact.api', () => ({ sendContactMessage: jest.fn() }));
const send = sendContactMessage as jest.MockedFunction<typeof sendContactMessage>;

function fillAndSend() {
  render(
    <ThemeProvider theme={theme}>
      <ContactForm />
    </ThemeProvider>,
  );
  fireEvent.change(screen.getByLabelText(CONTACT_TEXTS.fullName), { target: { value: 'Asha Verma' } });
  fireEvent.change(screen.getByLabelText(CONTACT_TEXTS.whatsappNumber), {
    target: { value: '+91 98765 43210' },
  });
  fireEvent.change(screen.getByLabelText(CONTACT_TEXTS.message), { target: { value: 'Please call me.' } });
  fireEvent.click(screen.getByRole('button', { name: CONTACT_TEXTS.send }));
}

describe('ContactForm', () => {
  beforeAll(() => {
    window.requestAnimationFrame = (callback) => window.setTimeout(() => callback(0), 0);
  });
  afterEach(() => send.mockReset());

  it('shows the API’s message when too many messages came from this network (429)', async () => {
    const message = 'Too many messages from your network. Please try again in 42 minutes.';
    send.mockRejectedValue(new ApiError(429, message, undefined, true));
    fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', message);
  });

  it('shows its own failure text for other failures', async () => {
    send.mockRejectedValue(new ApiError(503, 'The service is temporarily unavailable.', undefined, true));
    fillAndSend();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', CONTACT_TEXTS.failed);
  });

  it('thanks the sender by name', async () => {
    send.mockResolvedValue({ id: '1', receivedAt: '2030-01-01T00:00:00.000Z' });
    fillAndSend();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      CONTACT_TEXTS.thanks('Asha Verma'),
    );
  });
});
