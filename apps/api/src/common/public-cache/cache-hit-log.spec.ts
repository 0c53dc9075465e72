import { Writable } from 'node:stream';
import { pino } from 'pino';
import { CacheHitLog } from './cache-hit-log.js';

/** A pino logger at `level` whose lines are parsed into `lines`. */
function capturingLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

describe('CacheHitLog', () => {
  it('at info, writes no line per hit but one summary by route and status, then counts anew', () => {
    const { logger, lines } = capturingLogger('info');
    const log = new CacheHitLog(logger);
    log.flush(0); // start of the interval
    for (let i = 0; i < 3; i++)
      log.record('GET', '/api/events/retreat', '/api/events/:slug', 200, '127.0.0.1', 0.0001);
    log.record('GET', '/api/events/retreat', '/api/events/:slug', 304, '127.0.0.1', 0.0001);
    log.record('HEAD', '/api/community-programs', '/api/community-programs', 200, '127.0.0.1', 0.0001);
    expect(lines).toHaveLength(0);

    log.flush(60_000);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'public reads answered from the cache',
        total: 5,
        seconds: 60,
        cacheHits: {
          'GET /api/events/:slug 200': 3,
          'GET /api/events/:slug 304': 1,
          'HEAD /api/community-programs 200': 1,
        },
      }),
    ]);

    log.flush(120_000); // nothing since: no line
    expect(lines).toHaveLength(1);
    log.record('GET', '/api/community-programs', '/api/community-programs', 200, undefined, 0.0001);
    log.flush(180_000);
    expect(lines[1]).toEqual(
      expect.objectContaining({ total: 1, cacheHits: { 'GET /api/community-programs 200': 1 } }),
    );
  });

  it('at debug, also writes each hit on its own line like a request log', () => {
    const { logger, lines } = capturingLogger('debug');
    const log = new CacheHitLog(logger);
    log.record('GET', '/api/events?type=offline', '/api/events', 304, '10.0.0.7', 0.0021);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 20,
        msg: 'request completed',
        method: 'GET',
        url: '/api/events?type=offline',
        remoteAddress: '10.0.0.7',
        statusCode: 304,
        responseTime: 2,
        cache: 'hit',
      }),
    ]);
  });

  it('logs what was counted when it stops (the server closed), once', () => {
    const { logger, lines } = capturingLogger('info');
    const log = new CacheHitLog(logger);
    log.start(10);
    log.record('GET', '/api/events', '/api/events', 200, undefined, 0);
    log.stop();
    expect(lines).toEqual([expect.objectContaining({ total: 1, cacheHits: { 'GET /api/events 200': 1 } })]);
    log.stop();
    expect(lines).toHaveLength(1);
  });

  describe('on its own clock', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('logs a summary by itself every interval', () => {
      const { logger, lines } = capturingLogger('info');
      const log = new CacheHitLog(logger);
      log.start(20);
      log.record('GET', '/api/events', '/api/events', 200, undefined, 0);
      jest.advanceTimersByTime(19);
      expect(lines).toHaveLength(0);
      // The summary comes from the interval, not from stop()
      jest.advanceTimersByTime(61);
      expect(lines).toEqual([expect.objectContaining({ total: 1 })]);
      log.stop();
      expect(lines).toEqual([expect.objectContaining({ total: 1 })]);
    });
  });
});
