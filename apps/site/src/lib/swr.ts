import { type SWRConfiguration } from 'swr';
import { ApiError } from './api';

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

/**
 * Options of every swr hook (passed per hook rather than through SWRConfig, so swr stays out of the first
 * bundle): docs/product.md §9, failed reads are retried 3 times with exponential back-off capped at 30 s; a 404
 * or other 4xx is an answer, not a failure, and is not retried.
 */
export const SWR_OPTIONS: SWRConfiguration = {
  revalidateOnFocus: false,
  dedupingInterval: 5 * 60 * 1000,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (retryCount - 1));
    window.setTimeout(() => revalidate({ retryCount }), delay);
  },
};
