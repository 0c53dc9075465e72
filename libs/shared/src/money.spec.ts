import { formatIndianDigits, formatInr, paiseToRupeeString, toPaise } from './money.js';

describe('money', () => {
  it('converts decimal strings to paise exactly', () => {
    expect(toPaise('1500.00')).toBe(150000);
    expect(toPaise('0.1')).toBe(10);
    expect(toPaise('19.99')).toBe(1999);
    expect(toPaise(2500)).toBe(250000);
    expect(toPaise('0')).toBe(0);
  });

  it('does not accumulate float error where floats would', () => {
    // 0.1 + 0.2 !== 0.3 in floating point; in paise it is exact.
    expect(toPaise('0.10') + toPaise('0.20')).toBe(toPaise('0.30'));
    expect(toPaise('1234.56') * 7).toBe(864192);
  });

  it('refuses negative, malformed and over-precise amounts', () => {
    expect(() => toPaise('-1')).toThrow(RangeError);
    expect(() => toPaise('1.234')).toThrow(RangeError);
    expect(() => toPaise('abc')).toThrow(RangeError);
  });

  it('turns paise back into a two-decimal rupee string', () => {
    expect(paiseToRupeeString(150000)).toBe('1500.00');
    expect(paiseToRupeeString(5)).toBe('0.05');
    expect(() => paiseToRupeeString(1.5)).toThrow(RangeError);
  });

  it('formats rupees with the sign and Indian grouping', () => {
    expect(formatInr(1500)).toBe('₹1,500');
    expect(formatInr('100000.00')).toBe('₹1,00,000');
    expect(formatInr('2500000')).toBe('₹25,00,000');
    expect(formatInr('99.5')).toBe('₹99.50');
    expect(formatInr(0)).toBe('₹0');
  });

  it('writes what Intl writes for en-IN and hi-IN, without building an Intl formatter', () => {
    // Every length of number up to the largest safe integer, at its edges, and a fixed spread between them.
    const values = [
      0,
      7,
      10,
      99,
      100,
      999,
      1000,
      9999,
      10000,
      99999,
      100000,
      1234567,
      Number.MAX_SAFE_INTEGER,
    ];
    for (let digits = 1; digits <= 15; digits += 1)
      values.push(10 ** digits - 1, 10 ** digits, 10 ** digits + 1);
    let seed = 20260401;
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      values.push(seed % 10 ** ((i % 12) + 1));
    }
    for (const locale of ['en-IN', 'hi-IN']) {
      const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      const fractional = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of values) {
        expect(formatIndianDigits(value)).toBe(whole.format(value));
        if (value < 10 ** 13) {
          const paise = (value % 99) + 1;
          const amount = `${value}.${String(paise).padStart(2, '0')}`;
          expect(formatInr(amount, locale === 'hi-IN' ? 'hi' : 'en')).toBe(
            `₹${fractional.format(Number(amount))}`,
          );
        }
      }
    }
  });

  it('refuses what is not a whole non-negative number', () => {
    expect(() => formatIndianDigits(-1)).toThrow(RangeError);
    expect(() => formatIndianDigits(1.5)).toThrow(RangeError);
    expect(() => formatIndianDigits(Number.NaN)).toThrow(RangeError);
  });
});
