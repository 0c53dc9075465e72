// The site's first load imports this library whole: building Intl formatters at import time cost the event
// page tens of milliseconds of main thread on a slow phone (docs/decisions/0026-site-performance.md). These
// tests pin that what a page formats (amounts, dates, times) needs no Intl formatter at all: the first one a page
// builds loads ICU's data.

type Made = { kind: 'NumberFormat' | 'DateTimeFormat'; locale: string };

describe('Intl formatters', () => {
  const RealNumberFormat = Intl.NumberFormat;
  const RealDateTimeFormat = Intl.DateTimeFormat;

  function loadCountingBoth() {
    const made: Made[] = [];
    const counted = <T extends object>(kind: Made['kind'], Original: T): T =>
      new Proxy(Original, {
        construct(target, args: unknown[]) {
          made.push({ kind, locale: String(args[0]) });
          return Reflect.construct(target as new (...a: unknown[]) => object, args);
        },
      });
    Intl.NumberFormat = counted('NumberFormat', RealNumberFormat);
    Intl.DateTimeFormat = counted('DateTimeFormat', RealDateTimeFormat);
    let money!: typeof import('./money.js');
    let dates!: typeof import('./dates.js');
    jest.isolateModules(() => {
      money = jest.requireActual('./money.js');
      dates = jest.requireActual('./dates.js');
    });
    return { made, money, dates };
  }

  afterEach(() => {
    Intl.NumberFormat = RealNumberFormat;
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('makes none when the modules are imported', () => {
    const { made } = loadCountingBoth();
    expect(made).toEqual([]);
  });

  it('makes none for the amounts, dates and times a page shows, in either language', () => {
    const { made, money, dates } = loadCountingBoth();
    expect(money.formatInr(1500)).toBe('₹1,500');
    expect(money.formatInr('2500000.50')).toBe('₹25,00,000.50');
    expect(money.formatInr(125000, 'hi')).toBe('₹1,25,000');
    expect(money.formatIndianDigits(5000)).toBe('5,000');
    expect(dates.formatDateRange('2026-01-15', '2026-01-17')).toBe('15 January 2026 - 17 January 2026');
    expect(dates.formatIndianLongDate('2026-02-01')).toBe('1 February 2026');
    expect(dates.formatIndianLongDate('2026-01-15', 'hi')).toBe('15 जनवरी 2026');
    expect(dates.formatIndiaDateTime('2026-01-05T13:30:00Z', 'hi')).toBe(
      '5 जनवरी 2026, शाम 7:00 बजे (भारतीय समय)',
    );
    expect(dates.formatIndiaDateTime('2026-01-05T13:30:00Z')).toBe('05 Jan 2026, 07:00 PM');
    expect(made).toEqual([]);
  });
});
