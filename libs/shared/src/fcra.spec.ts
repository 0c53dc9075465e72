import {
  isForeignSource,
  isIndianPassportNumber,
  normalizePassportNumber,
  DONOR_CITIZENSHIPS,
} from './fcra.js';

describe('the donor’s citizenship', () => {
  it('makes only a foreign citizen a foreign source: an Indian citizen abroad is not one', () => {
    expect(DONOR_CITIZENSHIPS.filter((c) => isForeignSource(c))).toEqual(['foreign']);
    expect(isForeignSource(null)).toBe(false);
  });

  it('takes an Indian passport number as one letter and seven digits, whatever the spacing and case', () => {
    expect(normalizePassportNumber(' k 1234567 ')).toBe('K1234567');
    expect(isIndianPassportNumber('K1234567')).toBe(true);
    for (const wrong of ['1234567', 'K123456', 'K12345678', 'KK234567', 'k1234567', '']) {
      expect(isIndianPassportNumber(wrong)).toBe(false);
    }
  });
});
