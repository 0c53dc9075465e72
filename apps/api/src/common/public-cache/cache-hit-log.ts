import { type Logger } from 'pino';

/** How often the summary of cache hits is logged (when there were any). */
export const CACHE_HIT_SUMMARY_INTERVAL_MS = 60_000;

/**
 * How the API logs the public reads it answers from its in-process cache.
 *
 * Every request the application itself handles gets its own line at `info` (pino-http). A cache hit is
 * different: it repeats, byte for byte, an answer whose production was logged when it filled the cache, it
 * can arrive tens of thousands of times a second, and writing a line for each cost the API a third of its
 * throughput. So hits are counted, and the counts go out as one `info` line per interval, by route and
 * status; each hit still gets its own line at `debug`, and in the request metrics. Where every single
 * request must be on record (client addresses, exact URLs), that is the reverse proxy's access log, which
 * the deployment keeps (nginx in docker-compose.yml).
 */
export class CacheHitLog {
  private counts = new Map<string, number>();
  private since = Date.now();
  private timer?: NodeJS.Timeout;

  constructor(private readonly logger: Logger) {}

  /** Records one hit; logs it on its own line only at `debug`. */
  record(
    method: string,
    url: string,
    route: string,
    status: number,
    remoteAddress: string | undefined,
    seconds: number,
  ): void {
    const key = `${method} ${route} ${status}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (this.logger.isLevelEnabled('debug')) {
      this.logger.debug(
        {
          method,
          url,
          remoteAddress,
          statusCode: status,
          responseTime: Math.round(seconds * 1000),
          cache: 'hit',
        },
        'request completed',
      );
    }
  }

  /** Logs the hits counted since the last summary (nothing when there were none) and starts counting anew. */
  flush(now = Date.now()): void {
    const counts = this.counts;
    const seconds = Math.round((now - this.since) / 1000);
    this.counts = new Map();
    this.since = now;
    if (counts.size === 0) return;
    let total = 0;
    for (const count of counts.values()) total += count;
    this.logger.info(
      { cacheHits: Object.fromEntries(counts), total, seconds },
      'public reads answered from the cache',
    );
  }

  /** Logs a summary every `intervalMs` until stop(); the timer never keeps the process alive. */
  start(intervalMs = CACHE_HIT_SUMMARY_INTERVAL_MS): void {
    this.stop();
    this.timer = setInterval(() => this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and logs what was counted since the last summary. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.flush();
  }
}
