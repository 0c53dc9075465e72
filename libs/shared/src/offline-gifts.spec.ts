import { RECEIPT_MODE_OF_GIFT, receivedOnProblem } from './offline-gifts.js';

describe('receivedOnProblem', () => {
  it('refuses a day that does not exist or is in the future', () => {
    expect(receivedOnProblem('2026-02-30', '2026-11-27')).toBe('invalid');
    expect(receivedOnProblem('27-11-2026', '2026-11-27')).toBe('invalid');
    expect(receivedOnProblem('2026-11-28', '2026-11-27')).toBe('future');
    expect(receivedOnProblem('2026-11-27', '2026-11-27')).toBeNull();
  });

  it('takes the current year, and the previous one until its statement is due on 31 May', () => {
    expect(receivedOnProblem('2026-04-01', '2026-11-27')).toBeNull();
    expect(receivedOnProblem('2026-03-31', '2026-11-27')).toBe('too-old');
    expect(receivedOnProblem('2026-03-31', '2026-05-31')).toBeNull();
    expect(receivedOnProblem('2025-04-01', '2026-05-31')).toBeNull();
    expect(receivedOnProblem('2025-03-31', '2026-05-31')).toBe('too-old');
    expect(receivedOnProblem('2026-03-31', '2026-06-01')).toBe('too-old');
  });
});

describe('RECEIPT_MODE_OF_GIFT', () => {
  it('counts cheques, transfers and UPI as electronic, cash as cash and goods as kind', () => {
    expect(RECEIPT_MODE_OF_GIFT.cheque).toBe('electronic');
    expect(RECEIPT_MODE_OF_GIFT.upi).toBe('electronic');
    expect(RECEIPT_MODE_OF_GIFT.cash).toBe('cash');
    expect(RECEIPT_MODE_OF_GIFT.kind).toBe('kind');
  });
});
