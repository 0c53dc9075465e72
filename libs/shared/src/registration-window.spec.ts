import { isRegistrationOpen, parseCalendarDate, registrationClosesAt } from './registration-window.js';

describe('registration window', () => {
  it('closes at 09:00 Asia/Kolkata (03:30 UTC) on the start date', () => {
    expect(registrationClosesAt('2026-03-10').toISOString()).toBe('2026-03-10T03:30:00.000Z');
  });

  it('is open one millisecond before 09:00 IST and closed at 09:00 IST', () => {
    expect(isRegistrationOpen('2026-03-10', new Date('2026-03-10T03:29:59.999Z'))).toBe(true);
    expect(isRegistrationOpen('2026-03-10', new Date('2026-03-10T03:30:00.000Z'))).toBe(false);
  });

  it('is open the evening before in India even though UTC is still the previous day', () => {
    expect(isRegistrationOpen('2026-03-10', new Date('2026-03-09T20:00:00Z'))).toBe(true);
  });

  it('is closed for past events and for missing or invalid dates', () => {
    expect(isRegistrationOpen('2020-01-01', new Date('2026-01-01T00:00:00Z'))).toBe(false);
    expect(isRegistrationOpen(null)).toBe(false);
    expect(isRegistrationOpen('2026-02-30')).toBe(false);
    expect(isRegistrationOpen('tomorrow')).toBe(false);
  });

  it('parses only real calendar dates', () => {
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(parseCalendarDate('2027-13-01')).toBeNull();
    expect(() => registrationClosesAt('nope')).toThrow(RangeError);
  });
});
