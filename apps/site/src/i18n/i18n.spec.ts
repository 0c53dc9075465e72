import { messages as hindi } from '../locales/hi/messages';
import { activateLocale, localeOfLocation, t, currentLocale } from './i18n';
import { activateWholeCatalogue } from './wholeCatalogue';

describe('site languages', () => {
  afterEach(() => activateWholeCatalogue('en'));

  it('reads the language from the address: /hi and below is Hindi, the rest English', () => {
    expect(localeOfLocation('/hi')).toBe('hi');
    expect(localeOfLocation('/hi/events/x')).toBe('hi');
    expect(localeOfLocation('/events')).toBe('en');
    expect(localeOfLocation('/hindi')).toBe('en');
  });

  it('gives the text of the active catalogue', async () => {
    expect(t('layout.skipLink')).toBe('Skip to main content');
    await activateWholeCatalogue('hi');
    expect(currentLocale()).toBe('hi');
    expect(t('layout.skipLink')).toBe('मुख्य सामग्री पर जाएँ');
    activateLocale('en', {});
    expect(currentLocale()).toBe('en');
    expect(hindi['layout.skipLink']).toBeDefined();
  });
});
