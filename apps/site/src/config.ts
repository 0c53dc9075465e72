import { readRuntimeConfig, type RuntimeConfig } from '@foundation/shared';

/** The element the site's server writes into every page's head (server/head.mjs). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'foundation-config';

/**
 * This app's runtime configuration (see readRuntimeConfig in libs/shared), read from the JSON the site's server
 * writes into the page; the server's own render is given it (src/entry-server.tsx). Under `vite dev` there is
 * none and the development defaults apply. This is the only place that knows an API origin.
 */
export const config: RuntimeConfig = readRuntimeConfig(injectedConfig());

function injectedConfig(): unknown {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
