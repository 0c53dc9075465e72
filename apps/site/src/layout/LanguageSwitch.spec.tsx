/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { messages as english } from '../locales/en/messages';
import { messages as hindi } from '../locales/hi/messages';
import { activateLocale } from '../i18n/i18n';
import { theme } from '../theme';
import { LanguageOffer, LanguageSwitch } from './LanguageSwitch';

// The app runs Hindi pages under the router basename /hi, so the router sees the path without it.
function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

describe('the language switch', () => {
  afterEach(() => {
    activateLocale('en', english);
    window.localStorage.clear();
  });

  it('links an English page to the same page in Hindi, named in Hindi', () => {
    renderAt('/events/summer-retreat?from=home', <LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'हिन्दी' });
    expect(link.getAttribute('href')).toBe('/hi/events/summer-retreat?from=home');
    expect(link.getAttribute('lang')).toBe('hi');
    expect(link.getAttribute('hreflang')).toBe('hi');
    // Drawn from its outline (English pages load no Devanagari font), named by the hidden text.
    const outline = link.querySelector('svg[aria-hidden="true"] use');
    expect(outline?.getAttribute('href')).toMatch(/#word$/);
    expect(readFileSync(path.join(__dirname, 'hindi-word.svg'), 'utf8')).toMatch(
      /<symbol id="word"[^>]*><path transform="scale\(1,-1\)" d="M[\d .MLQCZ-]+Z"\/><\/symbol>/,
    );
  });

  it('links a Hindi page to the same page in English', () => {
    activateLocale('hi', hindi);
    renderAt('/contribute', <LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe('/contribute');
    expect(link.getAttribute('lang')).toBe('en');
  });

  it('links the Hindi home page to /', () => {
    activateLocale('hi', hindi);
    renderAt('/', <LanguageSwitch />);
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/');
  });

  it('remembers the choice and offers it on a page in the other language, without redirecting', () => {
    const before = renderAt('/events', <LanguageOffer />);
    expect(screen.queryByRole('link')).toBeNull();
    before.unmount();

    const view = renderAt('/events', <LanguageSwitch />);
    fireEvent.click(screen.getByRole('link', { name: 'हिन्दी' }));
    expect(window.localStorage.getItem('foundation.locale')).toBe('hi');
    view.unmount();

    renderAt('/events', <LanguageOffer />);
    const offer = screen.getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' });
    expect(offer.getAttribute('href')).toBe('/hi/events');
    expect(offer.closest('[lang]')?.getAttribute('lang')).toBe('hi');
  });
});
