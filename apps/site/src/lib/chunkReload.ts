/**
 * Pages are separate chunks with hashed names. After a release the old ones are gone, so a tab opened before
 * it fails to import them (as does a flaky connection). The error screen reloads the page once to fetch the
 * new release; a session flag keeps that from looping when the chunk still does not load.
 */
const RELOADED_KEY = 'foundation:chunk-reload';

/** The messages of a failed dynamic import: Chromium, Firefox, Safari, and Vite's preload of its CSS. */
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function session(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Whether this error deserves the automatic reload: a failed chunk, and no such reload yet in this tab since
 * a page last loaded. Without session storage it never reloads by itself (no way to stop a loop).
 */
export function mayReloadFor(error: unknown, store: SessionStore | null = session()): boolean {
  if (!store || !isChunkLoadError(error)) return false;
  try {
    return store.getItem(RELOADED_KEY) === null;
  } catch {
    return false;
  }
}

/** Notes the reload in the session, then reloads. */
export function reloadForChunk(
  store: SessionStore | null = session(),
  reload: () => void = () => window.location.reload(),
): void {
  try {
    store?.setItem(RELOADED_KEY, String(Date.now()));
  } catch {
    return;
  }
  reload();
}

/** A page chunk loaded: a later failure (the next release) may reload once again. */
export function chunkLoaded(store: SessionStore | null = session()): void {
  try {
    store?.removeItem(RELOADED_KEY);
  } catch {
    // nothing to clear
  }
}
