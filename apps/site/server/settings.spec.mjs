import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { siteServerSettings } from './settings.mjs';

const ORIGINS = {
  API_URL: 'https://api.example.org/',
  SITE_URL: 'https://example.org',
  ADMIN_URL: 'https://admin.example.org',
};

describe('siteServerSettings', () => {
  it('reads the three public URLs (trailing slashes dropped) and defaults the rest', () => {
    const settings = siteServerSettings({ ...ORIGINS });
    expect(settings).toEqual({
      runtimeConfig: {
        apiUrl: 'https://api.example.org',
        siteUrl: 'https://example.org',
        adminUrl: 'https://admin.example.org',
      },
      apiInternalUrl: 'https://api.example.org',
      root: path.join(__dirname, '../dist'),
      port: 8080,
      host: '0.0.0.0',
      // The About video's host: YouTube unless VIDEO_HOSTS says otherwise
      videoHosts: ['youtube'],
    });
  });

  it('reads VIDEO_HOSTS (the video players the CSP frames), any case and spacing', () => {
    expect(siteServerSettings({ ...ORIGINS, VIDEO_HOSTS: ' Vimeo , youtube' }).videoHosts).toEqual([
      'vimeo',
      'youtube',
    ]);
  });

  it('fetches page data from API_INTERNAL_URL when set, while browsers keep API_URL', () => {
    const settings = siteServerSettings({ ...ORIGINS, API_INTERNAL_URL: ' http://api/ ', PORT: '8081' });
    expect(settings.apiInternalUrl).toBe('http://api');
    expect(settings.runtimeConfig.apiUrl).toBe('https://api.example.org');
    expect(settings.port).toBe(8081);
    expect(siteServerSettings({ ...ORIGINS, API_INTERNAL_URL: '' }).apiInternalUrl).toBe(
      'https://api.example.org',
    );
  });

  it.each([
    [{ API_URL: undefined }, 'API_URL must be set'],
    [{ SITE_URL: 'example.org' }, 'SITE_URL must be an http(s) URL'],
    [{ API_INTERNAL_URL: 'api:3000' }, 'API_INTERNAL_URL must be an http(s) URL'],
    [{ API_INTERNAL_URL: 'ftp://api' }, 'API_INTERNAL_URL must be an http(s) URL'],
    [{ API_INTERNAL_URL: 'http://api/?x=1' }, 'API_INTERNAL_URL must be an http(s) URL'],
    [{ PORT: 'eighty' }, 'PORT must be a port number'],
    [{ PORT: '70000' }, 'PORT must be a port number'],
    [{ VIDEO_HOSTS: 'youtube,evil.example' }, 'VIDEO_HOSTS must list video hosts'],
  ])('refuses %j, naming the setting', (override, message) => {
    expect(() => siteServerSettings({ ...ORIGINS, ...override })).toThrow(message);
  });
});
