/**
 * Runtime configuration of the site and the admin panel. In production the site's server writes it into
 * every page as JSON (`<script id="foundation-config" type="application/json">`), and the admin panel's
 * server answers `/runtime-config.js`, which sets `window.__FOUNDATION_CONFIG__` before the bundle runs;
 * under `vite dev` neither is there and the development defaults below apply.
 */
export interface RuntimeConfig {
  /** Origin of the REST API, without a trailing slash: 'https://api.example.org'. */
  apiUrl: string;
  /** Public site origin, without a trailing slash. */
  siteUrl: string;
  /** Admin panel URL, without a trailing slash. */
  adminUrl: string;
}

export const DEVELOPMENT_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:3000',
  siteUrl: 'http://localhost:5173',
  adminUrl: 'http://localhost:5174/admin',
};

function readUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  return value.trim().replace(/\/+$/, '');
}

/** Merges what the server injected over the defaults, key by key; blank or non-string values are ignored. */
export function readRuntimeConfig(
  injected: unknown,
  defaults: RuntimeConfig = DEVELOPMENT_CONFIG,
): RuntimeConfig {
  const source = (typeof injected === 'object' && injected !== null ? injected : {}) as Record<
    string,
    unknown
  >;
  return {
    apiUrl: readUrl(source.apiUrl, defaults.apiUrl),
    siteUrl: readUrl(source.siteUrl, defaults.siteUrl),
    adminUrl: readUrl(source.adminUrl, defaults.adminUrl),
  };
}
