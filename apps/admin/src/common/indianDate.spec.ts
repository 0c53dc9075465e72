import { formatIndianDate, parseIndianDate, wholeCalendarDate } from './indianDate';

describe('Indian dates (dd/mm/yyyy) in the admin forms', () => {
  it('reads day first, whatever the separator', () => {
    expect(parseIndianDate('25/12/2030')).toBe('2030-12-25');
    expect(parseIndianDate('05/01/2031')).toBe('2031-01-05');
    expect(parseIndianDate('5/1/2031')).toBe('2031-01-05');
    expect(parseIndianDate(' 25-12-2030 ')).toBe('2030-12-25');
    expect(parseIndianDate('25.12.2030')).toBe('2030-12-25');
    // Never month first: 12/05 is the 12th of May.
    expect(parseIndianDate('12/05/2031')).toBe('2031-05-12');
  });

  it('refuses what is not a real date, and knows an empty text', () => {
    expect(parseIndianDate('')).toBeNull();
    expect(parseIndianDate('   ')).toBeNull();
    for (const text of ['31/02/2031', '13/13/2031', '25/12/30', '25/12', '2030-12-25', 'tomorrow']) {
      expect(parseIndianDate(text)).toBeUndefined();
    }
  });

  it('shows a calendar date as dd/mm/yyyy', () => {
    expect(formatIndianDate('2031-01-05')).toBe('05/01/2031');
    expect(formatIndianDate('2030-12-25')).toBe('25/12/2030');
    expect(formatIndianDate(null)).toBe('');
    expect(formatIndianDate('not a date')).toBe('');
  });

  it('lets a list filter through only a whole date or nothing', () => {
    for (const value of [undefined, null, '', '2030-12-25']) expect(wholeCalendarDate(value)).toBeUndefined();
    for (const value of ['25/1', '25/12/203', '2031-02-31', 'tomorrow', 20301225]) {
      expect(wholeCalendarDate(value)).toBe('Enter the date as dd/mm/yyyy');
    }
  });
});
