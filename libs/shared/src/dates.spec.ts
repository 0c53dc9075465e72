import {
  formatDateRange,
  formatIndiaDateTime,
  formatNameList,
  formatIndiaTime,
  formatIndianLongDate,
  hasEventEnded,
  indiaCalendarDate,
} from './dates.js';

describe('Indian long dates', () => {
  it('formats a calendar date without shifting it by time zone', () => {
    expect(formatIndianLongDate('2026-01-05')).toBe('5 January 2026');
    expect(formatIndianLongDate('2026-12-31')).toBe('31 December 2026');
    expect(formatIndianLongDate('not a date')).toBeNull();
  });

  it('formats ranges, single days and missing dates', () => {
    expect(formatDateRange('2026-01-05', '2026-01-07')).toBe('5 January 2026 - 7 January 2026');
    expect(formatDateRange('2026-01-05', '2026-01-05')).toBe('5 January 2026');
    expect(formatDateRange('2026-01-05', null)).toBe('5 January 2026');
    expect(formatDateRange(null, '2026-01-05')).toBe('Date not available');
    expect(formatDateRange(undefined)).toBe('Date not available');
  });
});

describe('India date-time', () => {
  it("formats an instant as 'dd MMM yyyy, hh:mm a' in Asia/Kolkata", () => {
    expect(formatIndiaDateTime('2026-01-05T09:00:00Z')).toBe('05 Jan 2026, 02:30 PM');
    expect(formatIndiaDateTime(new Date('2026-03-31T18:35:00Z'))).toBe('01 Apr 2026, 12:05 AM');
    expect(formatIndiaDateTime('2026-06-15T06:30:00Z')).toBe('15 Jun 2026, 12:00 PM');
  });

  it('shows an unreadable value as it was given', () => {
    expect(formatIndiaDateTime('yesterday-ish')).toBe('yesterday-ish');
    expect(formatIndiaDateTime(null)).toBe('');
  });

  it('gives the India calendar date for file names', () => {
    expect(indiaCalendarDate(new Date('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
    expect(indiaCalendarDate(new Date('2026-11-20T18:00:00Z'))).toBe('2026-11-20');
  });
});

describe('hasEventEnded', () => {
  it('keeps an event upcoming through the whole of its last day in India', () => {
    // 2026-03-10 18:29:59 UTC is 23:59:59 IST on the 10th; a second later it is the 11th in India
    expect(hasEventEnded('2026-03-10', new Date('2026-03-10T18:29:59Z'))).toBe(false);
    expect(hasEventEnded('2026-03-10', new Date('2026-03-10T18:30:00Z'))).toBe(true);
    // 20:00 UTC on the 9th is already the 10th in India: the event is on its last day
    expect(hasEventEnded('2026-03-10', new Date('2026-03-09T20:00:00Z'))).toBe(false);
    expect(hasEventEnded('2026-12-31', new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('never calls an event without a readable end date over', () => {
    expect(hasEventEnded(null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(hasEventEnded('2020-02-30', new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('India time of day (the one formatter of times people read)', () => {
  it('keeps the English times as they were: h:mm AM/PM, IST with the zone', () => {
    expect(formatIndiaTime('19:00')).toBe('7:00 PM');
    expect(formatIndiaTime('00:05', 'en')).toBe('12:05 AM');
    expect(formatIndiaTime('12:30', 'en', true)).toBe('12:30 PM IST');
    // An instant is read in India time, whatever the machine's zone.
    expect(formatIndiaTime(new Date('2026-11-24T13:30:00Z'), 'en', true)).toBe('7:00 PM IST');
  });

  it('writes the one Hindi style: part of the day, 12-hour clock, बजे, and a Hindi zone name', () => {
    expect(formatIndiaTime('19:00', 'hi')).toBe('शाम 7:00 बजे');
    expect(formatIndiaTime('06:30', 'hi', true)).toBe('सुबह 6:30 बजे (भारतीय समय)');
    expect(formatIndiaTime('12:30', 'hi')).toBe('दोपहर 12:30 बजे');
    expect(formatIndiaTime('21:15', 'hi')).toBe('रात 9:15 बजे');
    expect(formatIndiaTime(new Date('2026-11-24T13:30:00Z'), 'hi', true)).toBe('शाम 7:00 बजे (भारतीय समय)');
    expect(formatIndiaTime(new Date('2026-11-24T18:45:00Z'), 'hi')).toBe('रात 12:15 बजे');
    expect(formatIndiaTime('19:00', 'hi', true)).not.toMatch(/IST|PM|pm|[a-z]/i);
  });

  it('writes a Hindi date and time, a Hindi date range and a Hindi list as a reader writes them', () => {
    expect(formatIndiaDateTime('2026-11-24T13:30:00Z', 'hi')).toBe('24 नवंबर 2026, शाम 7:00 बजे (भारतीय समय)');
    // 23:50 UTC is the next day in India.
    expect(formatIndiaDateTime('2026-11-24T23:50:00Z', 'hi')).toBe('25 नवंबर 2026, सुबह 5:20 बजे (भारतीय समय)');
    expect(formatDateRange('2026-01-15', '2026-01-17', 'hi')).toBe('15–17 जनवरी 2026');
    expect(formatDateRange('2026-01-30', '2026-02-02', 'hi')).toBe('30 जनवरी – 2 फ़रवरी 2026');
    expect(formatDateRange('2026-12-30', '2027-01-02', 'hi')).toBe('30 दिसंबर 2026 – 2 जनवरी 2027');
    expect(formatDateRange('2026-01-15', '2026-01-15', 'hi')).toBe('15 जनवरी 2026');
    expect(formatNameList(['सोमवार', 'बुधवार', 'शुक्रवार'], 'hi')).toBe('सोमवार, बुधवार और शुक्रवार');
    expect(formatNameList(['सोमवार', 'शुक्रवार'], 'hi')).toBe('सोमवार और शुक्रवार');
    expect(formatNameList(['Mon', 'Wed', 'Fri'], 'en')).toBe('Mon, Wed, Fri');
  });

  it('gives nothing for a value that is not a time', () => {
    expect(formatIndiaTime('7pm', 'hi')).toBe('');
    expect(formatIndiaTime('24:00')).toBe('');
    expect(formatIndiaTime(new Date('nope'), 'hi')).toBe('');
  });
});
