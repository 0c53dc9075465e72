import { amountInWordsHindi, amountInWordsINR } from './amount-in-words.js';

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

describe('amountInWordsHindi', () => {
  it('writes rupees in Hindi words with lakh and crore, each number 1 to 99 its own word', () => {
    expect(amountInWordsHindi(0)).toBe('शून्य रुपये मात्र');
    expect(amountInWordsHindi(1)).toBe('एक रुपये मात्र');
    expect(amountInWordsHindi(45)).toBe('पैंतालीस रुपये मात्र');
    expect(amountInWordsHindi(99)).toBe('निन्यानबे रुपये मात्र');
    expect(amountInWordsHindi(101)).toBe('एक सौ एक रुपये मात्र');
    expect(amountInWordsHindi(1500)).toBe('एक हज़ार पाँच सौ रुपये मात्र');
    expect(amountInWordsHindi(125000)).toBe('एक लाख पच्चीस हज़ार रुपये मात्र');
    expect(amountInWordsHindi('2000000.50')).toBe('बीस लाख रुपये मात्र');
    expect(amountInWordsHindi(99_99_99_999)).toBe(
      'निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये मात्र',
    );
    expect(() => amountInWordsHindi(1_00_00_00_000)).toThrow(RangeError);
  });
});
