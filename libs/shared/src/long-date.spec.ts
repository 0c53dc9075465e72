import { formatIndianLongDate, MONTH_NAMES } from './long-date.js';

describe('formatIndianLongDate', () => {
  it("writes every month as ICU's en-IN and hi-IN long date does", () => {
    for (const [locale, intlLocale] of [
      ['en', 'en-IN'],
      ['hi', 'hi-IN'],
    ] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (let month = 1; month <= 12; month += 1) {
        for (const day of [1, 9, 10, 28]) {
          const date = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatIndianLongDate(date, locale)).toBe(
            intl.format(new Date(Date.UTC(2026, month - 1, day))),
          );
        }
      }
      expect(MONTH_NAMES[locale]).toHaveLength(12);
    }
  });

  it('answers null for what is not a calendar date', () => {
    expect(formatIndianLongDate('2026-02-30')).toBeNull();
    expect(formatIndianLongDate('')).toBeNull();
    expect(formatIndianLongDate(null, 'hi')).toBeNull();
  });
});
