import { activateLocale } from '../../i18n/i18n';
import { messages as english } from '../../locales/en/messages';
import { messages as hindi } from '../../locales/hi/messages';
import { CONTRIBUTE } from './content';

// The Contribute page is about no one donation: its tax texts name the law in force today, in India time.
describe('the Contribute page’s tax texts', () => {
  afterEach(() => {
    jest.useRealTimers();
    activateLocale('en', english);
  });

  it('name section 80G of the 1961 Act until 31 March 2026 23:59 IST and section 133 of the 2025 Act from 1 April', () => {
    activateLocale('en', english);
    jest.useFakeTimers({ now: new Date('2026-03-31T23:59:00+05:30') });
    expect(CONTRIBUTE.taxNote).toContain('section 80G of the Income-tax Act, 1961');
    expect(CONTRIBUTE.taxDetailsLegend).toBe('Tax receipt under section 80G (optional)');
    jest.setSystemTime(new Date('2026-04-01T00:00:00+05:30'));
    expect(CONTRIBUTE.taxNote).toContain('section 133 of the Income-tax Act, 2025');
    expect(CONTRIBUTE.taxNote).not.toContain('80G');
    expect(CONTRIBUTE.taxPanelText).toBe(
      'Your donation qualifies for a deduction under section 133 of the Income-tax Act, 2025. Our registration details:',
    );
  });

  it('say it in Hindi too', () => {
    activateLocale('hi', hindi);
    jest.useFakeTimers({ now: new Date('2026-04-01T00:00:00+05:30') });
    expect(CONTRIBUTE.taxNote).toContain('आयकर अधिनियम, 2025 की धारा 133');
    expect(CONTRIBUTE.taxDetailsHint).toBe('पैन और डाक पता: धारा 133 के अंतर्गत आपकी कर रसीद के लिए आवश्यक।');
  });
});
