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
  expiresAt: number;
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
 * so serving a hit skips nothing that matters. Any successful write through this process clears it (see
 * public-cache.middleware.ts), and so do background changes of seat availability (expired holds); writes
 * through other API processes show after at most `ttlMs`.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, CachedRead>();
  private generation = 0;
  hits = 0;
  misses = 0;

  constructor(readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** A fresh entry for the URL, or undefined (expired entries are dropped). */
  lookup(key: string, now = Date.now()): CachedRead | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > now) {
      this.hits += 1;
      return entry;
    }
    if (entry) this.entries.delete(key);
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
  store(ticket: CacheTicket, value: unknown, route: string, now = Date.now()): CachedRead {
    const body = Buffer.from(JSON.stringify(value) ?? 'null');
    const entry: CachedRead = { body, etag: etagOf(body), route, expiresAt: now + this.ttlMs };
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
