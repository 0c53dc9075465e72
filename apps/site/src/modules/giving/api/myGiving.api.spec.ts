import { config } from '../../../config';
import {
  addTaxDetails,
  cancelMyRecurringGift,
  fetchMyGiving,
  fetchReceiptPdf,
  receiptFileName,
} from './myGiving.api';
import { tokenFromHash } from '../hooks/useMyGiving';

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('the My giving calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (response: Response) => {
    const mock = jest.fn(async () => response);
    globalThis.fetch = mock as unknown as typeof fetch;
    return mock;
  };
  const call = (mock: jest.Mock) => mock.mock.calls[0] as unknown as [string, RequestInit];

  it('sends the link’s token only in the X-Access-Token header, never in the URL', async () => {
    const mock = answer(Response.json({ donor: {}, donations: [], recurringGifts: [] }));
    await fetchMyGiving(TOKEN);
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/my-giving`);
    expect(url).not.toContain(TOKEN);
    expect(new Headers(init.headers).get('X-Access-Token')).toBe(TOKEN);
  });

  it('fails with the status of a wrong link (404), so the page can say so', async () => {
    answer(Response.json({ message: 'Not found' }, { status: 404 }));
    await expect(fetchMyGiving(TOKEN)).rejects.toMatchObject({ status: 404 });
  });

  it('posts PAN and address to the tax-details step', async () => {
    const mock = answer(Response.json({ donor: {}, donations: [], recurringGifts: [] }));
    await addTaxDetails(TOKEN, { pan: 'ABCDE1234F', address: 'Pune' });
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/my-giving/tax-details`);
    expect(JSON.parse(String(init.body))).toEqual({ pan: 'ABCDE1234F', address: 'Pune' });
    expect(new Headers(init.headers).get('X-Access-Token')).toBe(TOKEN);
  });

  it('cancels a recurring gift by its id', async () => {
    const mock = answer(Response.json({ recurringGift: { id: 'g1', status: 'cancelled' } }));
    await cancelMyRecurringGift(TOKEN, 'g1');
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/my-giving/recurring-gifts/g1/cancel`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-Access-Token')).toBe(TOKEN);
  });

  it('fetches a receipt’s PDF with the token in its header', async () => {
    const mock = answer(new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await fetchReceiptPdf(TOKEN, 'r1');
    expect(await blob.text()).toBe('%PDF-1.7');
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/my-giving/receipts/r1/pdf`);
    expect(new Headers(init.headers).get('X-Access-Token')).toBe(TOKEN);
  });

  it('refuses a receipt the API does not give', async () => {
    answer(Response.json({ message: 'Not found' }, { status: 404 }));
    await expect(fetchReceiptPdf(TOKEN, 'r1')).rejects.toMatchObject({ status: 404 });
  });

  it('names the file by the receipt number', () => {
    expect(receiptFileName('80G/2026-27/000123')).toBe('80G-2026-27-000123.pdf');
  });
});

describe('tokenFromHash', () => {
  it('reads a base64url token from the fragment', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
  });
  it('answers null for no token or one that cannot be one', () => {
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#')).toBeNull();
    expect(tokenFromHash('#short')).toBeNull();
    expect(tokenFromHash('#<script>alert(1)</script>xxxxxxxxxx')).toBeNull();
  });
});
