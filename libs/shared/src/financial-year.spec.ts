import {
  financialYearOf,
  formatReceiptNumber,
  parseFinancialYear,
  parseReceiptNumber,
} from './financial-year.js';

describe('financialYearOf', () => {
  it('counts 31 March 23:59 IST in the year that ends and 1 April 00:00 IST in the new one', () => {
    // 31 March 2026 23:59:59.999 IST = 31 March 2026 18:29:59.999 UTC
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    // 1 April 2026 00:00 IST = 31 March 2026 18:30 UTC, still 31 March in UTC
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
  });

  it('places other instants of the year', () => {
    expect(financialYearOf(new Date('2026-04-01T00:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T20:00:00Z'))).toBe('2026-27'); // 1 January 2027 IST
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-03-01T00:00:00Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });

  it('refuses an invalid date', () => {
    expect(() => financialYearOf(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('parseFinancialYear', () => {
  it('gives the instants where the year starts (inclusive) and ends (exclusive)', () => {
    expect(parseFinancialYear('2026-27')).toEqual({
      label: '2026-27',
      startYear: 2026,
      start: new Date('2026-03-31T18:30:00.000Z'),
      end: new Date('2027-03-31T18:30:00.000Z'),
    });
    expect(parseFinancialYear(' 2099-00 ')?.end).toEqual(new Date('2100-03-31T18:30:00.000Z'));
  });

  it('agrees with financialYearOf on both edges', () => {
    const year = parseFinancialYear('2026-27')!;
    expect(financialYearOf(year.start)).toBe('2026-27');
    expect(financialYearOf(new Date(year.start.getTime() - 1))).toBe('2025-26');
    expect(financialYearOf(new Date(year.end.getTime() - 1))).toBe('2026-27');
    expect(financialYearOf(year.end)).toBe('2027-28');
  });

  it.each(['2026-28', '2026-26', '2026-2027', '26-27', '2026/27', '2026-7', 'abcd-ef', '', '0999-00'])(
    'refuses %j',
    (text) => {
      expect(parseFinancialYear(text)).toBeNull();
    },
  );
});

describe('receipt numbers', () => {
  it('writes the financial year and a six-digit sequence', () => {
    expect(formatReceiptNumber('2026-27', 123)).toBe('DR/2026-27/000123');
    expect(formatReceiptNumber('2026-27', 1)).toBe('DR/2026-27/000001');
    expect(formatReceiptNumber('2026-27', 999999, 'ASH1')).toBe('ASH1/2026-27/999999');
  });

  it('refuses a prefix that is not 1 to 10 capital letters or digits', () => {
    expect(() => formatReceiptNumber('2026-27', 1, '')).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 1, 'dr')).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 1, 'D/R')).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 1, 'ABCDEFGHIJK')).toThrow(RangeError);
  });

  it('refuses a bad year or sequence', () => {
    expect(() => formatReceiptNumber('2026-28', 1)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => formatReceiptNumber('2026-27', 1.5)).toThrow(RangeError);
  });

  it('reads back what it writes', () => {
    // Numbers issued before the prefix became configurable keep theirs.
    expect(parseReceiptNumber('80G/2026-27/000123')).toEqual({
      prefix: '80G',
      financialYear: '2026-27',
      sequence: 123,
    });
    expect(parseReceiptNumber(formatReceiptNumber('2030-31', 45678))).toEqual({
      prefix: 'DR',
      financialYear: '2030-31',
      sequence: 45678,
    });
  });

  it.each(['80G/2026-28/000123', '80G/2026-27/000000', '80G/2026-27/123', '80g/2026-27/000123', 'X'])(
    'refuses %j',
    (text) => {
      expect(parseReceiptNumber(text)).toBeNull();
    },
  );
});
