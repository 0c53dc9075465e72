import {
  deductionPhrase,
  nonDeductibleReason,
  statementDueDate,
  TAX_REGIMES,
  taxRegimeAt,
  taxRegimeById,
  taxRegimeOfYear,
} from './tax-regimes.js';

describe('taxRegimeAt', () => {
  it('keeps 31 March 2026 23:59 IST under the 1961 Act and moves 1 April 2026 00:00 IST to the 2025 Act', () => {
    const lastMinute = taxRegimeAt(new Date('2026-03-31T23:59:00+05:30'));
    const lastMoment = taxRegimeAt(new Date('2026-03-31T23:59:59.999+05:30'));
    const firstMoment = taxRegimeAt(new Date('2026-04-01T00:00:00+05:30'));
    expect(lastMinute.id).toBe('it-act-1961');
    expect(lastMoment.id).toBe('it-act-1961');
    expect(firstMoment.id).toBe('it-act-2025');
    // 1 April 00:00 IST is still 31 March in UTC: the boundary is India's, not the server's.
    expect(taxRegimeAt(new Date('2026-03-31T18:30:00Z')).id).toBe('it-act-2025');
    expect(taxRegimeAt(new Date('2026-03-31T18:29:59.999Z')).id).toBe('it-act-1961');
  });

  it('gives each side of the boundary its own law, forms and words', () => {
    const old = taxRegimeAt(new Date('2026-03-31T23:59:00+05:30'));
    const next = taxRegimeAt(new Date('2026-04-01T00:00:00+05:30'));
    expect([old.deductionSection, old.approvalSection, old.statementForm, old.certificateForm]).toEqual([
      '80G',
      '80G(5)',
      '10BD',
      '10BE',
    ]);
    expect([next.deductionSection, next.approvalSection, next.statementForm, next.certificateForm]).toEqual([
      '133',
      '354',
      '113',
      '114',
    ]);
    expect(old.periodWord.en).toBe('financial year');
    expect(next.periodWord.en).toBe('tax year');
    expect(next.periodWord.hi).toBe('कर वर्ष');
    expect(old.actName.en).toBe('Income-tax Act, 1961');
    expect(next.actName.hi).toBe('आयकर अधिनियम, 2025');
    expect(old.statement.sectionCode).toBe('Section 80G');
    expect(next.statement.sectionCode).toBe('Section 133');
    expect(next.cashLimitSection).toBe('133(5)');
    expect(next.moneyOnlySection).toBe('133(4)');
    expect(old.cashLimitSection).toBe('80G(5D)');
  });

  it('keeps the table ordered, so that each row lasts until the next begins', () => {
    const starts = TAX_REGIMES.map((regime) => Date.parse(regime.effectiveFrom));
    expect(starts.every((start) => !Number.isNaN(start))).toBe(true);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(new Set(TAX_REGIMES.map((regime) => regime.id)).size).toBe(TAX_REGIMES.length);
  });

  it('refuses an invalid instant', () => {
    expect(() => taxRegimeAt(new Date('nope'))).toThrow(RangeError);
  });
});

describe('taxRegimeOfYear', () => {
  it('takes the law in force on the year’s first day', () => {
    expect(taxRegimeOfYear('2025-26')?.statementForm).toBe('10BD');
    expect(taxRegimeOfYear('2026-27')?.statementForm).toBe('113');
    expect(taxRegimeOfYear('2030-31')?.id).toBe('it-act-2025');
    expect(taxRegimeOfYear('2026-28')).toBeNull();
  });
});

describe('the rest of the table', () => {
  it('names the deduction in each language', () => {
    expect(deductionPhrase(taxRegimeById('it-act-1961')!, 'en')).toBe(
      'section 80G of the Income-tax Act, 1961',
    );
    expect(deductionPhrase(taxRegimeById('it-act-2025')!, 'hi')).toBe('आयकर अधिनियम, 2025 की धारा 133');
    expect(taxRegimeById('nope')).toBeUndefined();
  });

  it('puts the statement’s deadline on 31 May after the year', () => {
    expect(statementDueDate(2026)).toBe('2027-05-31');
  });

  it('gives no deduction for cash above ₹2,000 or a gift in kind, and one for cash at ₹2,000', () => {
    const regime = taxRegimeById('it-act-2025')!;
    expect(nonDeductibleReason(regime, 'cash', 2000)).toBeNull();
    expect(nonDeductibleReason(regime, 'cash', 2000.01)).toEqual({
      section: '133(5)',
      reason: 'cash-above-limit',
    });
    expect(nonDeductibleReason(regime, 'kind', 10)).toEqual({ section: '133(4)', reason: 'kind' });
    expect(nonDeductibleReason(regime, 'electronic', 500000)).toBeNull();
  });
});
