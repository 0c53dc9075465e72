import { type TaxLawInForce } from '@foundation/shared';
import { TAX_LAW_2025 } from '../../testing/donations';
import { foundationLegal } from './foundationLegal';

const TAX_LAW_1961: TaxLawInForce = {
  id: 'it-act-1961',
  actName: { en: 'Income-tax Act, 1961', hi: 'आयकर अधिनियम, 1961' },
  deductionSection: '80G',
  approvalSection: '80G(5)',
};

const CONFIGURED = {
  name: 'Yoga Foundation Trust',
  address: 'Rishikesh',
  pan: 'AAATY9999Q',
  taxLaw: TAX_LAW_1961,
  urn: 'AAATY9999QF20214',
  approvedOn: '2021-07-09',
  validFrom: '2021-07-09',
  validUntil: '2026-03-31',
  deductibleReceipts: true,
};

describe('foundationLegal', () => {
  it('uses the API’s configured details', () => {
    const lines = foundationLegal(CONFIGURED);
    expect(lines.name).toBe('Yoga Foundation Trust');
    expect(lines.pan).toBe('AAATY9999Q');
    expect(lines.registration80g).toBe(
      'URN under section 80G(5): AAATY9999QF20214, approved on 9 July 2021, valid 9 July 2021 to 31 March 2026',
    );
    expect(lines.facts).toContainEqual({ label: 'URN under section 80G(5)', value: 'AAATY9999QF20214' });
  });

  it('names the approval by the section of the regime the API answers with (354 from 1 April 2026)', () => {
    const lines = foundationLegal({
      ...CONFIGURED,
      taxLaw: TAX_LAW_2025,
      urn: 'AAATY9999QF20265',
      validFrom: '2026-04-01',
      validUntil: '2031-03-31',
    });
    expect(lines.registration80g).toMatch(/^URN under section 354: AAATY9999QF20265, /);
    // The top strip of every page names the approval in force, not the original 80G line.
    expect(lines.strip).toBe('URN under section 354: AAATY9999QF20265 | Date of approval: 9 July 2021');
    expect(lines.urn).toEqual({ label: 'URN under section 354', value: 'AAATY9999QF20265' });
    expect(lines.facts).toContainEqual({ label: 'URN under section 354', value: 'AAATY9999QF20265' });
  });

  it('keeps the site’s own line when the API has no 80G registration configured or cannot answer', () => {
    for (const foundation of [null, { ...CONFIGURED, urn: null }]) {
      expect(foundationLegal(foundation).registration80g).toContain('(80 G) Registration ID');
      expect(foundationLegal(foundation).strip).toContain('(80 G) Registration ID');
    }
    expect(foundationLegal(null).pan).toBe('AAATY1234F');
  });
});
