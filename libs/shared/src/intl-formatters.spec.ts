// The site's first load imports this library whole: building Intl formatters at import time cost the event
// page tens of milliseconds of main thread on a slow phone (docs/decisions/0026-site-performance.md). These
// tests pin that a formatter is made only when a text in its language is first formatted, then reused.

type Made = { kind: 'NumberFormat' | 'DateTimeFormat'; locale: string };

describe('Intl formatters are made on first use', () => {
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

  it('makes only the English ones for English texts, once, and the Hindi ones on the first Hindi text', () => {
    const { made, money, dates } = loadCountingBoth();
    expect(money.formatInr(1500)).toBe('₹1,500');
    expect(money.formatInr('99.50')).toBe('₹99.50');
    expect(dates.formatDateRange('2026-01-15', '2026-01-17')).toBe('15 January 2026 - 17 January 2026');
    expect(money.formatInr(125000)).toBe('₹1,25,000');
    expect(dates.formatIndianLongDate('2026-02-01')).toBe('1 February 2026');
    expect(made.every((one) => one.locale === 'en-IN')).toBe(true);
    expect(made).toHaveLength(3);

    expect(dates.formatIndianLongDate('2026-01-15', 'hi')).toBe('15 जनवरी 2026');
    expect(money.formatInr(1500, 'hi')).toBe(money.formatInr(1500, 'hi'));
    dates.formatIndiaDateTime('2026-01-05T09:00:00Z', 'hi');
    dates.formatIndiaDateTime('2026-01-06T09:00:00Z', 'hi');
    // The Hindi date and time reuses the long date's formatter (its clock is written out, not Intl's).
    expect(made.filter((one) => one.locale === 'hi-IN')).toHaveLength(3);
  });
});
