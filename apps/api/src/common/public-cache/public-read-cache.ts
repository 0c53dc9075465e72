import { createHash } from 'node:crypto';

/** What browsers and proxies may do with a public read: keep it, but ask again (ETag → 304) every time. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Most URLs kept at once (each event page is one); the oldest go first. */
const MAX_ENTRIES = 1000;

export interface CachedRead {
  /** The JSON body, serialised once. */
  body: Buffer;
  /** Strong validator of the body. */
  etag: string;
  /** The route pattern that produced it (a label of the request metrics). */
  route: string;
  /**
   * Every header the whole pipeline gave the answer that filled the cache (security headers, CORS for the
   * request's Origin, caching headers), replayed as they are on each hit.
   */
  headers: [string, string][];
  /** The answers as flat header lists, ready for writeHead: 200 (with the body) and 304. */
  raw200: string[];
  raw304: string[];
  expiresAt: number;
  /** When a request set out to refresh this expired entry (others get it meanwhile, see lookup). */
  refreshingSince?: number;
}

/** How long an expired entry is still served while one request refreshes it. */
const REFRESH_GRACE_MS = 1000;

/** Headers that belong to one answer only and are never replayed. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'etag',
  'content-type',
]);

/**
 * The cache key: the URL as sent, and the Origin when it is one CORS allows (only those get their own CORS
 * headers; every other Origin, made up or absent, gets the same answer, so they share one key).
 */
export function cacheKey(url: string, origin: string | undefined): string {
  return `${origin ?? ''} ${url}`;
}

/** Taken when a request starts loading a read; a store with an outdated ticket is dropped. */
export interface CacheTicket {
  key: string;
  generation: number;
}

/** A strong ETag of a body: the SHA-1 of its bytes. */
export function etagOf(body: Buffer | string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * A short in-process cache of the public reads, keyed by URL (path and query as the client sent them).
 * Only answers that went through the whole request pipeline (guards, validation, the service) are stored,
 * so serving a hit skips nothing that matters. Successful admin writes and public writes that change public
 * reads (registrations, payments) through this process clear it (see public-cache.middleware.ts), and so do background changes of seat availability (expired holds); writes
 * through other API processes show after at most `ttlMs`.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private generation = 0;
  hits = 0;
  misses = 0;

  private readonly corsOrigins: ReadonlySet<string>;

  /** `corsOrigins`: the origins CORS answers for (CORS_ORIGINS); any other Origin does not change the answer. */
  constructor(
    readonly ttlMs: number,
    corsOrigins: readonly string[] = [],
  ) {
    this.corsOrigins = new Set(corsOrigins);
  }

  /** The key of a request: its URL, and its Origin only when CORS answers that origin differently. */
  keyFor(url: string, origin: string | undefined): string {
    return cacheKey(url, origin !== undefined && this.corsOrigins.has(origin) ? origin : undefined);
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /**
   * The entry for the key, or undefined when the request must load it. Once an entry expires, the first
   * request to ask loads it again while the others still get the expired one, for at most
   * REFRESH_GRACE_MS: no stampede of identical queries every TTL. A clear (invalidate) serves nothing old.
   */
  lookup(key: string, now = Date.now()): CachedRead | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (
      entry &&
      (entry.expiresAt > now ||
        (entry.refreshingSince !== undefined && now - entry.refreshingSince < REFRESH_GRACE_MS))
    ) {
      this.hits += 1;
      return entry;
    }
    if (entry) entry.refreshingSince = now;
    this.misses += 1;
    return undefined;
  }

  /** Called when a request starts loading `key`. */
  ticket(key: string): CacheTicket {
    return { key, generation: this.generation };
  }

  /**
   * Serialises a loaded value once and keeps it, unless the cache was cleared since the ticket was taken
   * (the value may predate that write). Returns the body and ETag either way.
   */
  store(
    ticket: CacheTicket,
    value: unknown,
    route: string,
    responseHeaders: Record<string, number | string | string[] | undefined>,
    now = Date.now(),
  ): CachedRead {
    const body = Buffer.from(JSON.stringify(value) ?? 'null');
    const headers: [string, string][] = [];
    for (const [name, header] of Object.entries(responseHeaders)) {
      if (header === undefined || PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
      for (const one of Array.isArray(header) ? header : [header]) headers.push([name, String(one)]);
    }
    const etag = etagOf(body);
    const raw304 = [...headers.flat(), 'ETag', etag];
    const raw200 = [
      ...raw304,
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
    ];
    headers.push(['Content-Type', 'application/json; charset=utf-8']);
    const entry: CachedRead = { body, etag, route, headers, raw200, raw304, expiresAt: now + this.ttlMs };
    if (this.enabled && ticket.generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES && !this.entries.has(ticket.key)) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(ticket.key, entry);
    }
    return entry;
  }

  /** Forgets everything: the next read of each URL goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
