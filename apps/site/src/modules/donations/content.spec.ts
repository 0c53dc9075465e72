import { taxLawInForce, taxRegimeAt } from '@foundation/shared';
import { activateLocale } from '../../i18n/i18n';
import { messages as english } from '../../locales/en/messages';
import { messages as hindi } from '../../locales/hi/messages';
import { CONTRIBUTE } from './content';
import { taxPanelText } from './components/TaxPanel';

/** The law `GET /api/giving` names at that instant (the API picks it by its clock, in India time). */
const lawAt = (instant: string) => taxLawInForce(taxRegimeAt(new Date(instant)));

// The Contribute page is about no one donation: its tax texts name the law in force, as the API answers.
describe('the Contribute page’s tax texts', () => {
  afterEach(() => activateLocale('en', english));

  it('name section 80G of the 1961 Act until 31 March 2026 23:59 IST and section 133 of the 2025 Act from 1 April', () => {
    activateLocale('en', english);
    const before = lawAt('2026-03-31T23:59:00+05:30');
    expect(CONTRIBUTE.taxNote(before)).toContain('section 80G of the Income-tax Act, 1961');
    expect(CONTRIBUTE.taxDetailsLegend(before)).toBe('Tax receipt under section 80G (optional)');
    const after = lawAt('2026-04-01T00:00:00+05:30');
    expect(CONTRIBUTE.taxNote(after)).toContain('section 133 of the Income-tax Act, 2025');
    expect(CONTRIBUTE.taxNote(after)).not.toContain('80G');
    expect(taxPanelText(after)).toBe(
      'Your donation qualifies for a deduction under section 133 of the Income-tax Act, 2025. Our registration details:',
    );
  });

  it('say it in Hindi too', () => {
    activateLocale('hi', hindi);
    const law = lawAt('2026-04-01T00:00:00+05:30');
    expect(CONTRIBUTE.taxNote(law)).toContain('आयकर अधिनियम, 2025 की धारा 133');
    expect(CONTRIBUTE.taxDetailsHint(law)).toBe('पैन और डाक पता: धारा 133 के अंतर्गत आपकी कर रसीद के लिए आवश्यक।');
  });
});
