import { config } from '../config';
import { ApiError, apiUrl, fetchJson, mediaUrl } from './api';

const API = 'https://api.example.org';

describe('mediaUrl', () => {
  it('resolves relative upload paths against the API origin', () => {
    expect(mediaUrl('/uploads/demo/x.webp', API)).toBe('https://api.example.org/uploads/demo/x.webp');
    expect(mediaUrl('uploads/demo/x.webp', API)).toBe('https://api.example.org/uploads/demo/x.webp');
    expect(mediaUrl('/uploads/x.webp', `${API}/`)).toBe('https://api.example.org/uploads/x.webp');
  });

  it('keeps a path prefix of the API URL', () => {
    expect(mediaUrl('/uploads/x.webp', 'https://example.org/backend')).toBe(
      'https://example.org/backend/uploads/x.webp',
    );
  });

  it('keeps absolute, protocol-relative, data and blob URLs as they are', () => {
    for (const url of [
      'https://cdn.example.org/x.webp',
      'HTTP://cdn.example.org/x.webp',
      '//cdn.example.org/x.webp',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/1234',
    ]) {
      expect(mediaUrl(url, API)).toBe(url);
    }
  });

  it('gives null when there is no image', () => {
    expect(mediaUrl(null, API)).toBeNull();
    expect(mediaUrl(undefined, API)).toBeNull();
    expect(mediaUrl('   ', API)).toBeNull();
  });

  it('uses the runtime configuration by default', () => {
    expect(mediaUrl('/uploads/x.webp')).toBe(`${config.apiUrl}/uploads/x.webp`);
  });
});

describe('apiUrl', () => {
  it('joins the API origin and a path with exactly one slash', () => {
    expect(apiUrl('/api/events?type=offline', API)).toBe('https://api.example.org/api/events?type=offline');
    expect(apiUrl('api/health', `${API}/`)).toBe('https://api.example.org/api/health');
  });
});

describe('fetchJson', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('GETs the API URL asking for JSON and returns the parsed body', async () => {
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json([{ id: '1' }]),
    );
    globalThis.fetch = fetchMock as typeof fetch;

    await expect(fetchJson('/api/events?type=offline')).resolves.toEqual([{ id: '1' }]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${config.apiUrl}/api/events?type=offline`);
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
  });

  it('asks the API for the page’s language, so its refusals come in the language the visitor reads', async () => {
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ message: 'कृपया मान्य ई-मेल पता लिखें' }, { status: 400 }),
    );
    globalThis.fetch = fetchMock as typeof fetch;
    const languageOf = () => new Headers(fetchMock.mock.calls.at(-1)?.[1]?.headers).get('accept-language');

    // The page's address says its language (pageLocale reads window.location).
    const at = (pathname: string) =>
      Object.defineProperty(globalThis, 'window', { value: { location: { pathname } }, configurable: true });
    try {
      at('/hi/events/x');
      await expect(fetchJson('/api/registrations', { method: 'POST' })).rejects.toMatchObject({
        message: 'कृपया मान्य ई-मेल पता लिखें',
      });
      expect(languageOf()).toBe('hi');
      at('/events/x');
      await fetchJson('/api/registrations', { method: 'POST' }).catch(() => undefined);
      expect(languageOf()).toBe('en');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('throws an ApiError carrying the status on a non-2xx answer', async () => {
    globalThis.fetch = jest.fn(async () =>
      Response.json({ message: 'boom' }, { status: 503 }),
    ) as typeof fetch;

    const failure = fetchJson('/api/events');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 503 });
  });
});
