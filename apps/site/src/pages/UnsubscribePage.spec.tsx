/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { activateWholeCatalogue } from '../i18n/wholeCatalogue';
import { ApiError } from '../lib/api';
import { unsubscribeFromNewsletter } from '../modules/newsletter/api/unsubscribe.api';
import { theme } from '../theme';
import UnsubscribePage from './UnsubscribePage';

jest.mock('../modules/newsletter/api/unsubscribe.api', () => ({ unsubscribeFromNewsletter: jest.fn() }));
const unsubscribe = unsubscribeFromNewsletter as jest.MockedFunction<typeof unsubscribeFromNewsletter>;

const TOKEN = `${'a'.repeat(8)}-aaaa-aaaa-aaaa-${'a'.repeat(12)}.${'A'.repeat(43)}`;

function open() {
  render(
    <MemoryRouter initialEntries={[`/unsubscribe/${TOKEN}`]}>
      <ThemeProvider theme={theme}>
        <Routes>
          <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
        </Routes>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

// The newsletter's unsubscribe page (docs/privacy.md "Newsletter"): opening it changes nothing; the button
// unsubscribes through the API, without signing in; a wrong link says so.
describe('UnsubscribePage', () => {
  afterEach(() => {
    unsubscribe.mockReset();
    activateWholeCatalogue('en');
  });

  it('unsubscribes only when the button is pressed', async () => {
    activateWholeCatalogue('en');
    unsubscribe.mockResolvedValue({ unsubscribed: true });
    open();
    expect(screen.getByRole('heading', { name: 'Unsubscribe from the newsletter' })).toBeTruthy();
    expect(unsubscribe).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy());
    expect(unsubscribe).toHaveBeenCalledWith(TOKEN);
  });

  it('says so in Hindi when the link is not valid', async () => {
    activateWholeCatalogue('hi');
    unsubscribe.mockRejectedValue(new ApiError(404, 'This unsubscribe link is not valid', undefined, true));
    open();
    fireEvent.click(screen.getByRole('button', { name: 'सदस्यता छोड़ें' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'यह लिंक मान्य नहीं है' })).toBeTruthy());
  });
});
