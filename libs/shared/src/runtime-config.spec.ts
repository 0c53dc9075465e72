import { DEVELOPMENT_CONFIG, readRuntimeConfig } from './runtime-config.js';

describe('readRuntimeConfig', () => {
  it('falls back to the development defaults when the server injected nothing (vite dev)', () => {
    expect(readRuntimeConfig(undefined)).toEqual(DEVELOPMENT_CONFIG);
    expect(readRuntimeConfig(null)).toEqual(DEVELOPMENT_CONFIG);
    expect(readRuntimeConfig('not an object')).toEqual(DEVELOPMENT_CONFIG);
  });

  it('takes the injected values and trims trailing slashes', () => {
    expect(
      readRuntimeConfig({
        apiUrl: 'https://api.example.org/',
        siteUrl: 'https://yoga.example.org',
        adminUrl: 'https://admin.yoga.example.org/admin/',
      }),
    ).toEqual({
      apiUrl: 'https://api.example.org',
      siteUrl: 'https://yoga.example.org',
      adminUrl: 'https://admin.yoga.example.org/admin',
    });
  });

  it('keeps the default for each missing, blank or non-string key', () => {
    const config = readRuntimeConfig({ apiUrl: 'https://api.example.org', siteUrl: '  ', adminUrl: 42 });
    expect(config).toEqual({
      apiUrl: 'https://api.example.org',
      siteUrl: DEVELOPMENT_CONFIG.siteUrl,
      adminUrl: DEVELOPMENT_CONFIG.adminUrl,
    });
  });
});
