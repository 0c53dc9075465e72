import { readRuntimeConfig, type RuntimeConfig } from '@foundation/shared';

/**
 * This app's runtime configuration (see readRuntimeConfig in libs/shared). This is the only place that
 * knows an API origin.
 */
declare global {
  interface Window {
    __FOUNDATION_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const config: RuntimeConfig = readRuntimeConfig(
  typeof window === 'undefined' ? undefined : window.__FOUNDATION_CONFIG__,
);
