import { formatInr, paiseToRupeeString, toPaise } from './money.js';

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
});
