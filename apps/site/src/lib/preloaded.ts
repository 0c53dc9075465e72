/**
 * API answers the site server already fetched for a page, inlined into the HTML as JSON
 * (`<script id="foundation-data" type="application/json">`, keyed by API path). The page's swr hook starts
 * from them instead of waiting for its own request, then revalidates as usual. On the server the same answers
 * are handed in by the server entry (src/entry-server.tsx) for the one page it renders, so the HTML it writes
 * and the browser's hydrating render start from the same data.
 */
let cache: Record<string, unknown> | null = null;
let serverData: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (typeof document === 'undefined') return serverData ?? {};
  if (cache) return cache;
  cache = {};
  const element = document.getElementById('foundation-data');
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    if (parsed && typeof parsed === 'object') cache = parsed as Record<string, unknown>;
  } catch {
    // not usable: the hooks fetch as usual
  }
  return cache;
}

export function preloadedData<T>(apiPath: string): T | undefined {
  return read()[apiPath] as T | undefined;
}

/**
 * The server's answers for the page it is about to render (null once rendered). The server renders one page
 * at a time (see src/entry-server.tsx), so this never mixes two visitors' pages.
 */
export function setServerData(data: Record<string, unknown> | null): void {
  serverData = data;
}
