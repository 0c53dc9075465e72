import { config } from '../../../config';
import { cancelDonation, createDonationOrder } from './donations.api';

const ORDER = {
  id: 'order_1',
  donationId: 'd1',
  accessToken: 't',
  provider: 'sandbox',
  keyId: 'k',
  orderId: 'order_1',
  amount: 100000,
  currency: 'INR',
  name: 'Yoga Foundation',
  description: 'Monthly donation',
  prefill: { name: 'A', email: 'a@example.org', contact: '9800000000' },
  theme: { color: '#e8820c' },
};

describe('createDonationOrder', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (response: Response | Error) => {
    const mock = jest.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });
    globalThis.fetch = mock as unknown as typeof fetch;
    return mock;
  };
  const request = {
    amount: 1000,
    donationType: 'monthly' as const,
    name: 'A',
    email: 'a@example.org',
    phone: '9800000000',
    citizenship: 'indian-in-india' as const,
  };

  it('posts the amount in whole rupees with the donor fields and returns the order', async () => {
    const mock = answer(Response.json(ORDER));
    await expect(createDonationOrder(request)).resolves.toEqual(ORDER);
    const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${config.apiUrl}/api/create-order`);
    // The page's language travels beside the form's fields (an English page in this test).
    expect(JSON.parse(String(init.body))).toEqual({ ...request, locale: 'en' });
  });

  it.each([
    ['the API cannot be reached', new TypeError('fetch failed'), 'Failed to create order'],
    [
      'the API answers an error status',
      Response.json({ message: 'x' }, { status: 500 }),
      'Server error: Failed to create order',
    ],
    [
      'the answer is not JSON',
      new Response('<html>', { status: 200 }),
      'Failed to parse response from server',
    ],
    ['the answer carries an error', Response.json({ error: 'Razorpay is down' }), 'Failed to create order'],
    ['the answer has no id', Response.json({ amount: 1 }), 'Invalid order response from server'],
    [
      'the API answers 429 without JSON',
      new Response('Too Many Requests', { status: 429 }),
      'Server error: Failed to create order',
    ],
  ])('says the documented message when %s', async (_case, response, message) => {
    answer(response);
    await expect(createDonationOrder(request)).rejects.toThrow(message);
  });

  it('says the API’s own message when too many donation attempts came from this network (429)', async () => {
    const message = 'Too many donation attempts from your network. Please try again in 7 minutes.';
    answer(
      Response.json(
        { error: message, code: 'too_many_requests' },
        { status: 429, headers: { 'Retry-After': '420' } },
      ),
    );
    await expect(createDonationOrder(request)).rejects.toThrow(message);
  });
});

describe('cancelDonation', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('posts the reason with the access token to the donation’s cancel step', async () => {
    const mock = jest.fn(async () => Response.json({ donation: { id: 'd1', status: 'failed' } }));
    globalThis.fetch = mock as unknown as typeof fetch;
    await cancelDonation('d1', 'secret', 'dismissed');
    const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${config.apiUrl}/api/donations/d1/cancel`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ reason: 'dismissed' });
    expect(new Headers(init.headers).get('X-Access-Token')).toBe('secret');
  });
});
