import { foundationLegal } from './foundationLegal';

const CONFIGURED = {
  name: 'Yoga Foundation Trust',
  address: 'Rishikesh',
  pan: 'AAATY9999Q',
  urn80g: 'AAATY9999QF20214',
  approvedOn: '2021-07-09',
  validFrom: '2021-07-09',
  validUntil: '2026-03-31',
  receipts80g: true,
};

describe('foundationLegal', () => {
  it('uses the API’s configured details', () => {
    const lines = foundationLegal(CONFIGURED);
    expect(lines.name).toBe('Yoga Foundation Trust');
    expect(lines.pan).toBe('AAATY9999Q');
    expect(lines.registration80g).toBe(
      '80G URN AAATY9999QF20214, approved on 9 July 2021, valid 9 July 2021 to 31 March 2026',
    );
    expect(lines.facts).toContainEqual({ label: '80G URN', value: 'AAATY9999QF20214' });
  });

  it('keeps the site’s own line when the API has no 80G registration configured or cannot answer', () => {
    for (const foundation of [null, { ...CONFIGURED, urn80g: null }]) {
      expect(foundationLegal(foundation).registration80g).toContain('(80 G) Registration ID');
    }
    expect(foundationLegal(null).pan).toBe('AAATY1234F');
  });
});
