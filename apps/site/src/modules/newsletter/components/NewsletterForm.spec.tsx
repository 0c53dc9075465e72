/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ApiError } from '../../../lib/api';
import { theme } from '../../../theme';
import { subscribeToNewsletter } from '../api/newsletter.api';
import { NEWSLETTER_TEXTS } from '../texts';
import { NewsletterForm } from './NewsletterForm';

const cleanupRender = cleanup;

jest.mock('../api/newsletter.api', () => ({ subscribeToNewsletter: jest.fn() }));
const subscribe = subscribeToNewsletter as jest.MockedFunction<typeof subscribeToNewsletter>;

async function subscribeAndRead(): Promise<string | null> {
  render(
    <ThemeProvider theme={theme}>
      <NewsletterForm />
    </ThemeProvider>,
  );
  fireEvent.change(screen.getByLabelText(NEWSLETTER_TEXTS.label), {
    target: { value: 'reader@example.org' },
  });
  fireEvent.click(screen.getByRole('checkbox', { name: NEWSLETTER_TEXTS.consent }));
  fireEvent.click(screen.getByRole('button', { name: NEWSLETTER_TEXTS.submit }));
  const status = screen.getByRole('status');
  await waitFor(() => expect(status.textContent).not.toBe(''));
  return status.textContent;
}

describe('NewsletterForm', () => {
  afterEach(() => subscribe.mockReset());

  it('has its own consent box, unticked and required, and sends what the visitor ticked', async () => {
    subscribe.mockResolvedValue({ subscribed: true });
    render(
      <ThemeProvider theme={theme}>
        <NewsletterForm />
      </ThemeProvider>,
    );
    const consent = screen.getByRole('checkbox', { name: NEWSLETTER_TEXTS.consent }) as HTMLInputElement;
    expect(consent.checked).toBe(false);
    expect(consent.required).toBe(true);
    cleanupRender();
    expect(await subscribeAndRead()).toBe(NEWSLETTER_TEXTS.thanks);
    expect(subscribe).toHaveBeenCalledWith('reader@example.org', true);
  });

  it('shows the API’s message when too many sign-ups came from this network (429)', async () => {
    const message = 'Too many newsletter sign-ups from your network. Please try again in 60 minutes.';
    subscribe.mockRejectedValue(new ApiError(429, message, undefined, true));
    expect(await subscribeAndRead()).toBe(message);
  });

  it('shows its own failure text when the API fails', async () => {
    subscribe.mockRejectedValue(new ApiError(500, 'Something went wrong on our side.', undefined, true));
    expect(await subscribeAndRead()).toBe(NEWSLETTER_TEXTS.failed);
  });
});
