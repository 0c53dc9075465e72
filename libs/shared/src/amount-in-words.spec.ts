import { amountInWordsINR } from './amount-in-words.js';

describe('amountInWordsINR', () => {
  it.each([
    [0, 'Rupees Zero only'],
    [1, 'Rupees One only'],
    [19, 'Rupees Nineteen only'],
    [20, 'Rupees Twenty only'],
    [21, 'Rupees Twenty-One only'],
    [99, 'Rupees Ninety-Nine only'],
    [100, 'Rupees One Hundred only'],
    [101, 'Rupees One Hundred One only'],
    [999, 'Rupees Nine Hundred Ninety-Nine only'],
    [1000, 'Rupees One Thousand only'],
    [1_00_000, 'Rupees One Lakh only'],
    [1_25_000, 'Rupees One Lakh Twenty-Five Thousand only'],
    [10_00_000, 'Rupees Ten Lakh only'],
    [1_00_00_000, 'Rupees One Crore only'],
    [
      99_99_99_999,
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only',
    ],
  ])('writes %d as %j', (rupees, words) => {
    expect(amountInWordsINR(rupees)).toBe(words);
  });

  it('skips empty groups in the middle', () => {
    expect(amountInWordsINR(1_00_00_101)).toBe('Rupees One Crore One Hundred One only');
    expect(amountInWordsINR(20_05_040)).toBe('Rupees Twenty Lakh Five Thousand Forty only');
    expect(amountInWordsINR(1500)).toBe('Rupees One Thousand Five Hundred only');
  });

  it('reads rupees as stored (a number or a decimal string) and ignores paise', () => {
    expect(amountInWordsINR('125000.00')).toBe('Rupees One Lakh Twenty-Five Thousand only');
    expect(amountInWordsINR('21.99')).toBe('Rupees Twenty-One only');
    expect(amountInWordsINR(0.5)).toBe('Rupees Zero only');
  });

  it('refuses amounts outside 0 to 99,99,99,999 and values that are not amounts', () => {
    expect(() => amountInWordsINR(1_00_00_00_000)).toThrow(RangeError);
    expect(() => amountInWordsINR(-1)).toThrow(RangeError);
    expect(() => amountInWordsINR('abc')).toThrow(RangeError);
    expect(() => amountInWordsINR(Number.NaN)).toThrow(RangeError);
    expect(() => amountInWordsINR('1.234')).toThrow(RangeError);
  });
});
