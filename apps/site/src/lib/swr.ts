import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { ApiError } from './api';

/*
 * The site's reads of the API, cached by key: the part of the swr library the site used (stale data shown
 * while it is read again, requests of one key deduplicated, retries, `mutate`), in the site's own few lines
 * instead of the library's 5 KB gzipped in every page's first load. Its rules are swr's:
 * - a hook shows its key's cached answer, else its `fallbackData` (the server's answer inlined in the page,
 *   lib/preloaded.ts), and reads the key again when it mounts, unless a read of that key started less than
 *   `dedupingInterval` ago;
 * - hooks of one key share its answer: one read, every hook updated;
 * - a failed read keeps the last answer beside the error and is retried as `onErrorRetry` decides;
 * - the key is read again when the browser comes back online, and every `refreshInterval` if set;
 * - `mutate(data)` replaces the answer (then reads it again unless `{ revalidate: false }`), `mutate()` reads it
 *   again at once.
 */

/** A read's key: a string or a tuple handed to the fetcher; null reads nothing. */
export type Key = string | readonly unknown[] | null;

export interface SWRConfiguration<Data = unknown> {
  /** A read of the key that started this many ms ago or less is not started again. Default 2 s (swr's). */
  dedupingInterval?: number;
  /** What the hook shows while its key has no answer yet. */
  fallbackData?: Data;
  /** Whether a failed read is retried (by `onErrorRetry`). */
  shouldRetryOnError?: boolean;
  /** Decides a retry after a failure: calls `revalidate` (later) to read again. */
  onErrorRetry?: (
    error: unknown,
    key: string,
    config: unknown,
    revalidate: (options: { retryCount: number }) => void,
    options: { retryCount: number },
  ) => void;
  /** Reads the key again this many ms after each answer (0: never); a function of the latest answer. */
  refreshInterval?: number | ((latest: Data | undefined) => number);
  /** Accepted for swr's options; focus never triggers a read here. */
  revalidateOnFocus?: boolean;
}

interface Entry {
  data?: unknown;
  error?: unknown;
  /** A read is under way. */
  loading: boolean;
}

interface Cache {
  entries: Map<string, Entry>;
  listeners: Map<string, Set<() => void>>;
  /** The last read of each key: when it started, and its outcome. */
  reads: Map<string, { started: number; done: Promise<{ error?: unknown }> }>;
}

const EMPTY: Entry = { loading: false };

function newCache(entries: Map<string, Entry> = new Map()): Cache {
  return { entries, listeners: new Map(), reads: new Map() };
}

interface Config {
  cache: Cache;
  dedupingInterval: number;
  shouldRetryOnError: boolean;
}

const DEFAULT_CONFIG: Config = { cache: newCache(), dedupingInterval: 2000, shouldRetryOnError: true };
const ConfigContext = createContext<Config>(DEFAULT_CONFIG);

/**
 * Options of the hooks below it, as swr's SWRConfig: `provider` a fresh cache (tests give each render its own),
 * `dedupingInterval` and `shouldRetryOnError` their defaults.
 */
export function SWRConfig({
  value,
  children,
}: {
  value: {
    provider?: () => Map<string, unknown>;
    dedupingInterval?: number;
    shouldRetryOnError?: boolean;
  };
  children?: ReactNode;
}) {
  const parent = useContext(ConfigContext);
  const [cache] = useState(() =>
    value.provider ? newCache(value.provider() as Map<string, Entry>) : parent.cache,
  );
  const config: Config = {
    cache,
    dedupingInterval: value.dedupingInterval ?? parent.dedupingInterval,
    shouldRetryOnError: value.shouldRetryOnError ?? parent.shouldRetryOnError,
  };
  return createElement(ConfigContext.Provider, { value: config }, children);
}

/** Answers of the same content keep the earlier object: no new render for a read that changed nothing. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

function update(cache: Cache, id: string, change: Partial<Entry>): void {
  const current = cache.entries.get(id) ?? EMPTY;
  const next = { ...current, ...change };
  if ('data' in change && same(current.data, change.data)) next.data = current.data;
  if (next.data === current.data && next.error === current.error && next.loading === current.loading) return;
  cache.entries.set(id, next);
  cache.listeners.get(id)?.forEach((notify) => notify());
}

/**
 * Reads a key, unless a read of it started less than `dedupe` ms ago: that read's outcome then. `started`
 * tells the hook whether the read was its own (only that hook retries a failure, as in swr).
 */
function read(
  cache: Cache,
  id: string,
  fetch: () => Promise<unknown>,
  dedupe: number,
): Promise<{ started: boolean; error?: unknown }> {
  const last = cache.reads.get(id);
  if (last && Date.now() - last.started < dedupe)
    return last.done.then((outcome) => ({ ...outcome, started: false }));
  update(cache, id, { loading: true });
  const done = Promise.resolve()
    .then(fetch)
    .then(
      (data) => {
        update(cache, id, { data, error: undefined, loading: false });
        return {};
      },
      (error: unknown) => {
        update(cache, id, { error, loading: false });
        return { error };
      },
    );
  cache.reads.set(id, { started: Date.now(), done });
  return done.then((outcome) => ({ ...outcome, started: true }));
}

