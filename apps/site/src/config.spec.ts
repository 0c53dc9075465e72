/** @jest-environment jsdom */
import { DEVELOPMENT_CONFIG } from '@foundation/shared';

/** src/config.ts as a page with this head would read it (the module reads the page once, when it loads). */
function configOf(head: string) {
  document.head.innerHTML = head;
  let read: typeof import('./config').config | undefined;
  jest.isolateModules(() => {
    read = (jest.requireActual('./config') as typeof import('./config')).config;
  });
  return read;
}

describe('the runtime configuration', () => {
  it('is read from the JSON the site server writes into the page', () => {
    const config = configOf(
      '<script id="foundation-config" type="application/json">{"apiUrl":"https://api.example.org/","siteUrl":"https://example.org","adminUrl":"https://admin.example.org/admin"}</script>',
    );
    expect(config).toEqual({
      apiUrl: 'https://api.example.org',
      siteUrl: 'https://example.org',
      adminUrl: 'https://admin.example.org/admin',
    });
  });

  it('falls back to the development defaults without that JSON, or with JSON that does not parse', () => {
    expect(configOf('')).toEqual(DEVELOPMENT_CONFIG);
    expect(configOf('<script id="foundation-config" type="application/json">{apiUrl:</script>')).toEqual(
      DEVELOPMENT_CONFIG,
    );
  });
});
