/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ThemeProvider } from 'styled-components';
import { type EventSummary } from '@foundation/shared';
import { fetchJson } from '../lib/api';
import { VISHRANTI } from '../modules/tourism/content';
import { RETREATS_PATH } from '../modules/tourism/hooks/useRetreats';
import { theme } from '../theme';
import VishrantiPage from './VishrantiPage';

jest.mock('../lib/api', () => ({ ...jest.requireActual('../lib/api'), fetchJson: jest.fn() }));
const fetchMock = fetchJson as jest.MockedFunction<typeof fetchJson>;

const retreat = (overrides: Partial<EventSummary>): EventSummary =>
  ({
    id: 'e1',
    title: 'Himalayan Meditation Retreat',
    urlSlug: 'himalayan-meditation-retreat-rishikesh',
    description: '',
    location: 'Rishikesh, Uttarakhand',
    locationMapUrl: null,
    startDate: '2027-03-10',
    endDate: '2027-03-16',
    imageUrl: null,
    isPaid: true,
    price: 25000,
    eventType: 'offline',
    category: 'retreat',
    isActive: true,
    registrationOpen: true,
    priceFrom: 25000,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }) as EventSummary;

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <VishrantiPage />
        </MemoryRouter>
      </ThemeProvider>
    </SWRConfig>,
  );
}

describe('Vishranti page', () => {
  beforeEach(() => fetchMock.mockReset());

  it('lists the retreats and yatras from the API with duration, "From" price and dates; Register opens the event', async () => {
    fetchMock.mockResolvedValue([
      retreat({}),
      retreat({
        id: 'e2',
        title: 'Char Dham Yatra',
        urlSlug: 'char-dham-yatra-uttarakhand',
        location: 'Uttarakhand',
        category: 'yatra',
        startDate: '2027-05-05',
        endDate: '2027-05-16',
        priceFrom: 45000,
      }),
    ]);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain(VISHRANTI.loadingRetreats);
    const card = (await screen.findByRole('heading', { name: 'Char Dham Yatra' })).closest('article')!;
    expect(fetchMock).toHaveBeenCalledWith(RETREATS_PATH);
    expect(within(card).getByText('12 days')).toBeTruthy();
    expect(within(card).getByText('From ₹45,000')).toBeTruthy();
    expect(within(card).getByText('5 May 2027 - 16 May 2027')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Register for Char Dham Yatra' }).getAttribute('href'),
    ).toBe('/events/char-dham-yatra-uttarakhand');
    // "Learn More" carries its program's title in its own text (a search engine reads no aria-label)
    const learnMore = screen.getByRole('link', { name: 'Learn More about Weekend Ashram Stays' });
    expect(learnMore.textContent).toBe('Learn More about Weekend Ashram Stays');
    const first = screen.getByRole('heading', { name: 'Himalayan Meditation Retreat' }).closest('article')!;
    expect(within(first).getByText('7 days')).toBeTruthy();
  });

  it('says so when no retreat is coming up, and when they cannot be loaded', async () => {
    fetchMock.mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByText(VISHRANTI.noRetreats)).toBeTruthy();
  });

  it('shows an error when the retreats cannot be loaded', async () => {
    fetchMock.mockRejectedValue(new Error('down'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(VISHRANTI.retreatsFailed);
  });
});
