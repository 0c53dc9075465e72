import { monthlyRecurringPaise } from './dashboard.js';

describe('monthlyRecurringPaise', () => {
  it('adds the monthly paise and a twelfth of the yearly paise', () => {
    expect(monthlyRecurringPaise(50_000, 1_200_000)).toBe(150_000);
    expect(monthlyRecurringPaise(0, 0)).toBe(0);
  });

  it('rounds the twelfth of the yearly sum to the nearest paisa once, half up', () => {
    // ₹1,001 a year: 100100 / 12 = 8341.67 paise.
    expect(monthlyRecurringPaise(0, 100_100)).toBe(8342);
    // 6 / 12 = 0.5 paisa: half up.
    expect(monthlyRecurringPaise(10, 6)).toBe(11);
    // 5 / 12 rounds down.
    expect(monthlyRecurringPaise(10, 5)).toBe(10);
    // Three yearly gifts of ₹1,001 summed before dividing: 300300 / 12 = 25025 exactly (not 3 × 8342).
    expect(monthlyRecurringPaise(0, 300_300)).toBe(25_025);
  });

  it('refuses amounts that are not whole paise', () => {
    expect(() => monthlyRecurringPaise(1.5, 0)).toThrow(RangeError);
    expect(() => monthlyRecurringPaise(0, -12)).toThrow(RangeError);
  });
});
