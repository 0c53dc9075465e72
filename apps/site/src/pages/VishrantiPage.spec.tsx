/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { type EventSummary, type PublicVishrantiItem } from '@foundation/shared';
import { fetchJson } from '../lib/api';
import { VISHRANTI } from '../modules/tourism/content';
import { RETREATS_PATH } from '../modules/tourism/hooks/useRetreats';
import { VISHRANTI_ITEMS_PATH } from '../modules/tourism/hooks/useVishrantiItems';
import VishrantiPage from './VishrantiPage';
import { renderInSite } from '../testing/render';

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

const ITEMS: PublicVishrantiItem[] = [
  {
    id: 'p1',
    kind: 'program',
    title: 'Weekend Ashram Stays',
    description: 'Two days of practice, satsang and seva at our ashram near Rishikesh.',
    videoUrl: null,
    videoEmbedUrl: null,
    link: '/events/himalayan-meditation-retreat-rishikesh',
    sortOrder: 1,
  },
  {
    id: 'p2',
    kind: 'program',
    title: 'Temple Heritage Walks',
    description: 'Guided walks through the temples and ghats of Varanasi and Haridwar.',
    videoUrl: null,
    videoEmbedUrl: null,
    link: null,
    sortOrder: 2,
  },
  {
    id: 'v1',
    kind: 'video',
    title: 'Ganga Aarti at Rishikesh',
    description: '',
    videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    videoEmbedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    link: null,
    sortOrder: 1,
  },
  {
    id: 'v2',
    kind: 'video',
    title: 'Kedarnath Yatra',
    description: '',
    // A host taken off VIDEO_HOSTS since: no player address
    videoUrl: 'https://vimeo.com/76979871',
    videoEmbedUrl: null,
    link: null,
    sortOrder: 2,
  },
];

/** Answers the page's two reads: the retreats (as given) and the programs and videos. */
function answer(retreats: () => Promise<unknown>, items: () => Promise<unknown> = async () => ITEMS) {
  fetchMock.mockImplementation(
    (path: string) => (path === VISHRANTI_ITEMS_PATH ? items() : retreats()) as never,
  );
}

function renderPage() {
  renderInSite(<VishrantiPage />, { swr: { dedupingInterval: 0 } });
}

describe('Vishranti page', () => {
  beforeEach(() => fetchMock.mockReset());

  it('lists the retreats and yatras from the API with duration, "From" price and dates; Register opens the event', async () => {
    answer(async () => [
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
    expect(screen.getByText(VISHRANTI.loadingRetreats).getAttribute('role')).toBe('status');
    const card = (await screen.findByRole('heading', { name: 'Char Dham Yatra' })).closest('article')!;
    expect(fetchMock).toHaveBeenCalledWith(RETREATS_PATH);
    expect(within(card).getByText('12 days')).toBeTruthy();
    expect(within(card).getByText('From ₹45,000')).toBeTruthy();
    expect(within(card).getByText('5 May 2027 - 16 May 2027')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Register for Char Dham Yatra' }).getAttribute('href'),
    ).toBe('/events/char-dham-yatra-uttarakhand');
    // "Learn More" carries its program's title in its own text (a search engine reads no aria-label)
    const learnMore = await screen.findByRole('link', { name: 'Learn More about Weekend Ashram Stays' });
    expect(learnMore.textContent).toBe('Learn More about Weekend Ashram Stays');
    // It leads where staff pointed it; a program without a destination shows no button at all.
    expect(learnMore.getAttribute('href')).toBe('/events/himalayan-meditation-retreat-rishikesh');
    expect(screen.getByRole('heading', { name: 'Temple Heritage Walks' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Learn More about Temple Heritage Walks/ })).toBeNull();
    const first = screen.getByRole('heading', { name: 'Himalayan Meditation Retreat' }).closest('article')!;
    expect(within(first).getByText('7 days')).toBeTruthy();
  });

  it('says so when no retreat is coming up, and when they cannot be loaded', async () => {
    answer(async () => []);
    renderPage();
    expect(await screen.findByText(VISHRANTI.noRetreats)).toBeTruthy();
  });

  it('shows an error when the retreats cannot be loaded', async () => {
    answer(async () => {
      throw new Error('down');
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(VISHRANTI.retreatsFailed);
  });

  it('shows the regular programs and videos staff manage; a video plays privacy-enhanced only when asked', async () => {
    answer(async () => []);
    renderPage();
    expect(screen.getByText(VISHRANTI.loadingPrograms)).toBeTruthy();
    expect(screen.getByText(VISHRANTI.loadingVideos)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Weekend Ashram Stays' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith(VISHRANTI_ITEMS_PATH);
    expect(
      screen.getByText('Two days of practice, satsang and seva at our ashram near Rishikesh.'),
    ).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    const kedarnath = screen.getByText('Kedarnath Yatra').parentElement!;
    expect(within(kedarnath).getByText(VISHRANTI.videoSoon)).toBeTruthy();
    expect(within(kedarnath).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^▶ Play video\s*: Ganga Aarti at Rishikesh$/ }));
    const player = screen.getByTitle('Ganga Aarti at Rishikesh');
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });

  it('says so when there are no programs or videos', async () => {
    answer(
      async () => [],
      async () => [],
    );
    renderPage();
    expect(await screen.findByText(VISHRANTI.noPrograms)).toBeTruthy();
    expect(screen.getByText(VISHRANTI.noVideos)).toBeTruthy();
  });

  it('shows an error for programs and videos that cannot be loaded, the retreats still shown', async () => {
    answer(
      async () => [retreat({})],
      async () => {
        throw new Error('down');
      },
    );
    renderPage();
    expect(await screen.findByText(VISHRANTI.programsFailed)).toBeTruthy();
    expect(screen.getByText(VISHRANTI.videosFailed).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: 'Himalayan Meditation Retreat' })).toBeTruthy();
  });
});
