import type { CheckInLink } from '@foundation/shared';
import { signedInClient } from '../testing/fakeApi';
import { createDataProvider } from '../dataProvider';
import { flattenCatalogue } from '../i18n/catalogueKeys';
import { hi } from '../i18n/hi';
import { checkedInText, linkState, worksUntilText } from './checkInRules';

const link = (overrides: Partial<CheckInLink> = {}): CheckInLink => ({
  id: 'l1',
  eventId: 'e1',
  label: 'Main gate',
  url: 'https://site.example.org/admin/check-in#token=abc',
  createdAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-11-25T18:30:00.000Z',
  revokedAt: null,
  scans: 0,
  ...overrides,
});

describe('check-in in the admin panel', () => {
  it('tells a working link from a revoked or expired one', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(linkState(link(), now)).toBe('active');
    expect(linkState(link({ revokedAt: '2026-11-23T00:00:00Z' }), now)).toBe('revoked');
    expect(linkState(link({ expiresAt: '2026-11-24T10:00:00Z' }), now)).toBe('expired');
  });

  it('says the last day a link works (it expires at the midnight, India time, that ends it)', () => {
    // Midnight in India starting 8 December is 18:30 UTC on the 7th.
    expect(worksUntilText('2026-12-07T18:30:00.000Z')).toBe('end of 7 December 2026');
  });

  it('says it with the long date of the panel in Hindi', () => {
    const hindi = flattenCatalogue(hi);
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      (hindi.get(key) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(options[name]));
    expect(worksUntilText('2026-12-07T18:30:00.000Z', translate, 'hi')).toBe('7 दिसंबर 2026 के अंत');
  });

  it('shows a registration’s check-in as "2 of 3", a dash before anyone came', () => {
    expect(checkedInText({ checkedIn: 2, numberOfTickets: 3 })).toBe('2 of 3');
    expect(checkedInText({ checkedIn: 0, numberOfTickets: 3 })).toBe('—');
  });

  it('calls the check-in routes of the admin API with the session', async () => {
    const calls: { url: string; method: string; body: unknown; auth: string | null }[] = [];
    const client = signedInClient(async (url, init) => {
      calls.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        auth: new Headers(init?.headers).get('Authorization'),
      });
      return new Response(JSON.stringify(url.includes('check-in-links?') ? [link()] : link()), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const provider = createDataProvider(client);
    expect(await provider.checkInLinks('e1')).toEqual([link()]);
    await provider.createCheckInLink('e1', 'Side door');
    await provider.revokeCheckInLink('l/1');
    await provider.checkInFigures('e1');
    const listUrl = new URL(calls[0].url);
    expect(listUrl.pathname).toBe('/api/admin/check-in-links');
    expect(JSON.parse(listUrl.searchParams.get('filter') as string)).toEqual({ eventId: 'e1' });
    expect(calls.slice(1).map(({ url, method, body }) => [method, url, body])).toEqual([
      ['POST', 'https://api.example.org/api/admin/check-in-links', { eventId: 'e1', label: 'Side door' }],
      ['DELETE', 'https://api.example.org/api/admin/check-in-links/l%2F1', undefined],
      ['GET', 'https://api.example.org/api/admin/events/e1/check-in', undefined],
    ]);
    expect(calls.every((call) => call.auth === 'Bearer a')).toBe(true);
  });
});
