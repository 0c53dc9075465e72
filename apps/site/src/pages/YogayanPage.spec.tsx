/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { type EventSummary } from '@foundation/shared';
import { fetchJson } from '../lib/api';
import { fetchEvents } from '../modules/events/api/events.api';
import { fetchSessions } from '../modules/sessions/api/sessions.api';
import { YOGAYAN } from '../modules/education/content';
import { COURSES_PATH } from '../modules/education/hooks/useOnlineCourses';
import YogayanPage from './YogayanPage';
import { renderInSite } from '../testing/render';

jest.mock('../lib/api', () => ({ ...jest.requireActual('../lib/api'), fetchJson: jest.fn() }));
jest.mock('../modules/events/api/events.api', () => ({ fetchEvents: jest.fn(), fetchEvent: jest.fn() }));
jest.mock('../modules/sessions/api/sessions.api', () => ({
  ...jest.requireActual('../modules/sessions/api/sessions.api'),
  fetchSessions: jest.fn(),
}));

const online = (id: string, title: string, category: EventSummary['category']): EventSummary =>
  ({
    id,
    title,
    urlSlug: title.toLowerCase().replace(/ /g, '-'),
    description: '',
    location: 'Online',
    locationMapUrl: null,
    startDate: '2030-03-10',
    endDate: '2030-04-10',
    imageUrl: null,
    isPaid: false,
    price: 0,
    eventType: 'online',
    category,
    isActive: true,
    registrationOpen: true,
    priceFrom: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as EventSummary;

describe('Yogayan', () => {
  it('lists an online course once, under Featured Courses, and the other online events under theirs', async () => {
    const course = online('c1', 'Foundations of Hatha Yoga', 'course');
    const talk = online('e1', 'Bhagavad Gita Satsang', 'event');
    (fetchJson as jest.Mock).mockImplementation(async (path: string) =>
      path === COURSES_PATH ? [course] : [],
    );
    (fetchEvents as jest.Mock).mockResolvedValue([course, talk]);
    (fetchSessions as jest.Mock).mockResolvedValue([]);
    renderInSite(<YogayanPage />, { swr: { dedupingInterval: 0 }, toasts: true });
    const courses = screen.getByRole('region', { name: YOGAYAN.coursesTitle });
    const onlineEvents = screen.getByRole('region', { name: YOGAYAN.onlineEventsTitle });
    expect(await within(courses).findByRole('link', { name: course.title })).toBeTruthy();
    expect(await within(onlineEvents).findByRole('link', { name: talk.title })).toBeTruthy();
    expect(within(onlineEvents).queryByRole('link', { name: course.title })).toBeNull();
    expect(screen.getAllByRole('link', { name: course.title })).toHaveLength(1);
  });
});
