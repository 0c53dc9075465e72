/**
 * API answers the site server already fetched to write a page's head, inlined into the HTML as JSON
 * (`<script id="foundation-data" type="application/json">`, keyed by API path). The page's swr hook starts
 * from them instead of waiting for its own request, then revalidates as usual.
 */
let cache: Record<string, unknown> | null = null;

function read(): Record<string, unknown> {
  if (cache) return cache;
  cache = {};
  if (typeof document === 'undefined') return cache;
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
