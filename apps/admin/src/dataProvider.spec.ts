import { signedInClient } from './testing/fakeApi';
import { createDataProvider, exportQuery, fileNameFromDisposition } from './dataProvider';
import { imageProblem } from './uploads';

describe('CSV export helpers', () => {
  it('reads the file name the API chose', () => {
    expect(
      fileNameFromDisposition('attachment; filename="event-registrations-2026-11-21.csv"', 'x.csv'),
    ).toBe('event-registrations-2026-11-21.csv');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.csv", 'x.csv')).toBe(
      'résumé.csv',
    );
    expect(fileNameFromDisposition(null, 'registrations.csv')).toBe('registrations.csv');
  });

  it('sends the list’s filters (without emptied ones) and sort', () => {
    const query = new URLSearchParams(
      exportQuery(
        { q: 'sharma', paymentStatus: 'completed', eventId: '' },
        { field: 'createdAt', order: 'DESC' },
      ),
    );
    expect(JSON.parse(query.get('filter')!)).toEqual({ q: 'sharma', paymentStatus: 'completed' });
    expect(JSON.parse(query.get('sort')!)).toEqual(['createdAt', 'DESC']);
  });
});

describe('the data provider', () => {
  it('speaks ra-data-simple-rest to /api/admin with the access token', async () => {
    const urls: string[] = [];
    const client = signedInClient(async (url) => {
      urls.push(url);
      return new Response(JSON.stringify([{ id: 'e1', title: 'Satsang' }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'events 0-0/1' },
      });
    });
    const provider = createDataProvider(client);
    const page = await provider.getList('events', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'sat' },
    });
    expect(page).toEqual({ data: [{ id: 'e1', title: 'Satsang' }], total: 1 });
    const url = new URL(urls[0]);
    expect(url.origin + url.pathname).toBe('https://api.example.org/api/admin/events');
    expect(url.searchParams.get('range')).toBe('[0,24]');
    expect(url.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(url.searchParams.get('filter')).toBe('{"q":"sat"}');
  });

  it('sends an e-mail again with POST /api/admin/mail-outbox/:id/resend and answers the new entry', async () => {
    const calls: { url: string; method?: string; authorization: string | null }[] = [];
    const client = signedInClient(async (url, init) => {
      calls.push({
        url,
        method: init?.method,
        authorization: new Headers(init?.headers).get('Authorization'),
      });
      return new Response(JSON.stringify({ id: 'copy', resendOf: 'm1', status: 'pending' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const copy = await createDataProvider(client).resendMail('m1');
    expect(copy).toEqual({ id: 'copy', resendOf: 'm1', status: 'pending' });
    expect(calls).toEqual([
      {
        url: 'https://api.example.org/api/admin/mail-outbox/m1/resend',
        method: 'POST',
        authorization: 'Bearer a',
      },
    ]);
  });
});

describe('imageProblem (docs/product.md §5, checked before upload)', () => {
  it('accepts JPEG and PNG up to 5 MB', () => {
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
  });
  it('refuses other types and larger files with the documented messages', () => {
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('Only JPEG and PNG images are allowed');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('Only JPEG and PNG images are allowed');
    expect(imageProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'Image size must be less than 5MB',
    );
  });
});