interface Latest {
  key: Key;
  fetcher: (key: never) => Promise<unknown>;
  options: Omit<SWRConfiguration, 'fallbackData' | 'refreshInterval'>;
  config: Config;
}

/** Reads the key (again); a failure of this read of its own is retried as the options say. */
function readWithRetries(
  cache: Cache,
  id: string,
  latest: () => Latest,
  dedupe: boolean,
  retryCount: number,
  alive: () => boolean,
): Promise<void> {
  const { key, fetcher, options, config } = latest();
  if (key === null) return Promise.resolve();
  const dedupingInterval = dedupe ? (options.dedupingInterval ?? config.dedupingInterval) : 0;
  const fetch = fetcher as (key: Key) => Promise<unknown>;
  return read(cache, id, () => fetch(key), dedupingInterval).then((outcome) => {
    if (!outcome.started || !('error' in outcome) || !alive()) return;
    if (!(options.shouldRetryOnError ?? config.shouldRetryOnError) || !options.onErrorRetry) return;
    options.onErrorRetry(
      outcome.error,
      id,
      options,
      ({ retryCount: count }) => {
        if (alive()) void readWithRetries(cache, id, latest, false, count, alive);
      },
      { retryCount: retryCount + 1 },
    );
  });
}

type Mutate<Data> = (
  data?: Data | ((current: Data | undefined) => Data | undefined),
  options?: { revalidate?: boolean },
) => Promise<Data | undefined>;

/** One read of the API by key, as swr's `useSWR` (see the top of this file). */
export function useSWR<Data, _Error = Error, K extends Key = Key>(
  key: K,
  fetcher: (key: NonNullable<K>) => Promise<Data>,
  options: SWRConfiguration<Data> = {},
): { data: Data | undefined; error: _Error | undefined; isLoading: boolean; mutate: Mutate<Data> } {
  const config = useContext(ConfigContext);
  const { cache } = config;
  const id = key === null ? null : typeof key === 'string' ? key : JSON.stringify(key);
  const latest = useRef<Latest>({ key, fetcher, options, config });
  // Before the effects below that read: the key, fetcher and options of the last render.
  useEffect(() => {
    latest.current = { key, fetcher, options, config };
  });

  const subscribe = useCallback(
    (notify: () => void) => {
      if (id === null) return () => undefined;
      const listeners = cache.listeners.get(id) ?? new Set();
      cache.listeners.set(id, listeners);
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    [cache, id],
  );
  const entry = useSyncExternalStore(
    subscribe,
    () => (id === null ? EMPTY : (cache.entries.get(id) ?? EMPTY)),
    // The server, and the browser while it hydrates the server's HTML: the fallback only.
    () => EMPTY,
  );

  const revalidate = useCallback(
    (dedupe: boolean, alive: () => boolean = () => true) =>
      id === null ? Promise.resolve() : readWithRetries(cache, id, () => latest.current, dedupe, 0, alive),
    [cache, id],
  );

  // On mount and on a new key: read it (deduplicated), and again when the browser is back online.
  useEffect(() => {
    if (id === null) return;
    let mounted = true;
    const alive = () => mounted;
    void revalidate(true, alive);
    const online = () => void revalidate(true, alive);
    window.addEventListener('online', online);
    return () => {
      mounted = false;
      window.removeEventListener('online', online);
    };
  }, [id, revalidate]);

  // refreshInterval: the next read some time after each answer.
  const { refreshInterval } = options;
  const every = typeof refreshInterval === 'function' ? refreshInterval(entry.data as Data) : refreshInterval;
  useEffect(() => {
    if (id === null || !every || every <= 0 || entry.loading) return;
    const timer = window.setTimeout(() => void revalidate(false), every);
    return () => window.clearTimeout(timer);
  }, [id, every, entry, revalidate]);

  const mutate = useCallback<Mutate<Data>>(
    async (data, mutateOptions) => {
      if (id === null) return undefined;
      if (data !== undefined) {
        const current = cache.entries.get(id)?.data as Data | undefined;
        const next =
          typeof data === 'function'
            ? (data as (value: Data | undefined) => Data | undefined)(current)
            : data;
        update(cache, id, { data: next, error: undefined });
      }
      if (data === undefined || mutateOptions?.revalidate !== false) await revalidate(false);
      return cache.entries.get(id)?.data as Data | undefined;
    },
    [cache, id, revalidate],
  );

  return {
    data: (entry.data as Data | undefined) ?? options.fallbackData,
    error: entry.error as _Error | undefined,
    isLoading: entry.loading && entry.data === undefined,
    mutate,
  };
}

const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 30_000;

/**
 * Options of every read: docs/product.md §9, failed reads are retried 3 times with exponential back-off capped
 * at 30 s; a 404 or other 4xx is an answer, not a failure, and is not retried.
 */
export const SWR_OPTIONS: Omit<SWRConfiguration, 'fallbackData' | 'refreshInterval'> = {
  revalidateOnFocus: false,
  dedupingInterval: 5 * 60 * 1000,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (retryCount - 1));
    window.setTimeout(() => revalidate({ retryCount }), delay);
  },
};
