import {
  eventDurationDays,
  formatDurationDays,
  formatSessionStart,
  isSessionLive,
  nextSessionMeeting,
  sessionProblems,
  sessionScheduleLabel,
  weeklySessionCalendar,
  SESSION_MESSAGES,
} from './index.js';

describe('session schedules (India time)', () => {
  const tuesdayEvening = { days: ['tue' as const], startTime: '19:00', durationMinutes: 60 };

  it('labels the weekly schedule', () => {
    expect(sessionScheduleLabel(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], '06:00')).toBe(
      'Daily, 6:00 AM IST',
    );
    expect(sessionScheduleLabel(['tue'], '19:00')).toBe('Tuesdays, 7:00 PM IST');
    expect(sessionScheduleLabel(['fri', 'mon', 'wed'], '07:00')).toBe('Mon, Wed, Fri, 7:00 AM IST');
    expect(sessionScheduleLabel(['sun'], '12:30')).toBe('Sundays, 12:30 PM IST');
  });

  it('finds the next meeting in India time and when its link is live', () => {
    // Monday 23 November 2026, 18:00 in India (12:30 UTC)
    const monday = new Date('2026-11-23T12:30:00Z');
    const next = nextSessionMeeting(tuesdayEvening, monday)!;
    expect(next.start.toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(isSessionLive(next, 15, monday)).toBe(false);
    expect(isSessionLive(next, 15, new Date('2026-11-24T13:14:59Z'))).toBe(false);
    expect(isSessionLive(next, 15, new Date('2026-11-24T13:15:00Z'))).toBe(true);
    // during the meeting the same meeting is next, and live; after it, next week's
    const during = new Date('2026-11-24T14:00:00Z');
    expect(nextSessionMeeting(tuesdayEvening, during)!.start.toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(isSessionLive(nextSessionMeeting(tuesdayEvening, during), 15, during)).toBe(true);
    const after = new Date('2026-11-24T14:30:00Z');
    expect(nextSessionMeeting(tuesdayEvening, after)!.start.toISOString()).toBe('2026-12-01T13:30:00.000Z');
    expect(formatSessionStart(next.start)).toBe('Tuesday, 24 November, 7:00 PM IST');
    expect(formatSessionStart(next.start, 'hi')).toBe('मंगलवार, 24 नवंबर को शाम 7:00 बजे (भारतीय समय)');
  });

  it('crosses the India date line: 23:30 India is the next UTC day', () => {
    const late = { days: ['sun' as const], startTime: '23:30', durationMinutes: 60 };
    // Monday 00:10 India = Sunday 18:40 UTC: Sunday's meeting is still on
    const now = new Date('2026-11-22T18:40:00Z');
    expect(nextSessionMeeting(late, now)!.start.toISOString()).toBe('2026-11-22T18:00:00.000Z');
  });

  it('checks the rules of a session', () => {
    const good = {
      title: 'Morning Dhyana',
      instructor: 'Acharya Devendra',
      level: 'All levels',
      startTime: '06:00',
      days: ['mon' as const],
      status: 'ongoing' as const,
      joinUrl: 'https://meet.example.org/dhyana',
    };
    expect(sessionProblems(good)).toEqual([]);
    expect(sessionProblems({ ...good, joinUrl: 'http://meet.example.org' })).toEqual([
      { field: 'joinUrl', message: SESSION_MESSAGES.urlInvalid },
    ]);
    expect(sessionProblems({ ...good, joinUrl: 'javascript:alert(1)' })[0].field).toBe('joinUrl');
    expect(sessionProblems({ ...good, days: [], startTime: '25:00' }).map((p) => p.field)).toEqual([
      'startTime',
      'days',
    ]);
    expect(sessionProblems({ ...good, status: 'archived', days: [], joinUrl: null })).toEqual([]);
  });

  it('builds the weekly calendar of ongoing sessions, earliest first', () => {
    const calendar = weeklySessionCalendar([
      { id: 'b', title: 'Hatha Yoga Flow', days: ['mon'], startTime: '07:00', status: 'ongoing' },
      { id: 'a', title: 'Morning Dhyana', days: ['mon', 'sun'], startTime: '06:00', status: 'ongoing' },
      { id: 'c', title: 'Past', days: ['mon'], startTime: '05:00', status: 'archived' },
    ]);
    expect(calendar.map((day) => day.name)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(calendar[0].items.map((item) => `${item.time} ${item.title}`)).toEqual([
      '6:00 AM Morning Dhyana',
      '7:00 AM Hatha Yoga Flow',
    ]);
    expect(calendar[1].items).toEqual([]);
  });
});

describe('event durations', () => {
  it('counts both ends', () => {
    expect(formatDurationDays(eventDurationDays('2026-03-10', '2026-03-16'))).toBe('7 days');
    expect(formatDurationDays(eventDurationDays('2026-03-10', '2026-03-10'))).toBe('1 day');
    expect(eventDurationDays('2026-03-10', '2026-03-09')).toBeNull();
    expect(eventDurationDays(null, '2026-03-09')).toBeNull();
  });
});
