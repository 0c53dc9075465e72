import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@foundation/shared';

/**
 * The language to answer a request in: the body's `locale` (every public write that makes a record sends
 * the page's), else a `locale` query parameter, else Hindi when `Accept-Language` puts Hindi first (the
 * site sends its page's language there on every call), else English. A value that is not a language is
 * passed over, never an error here: the body's own validation refuses a bad `locale` field.
 */
export function requestLocale(request: Pick<Request, 'body' | 'query' | 'headers'>): Locale {
  const fromBody = (request.body as { locale?: unknown } | undefined)?.locale;
  if (isLocale(fromBody)) return fromBody;
  const fromQuery = request.query?.locale;
  if (isLocale(fromQuery)) return fromQuery;
  return firstChoice(request.headers?.['accept-language']) === 'hi' ? 'hi' : DEFAULT_LOCALE;
}

/** The primary language of the first choice of an Accept-Language header ('hi-IN,en;q=0.8' → 'hi'). */
function firstChoice(header: string | undefined): string | undefined {
  if (!header) return undefined;
  let best: { language: string; quality: number } | undefined;
  for (const part of header.split(',')) {
    const [range, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q ? Number(q.slice(2)) : 1;
    if (!range || !Number.isFinite(quality) || quality <= 0) continue;
    // Equal weights keep the order the client wrote them in.
    if (!best || quality > best.quality) best = { language: range.split('-')[0].toLowerCase(), quality };
  }
  return best?.language;
}
