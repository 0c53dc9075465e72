import { lastCompletedFinancialYear, recentFinancialYears } from './givingLabels';

describe('recentFinancialYears', () => {
  it('starts from the current financial year in India time, newest first', () => {
    // 1 April 2026 00:10 IST is 31 March 18:40 UTC: already 2026-27 in India.
    expect(recentFinancialYears(new Date('2026-03-31T18:40:00Z'), 3)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
    ]);
    // 31 March 2026 23:50 IST still belongs to 2025-26.
    expect(recentFinancialYears(new Date('2026-03-31T18:20:00Z'), 2)).toEqual(['2025-26', '2024-25']);
  });

  it('names the year whose Form 10BD is due next', () => {
    expect(lastCompletedFinancialYear(new Date('2026-11-23T06:00:00Z'))).toBe('2025-26');
  });
});
