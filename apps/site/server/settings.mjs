/**
 * The settings of the production site server (main.mjs), read from the environment and validated: a bad
 * value throws an Error naming the variable, and the server refuses to start.
 *
 *   API_URL, SITE_URL, ADMIN_URL  required: the API, the site and the admin panel as browsers reach them
 *   API_INTERNAL_URL              where this server itself fetches event and program data (default: API_URL)
 *   PORT, HOST                    where it listens (default: 8080 on 0.0.0.0)
 *   SITE_DIST                     the site's build (default: apps/site/dist)
 *   VIDEO_HOSTS                   video hosts of the About video the CSP frames (default: youtube), as the API's
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseVideoHostsSetting } from '@foundation/shared';

const DEFAULT_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** An http(s) URL without trailing slashes; undefined when unset and optional. */
function httpUrl(env, name, { required }) {
  const value = env[name]?.trim();
  if (!value) {
    if (required) throw new Error(`${name} must be set to an http(s) URL`);
    return undefined;
  }
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) URL without query or fragment (got "${value}")`);
  }
  return value.replace(/\/+$/, '');
}

function port(env) {
  const value = env.PORT?.trim();
  if (!value) return 8080;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number > 65535) {
    throw new Error(`PORT must be a port number from 0 to 65535 (got "${value}")`);
  }
  return number;
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ runtimeConfig: { apiUrl: string, siteUrl: string, adminUrl: string }, apiInternalUrl: string, root: string, port: number, host: string, videoHosts: string[] }}
 */
export function siteServerSettings(env = process.env) {
  const runtimeConfig = {
    apiUrl: httpUrl(env, 'API_URL', { required: true }),
    siteUrl: httpUrl(env, 'SITE_URL', { required: true }),
    adminUrl: httpUrl(env, 'ADMIN_URL', { required: true }),
  };
  return {
    runtimeConfig,
    apiInternalUrl: httpUrl(env, 'API_INTERNAL_URL', { required: false }) ?? runtimeConfig.apiUrl,
    root: env.SITE_DIST?.trim() || DEFAULT_ROOT,
    port: port(env),
    host: env.HOST?.trim() || '0.0.0.0',
    videoHosts: parseVideoHostsSetting(env.VIDEO_HOSTS),
  };
}
