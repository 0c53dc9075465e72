import { dataRequestDueDate, isCalendarDate, taxRecordKeptUntil } from './personal-data.js';

describe('dataRequestDueDate (DPDP Rules 2025, Rule 14(3): at most 90 days)', () => {
  it('adds ninety calendar days to the day received, across months and years', () => {
    expect(dataRequestDueDate('access', '2026-01-10')).toBe('2026-04-10');
    expect(dataRequestDueDate('erasure', '2026-12-01')).toBe('2027-03-01');
    expect(dataRequestDueDate('grievance', '2027-11-15')).toBe('2028-02-13');
  });

  it('counts a leap day', () => {
    expect(dataRequestDueDate('correction', '2027-12-31')).toBe('2028-03-30');
    expect(dataRequestDueDate('correction', '2026-12-31')).toBe('2027-03-31');
  });
});

describe('isCalendarDate', () => {
  it('takes real dates written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-29', '2026-13-01', '01/02/2026', '2026-1-1', '', 20260101, null]) {
      expect([text, isCalendarDate(text)]).toEqual([text, false]);
    }
  });
});

describe('taxRecordKeptUntil (Income-tax Rule 17AA: ten years after the assessment year)', () => {
  it('keeps a gift to 31 March, ten years after the assessment year that follows its financial year', () => {
    // 1 April 2026 00:00 India time is in 2026-27, assessed in 2027-28, which ends 31 March 2028.
    expect(taxRecordKeptUntil(new Date('2026-03-31T18:30:00Z'), 10)).toBe('2038-03-31');
    // 31 March 2026 23:59 India time is still in 2025-26.
    expect(taxRecordKeptUntil(new Date('2026-03-31T18:29:00Z'), 10)).toBe('2037-03-31');
    expect(taxRecordKeptUntil(new Date('2026-12-01T06:00:00Z'), 7)).toBe('2035-03-31');
  });
});
