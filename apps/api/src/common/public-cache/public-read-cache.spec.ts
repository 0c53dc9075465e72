import { PublicReadCache, cacheKey, matchesEtag } from './public-read-cache.js';

describe('PublicReadCache', () => {
  const key = cacheKey('/api/events?type=offline', 'http://localhost:4200');

  it('keeps an answer for the TTL, then lets one request refresh it while others get the old one for at most a second', () => {
    const cache = new PublicReadCache(3000);
    cache.store(cache.ticket(key), [{ a: 1 }], '/api/events', { 'x-frame-options': 'DENY' }, 0);
    expect(cache.lookup(key, 2999)?.body.toString()).toBe('[{"a":1}]');
    expect(cache.lookup(key, 3000)).toBeUndefined(); // this request refreshes
    expect(cache.lookup(key, 3500)?.body.toString()).toBe('[{"a":1}]'); // the others still get it
    expect(cache.lookup(key, 4000)).toBeUndefined(); // the refresh did not come back: try again
    cache.store(cache.ticket(key), [{ a: 2 }], '/api/events', {}, 4100);
    expect(cache.lookup(key, 4200)?.body.toString()).toBe('[{"a":2}]');
  });

  it('never keeps a value loaded before an invalidation', () => {
    const cache = new PublicReadCache(3000);
    const ticket = cache.ticket(key);
    cache.invalidate(); // an admin saved while the read was loading
    cache.store(ticket, ['old'], '/api/events', {});
    expect(cache.lookup(key)).toBeUndefined();
    cache.store(cache.ticket(key), ['new'], '/api/events', {});
    expect(cache.lookup(key)?.body.toString()).toBe('["new"]');
    cache.invalidate();
    expect(cache.lookup(key)).toBeUndefined();
  });

  it('keys by Origin (CORS headers differ), replays the pipeline’s headers but not per-answer ones', () => {
    const cache = new PublicReadCache(3000);
    const entry = cache.store(cache.ticket(key), { x: 1 }, '/api/events', {
      'access-control-allow-origin': 'http://localhost:4200',
      'content-length': '99',
      date: 'yesterday',
      vary: 'Origin',
    });
    expect(cache.lookup(cacheKey('/api/events?type=offline', 'http://evil.example'))).toBeUndefined();
    expect(entry.headers).toEqual([
      ['access-control-allow-origin', 'http://localhost:4200'],
      ['vary', 'Origin'],
      ['Content-Type', 'application/json; charset=utf-8'],
    ]);
    expect(entry.raw200).toEqual(
      expect.arrayContaining(['Content-Length', String(entry.body.length), 'ETag', entry.etag]),
    );
    expect(entry.raw304).not.toContain('Content-Length');
  });

  it('is off with a TTL of 0', () => {
    const cache = new PublicReadCache(0);
    cache.store(cache.ticket(key), 1, '/api/events', {});
    expect(cache.lookup(key)).toBeUndefined();
  });

  it('holds at most 1000 URLs, dropping the oldest', () => {
    const cache = new PublicReadCache(3000);
    for (let i = 0; i < 1005; i += 1) cache.store(cache.ticket(`k${i}`), i, '/r', {});
    expect(cache.size).toBe(1000);
    expect(cache.lookup('k0')).toBeUndefined();
    expect(cache.lookup('k1004')).toBeDefined();
  });

  it.each([
    ['"abc"', '"abc"', true],
    ['W/"abc"', '"abc"', true],
    ['"x", "abc"', '"abc"', true],
    ['*', '"abc"', true],
    ['"abd"', '"abc"', false],
    [undefined, '"abc"', false],
  ])('If-None-Match %s against %s: %s', (header, etag, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
