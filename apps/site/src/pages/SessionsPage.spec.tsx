/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type PublicSession } from '@foundation/shared';
import { activateLocale } from '../i18n/i18n';
import { messages as englishTexts } from '../locales/en/messages';
import { messages as hindiTexts } from '../locales/hi/messages';
import { ApiError } from '../lib/api';
import { fetchJoinLink, fetchSessions } from '../modules/sessions/api/sessions.api';
import { SESSIONS } from '../modules/sessions/content';
import SessionsPage from './SessionsPage';
import { renderInSite } from '../testing/render';

jest.mock('../modules/sessions/api/sessions.api', () => ({
  SESSIONS_PATH: '/api/sessions',
  fetchSessions: jest.fn(),
  fetchJoinLink: jest.fn(),
}));
const list = fetchSessions as jest.MockedFunction<typeof fetchSessions>;
const join = fetchJoinLink as jest.MockedFunction<typeof fetchJoinLink>;

const session = (overrides: Partial<PublicSession>): PublicSession => ({
  id: 's1',
  title: 'Vedic Chanting Circle',
  instructor: 'Smt. Lakshmi Iyer',
  type: 'Chanting',
  level: 'Beginner',
  description: 'Learning and chanting Vedic hymns together.',
  days: ['tue'],
  startTime: '19:00',
  durationMinutes: 60,
  schedule: 'Tuesdays, 7:00 PM IST',
  status: 'ongoing',
  nextStartAt: '2026-11-24T13:30:00.000Z',
  participantsCount: null,
  recordingUrl: null,
  ...overrides,
});

const SESSIONS_LIST = [
  session({}),
  session({
    id: 's2',
    title: 'Hatha Yoga Flow',
    type: 'Yoga',
    days: ['mon', 'wed'],
    startTime: '07:00',
    schedule: 'Mon, Wed, 7:00 AM IST',
  }),
  session({
    id: 's3',
    title: 'Healing Through Sound',
    type: 'Healing',
    status: 'archived',
    days: [],
    nextStartAt: null,
    participantsCount: 250,
    recordingUrl: 'https://video.example.org/sound',
  }),
];

function renderPage() {
  renderInSite(<SessionsPage />, { swr: { dedupingInterval: 0 } });
}

describe('Sessions page', () => {
  beforeEach(() => {
    list.mockReset();
    join.mockReset();
  });

  it('shows the loading text, then the ongoing sessions from the API', async () => {
    list.mockResolvedValue(SESSIONS_LIST);
    renderPage();
    expect(screen.getByRole('status').textContent).toContain(SESSIONS.loading);
    expect(await screen.findByRole('heading', { name: 'Vedic Chanting Circle' })).toBeTruthy();
    expect(screen.getByText('Tuesdays, 7:00 PM IST · Beginner')).toBeTruthy();
    // the cards' titles follow the page's h1 without skipping a level
    expect(screen.getByRole('heading', { level: 2, name: 'Hatha Yoga Flow' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Healing Through Sound' })).toBeNull();
  });

  it('says when the next session starts when it is not live, and opens the link when it is', async () => {
    list.mockResolvedValue(SESSIONS_LIST);
    const open = jest.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderPage();
    join.mockRejectedValueOnce(
      new ApiError(409, 'The next session starts at Tuesday, 24 November, 7:00 PM IST', undefined, true),
    );
    const card = (await screen.findByRole('heading', { name: 'Vedic Chanting Circle' })).closest('article')!;
    fireEvent.click(
      within(card).getByRole('button', { name: `${SESSIONS.joinSession}: Vedic Chanting Circle` }),
    );
    expect(
      await within(card).findByText('The next session starts at Tuesday, 24 November, 7:00 PM IST'),
    ).toBeTruthy();
    expect(join).toHaveBeenCalledWith('s1');
    expect(open).not.toHaveBeenCalled();

    join.mockResolvedValueOnce({ joinUrl: 'https://meet.example.org/chanting' });
    fireEvent.click(
      within(card).getByRole('button', { name: `${SESSIONS.joinSession}: Vedic Chanting Circle` }),
    );
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://meet.example.org/chanting', '_blank'));
    open.mockRestore();
  });

  it('lists archived sessions with participants and the recording, and builds the weekly calendar', async () => {
    list.mockResolvedValue(SESSIONS_LIST);
    renderPage();
    await screen.findByRole('heading', { name: 'Vedic Chanting Circle' });
    fireEvent.click(screen.getByRole('tab', { name: 'Archived Sessions' }));
    expect(await screen.findByText('250 participants')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /View Archive: Healing Through Sound/ }).getAttribute('href'),
    ).toBe('https://video.example.org/sound');
    fireEvent.click(screen.getByRole('tab', { name: 'Session Calendar' }));
    const monday = screen.getByRole('heading', { name: 'Monday' }).closest('article')!;
    expect(within(monday).getByText('7:00 AM Hatha Yoga Flow')).toBeTruthy();
    const tuesday = screen.getByRole('heading', { name: 'Tuesday' }).closest('article')!;
    expect(within(tuesday).getByText('7:00 PM Vedic Chanting Circle')).toBeTruthy();
    const sunday = screen.getByRole('heading', { name: 'Sunday' }).closest('article')!;
    expect(within(sunday).getByText(SESSIONS.noSessionsThatDay)).toBeTruthy();
  });

  it('shows the empty and the error states', async () => {
    list.mockResolvedValueOnce([]);
    renderPage();
    expect(await screen.findByText(SESSIONS.noOngoing)).toBeTruthy();
  });

  it('shows an error when the sessions cannot be loaded', async () => {
    list.mockRejectedValue(new Error('down'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(SESSIONS.failed);
  });
});

describe('Sessions page in Hindi', () => {
  beforeEach(() => activateLocale('hi', hindiTexts));
  afterEach(async () => {
    list.mockReset();
    join.mockReset();
    activateLocale('en', englishTexts);
  });

  it('writes every time in Hindi: the schedules, the calendar and when the next session starts', async () => {
    list.mockResolvedValue(SESSIONS_LIST);
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Vedic Chanting Circle' })).closest('article')!;
    expect(within(card).getByText('हर मंगलवार, शाम 7:00 बजे (भारतीय समय) · Beginner')).toBeTruthy();
    join.mockRejectedValueOnce(
      new ApiError(409, 'The next session starts at Tuesday, 24 November, 7:00 PM IST', undefined, true, {
        startsAt: '2026-11-24T13:30:00.000Z',
      }),
    );
    fireEvent.click(within(card).getByRole('button', { name: /Vedic Chanting Circle/ }));
    expect(
      await within(card).findByText('अगला सत्र मंगलवार, 24 नवंबर को शाम 7:00 बजे (भारतीय समय) शुरू होगा'),
    ).toBeTruthy();

    // An answer the API already wrote in Hindi is shown as it is.
    join.mockRejectedValueOnce(
      new ApiError(409, 'अगला सत्र जल्द शुरू होगा', undefined, true, { startsAt: '2026-11-24T13:30:00.000Z' }),
    );
    fireEvent.click(within(card).getByRole('button', { name: /Vedic Chanting Circle/ }));
    expect(await within(card).findByText('अगला सत्र जल्द शुरू होगा')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'सत्र कैलेंडर' }));
    const monday = screen.getByRole('heading', { name: 'सोमवार' }).closest('article')!;
    expect(within(monday).getByText('सुबह 7:00 बजे Hatha Yoga Flow')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(AM|PM|IST)\b/);
  });
});
