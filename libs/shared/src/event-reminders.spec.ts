import { eventStartInstant, isReminderDue, reminderDueAt, reminderSlot } from './event-reminders.js';

const at = (iso: string) => new Date(iso);

describe('event reminders', () => {
  it('reminds an offline event the day before at 18:00 India time (12:30 UTC)', () => {
    const event = { eventType: 'offline' as const, startDate: '2027-03-01', startTime: null };
    // The day before crosses a month end, in India time.
    expect(reminderDueAt(event).toISOString()).toBe('2027-02-28T12:30:00.000Z');
    expect(isReminderDue(event, at('2027-02-28T12:29:59.999Z'))).toBe(false);
    expect(isReminderDue(event, at('2027-02-28T12:30:00.000Z'))).toBe(true);
    // Without a start time the event starts when registration closes, 09:00 India time.
    expect(eventStartInstant(event).toISOString()).toBe('2027-03-01T03:30:00.000Z');
    expect(isReminderDue(event, at('2027-03-01T03:29:59.999Z'))).toBe(true);
    expect(isReminderDue(event, at('2027-03-01T03:30:00.000Z'))).toBe(false);
  });

  it('reminds an online event an hour before its start, also across India midnight', () => {
    // 00:30 on 1 January in India is 19:00 UTC on 31 December: the reminder is 23:30 India time the day before.
    const event = { eventType: 'online' as const, startDate: '2027-01-01', startTime: '00:30' };
    expect(eventStartInstant(event).toISOString()).toBe('2026-12-31T19:00:00.000Z');
    expect(reminderDueAt(event).toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(isReminderDue(event, at('2026-12-31T17:59:59.999Z'))).toBe(false);
    expect(isReminderDue(event, at('2026-12-31T18:00:00.000Z'))).toBe(true);
    expect(isReminderDue(event, at('2026-12-31T19:00:00.000Z'))).toBe(false);
  });

  it('follows the configured times', () => {
    const timing = { offlineDayBeforeAt: '07:15', onlineMinutesBefore: 15 };
    expect(
      reminderDueAt(
        { eventType: 'offline', startDate: '2027-06-10', startTime: '18:00' },
        timing,
      ).toISOString(),
    ).toBe('2027-06-09T01:45:00.000Z');
    expect(
      reminderDueAt(
        { eventType: 'online', startDate: '2027-06-10', startTime: '18:00' },
        timing,
      ).toISOString(),
    ).toBe('2027-06-10T12:15:00.000Z');
  });

  it('gives a moved event a new slot, and the same event always the same one', () => {
    const event = { startDate: '2027-06-10', startTime: '18:00' };
    expect(reminderSlot(event)).toBe(reminderSlot({ ...event }));
    expect(reminderSlot(event)).not.toBe(reminderSlot({ ...event, startTime: '18:30' }));
    expect(reminderSlot(event)).not.toBe(reminderSlot({ ...event, startDate: '2027-06-11' }));
  });
});
