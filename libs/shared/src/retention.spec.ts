import { taxRecordKeptUntil } from './personal-data.js';
import { lastTaxYearPastRetention } from './retention.js';

describe('lastTaxYearPastRetention (Rule 17AA, and never before the statement of donations)', () => {
  it('takes a year the day after its tax record is no longer kept, not on its last day', () => {
    // A gift of 2026-27 is kept to 31 March 2038 with ten years.
    expect(taxRecordKeptUntil(new Date('2026-06-01T06:00:00Z'), 10)).toBe('2038-03-31');
    expect(lastTaxYearPastRetention('2038-03-31', 10)).toBe(2025);
    expect(lastTaxYearPastRetention('2038-04-01', 10)).toBe(2026);
  });

  it('follows the configured years', () => {
    // A gift of 2027-28 is assessed in 2028-29 and, with one year, kept to 31 March 2030.
    expect(lastTaxYearPastRetention('2030-04-01', 1)).toBe(2027);
    expect(lastTaxYearPastRetention('2030-03-31', 1)).toBe(2026);
  });

  it('never takes a year whose statement of donations is still pending (due 31 May after the year)', () => {
    // With no tax years at all, the statement alone holds the year: 2026-27 is due 31 May 2027.
    expect(lastTaxYearPastRetention('2027-05-31', -2)).toBe(2025);
    expect(lastTaxYearPastRetention('2027-06-01', -2)).toBe(2026);
  });
});
