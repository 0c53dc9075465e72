import { config } from '../../../config';
import { abandonRecurringGift, authoriseRecurringGift, createDonationOrder } from './donations.api';
import { fetchGivingSettings } from './giving.api';

describe('recurring gift calls', () => {
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

  it('answers a subscription as such, with its subscription id', async () => {
    const subscription = {
      kind: 'subscription',
      id: 'sub_1',
      subscriptionId: 'sub_1',
      recurringGiftId: 'g1',
    };
    answer(Response.json(subscription));
    await expect(
      createDonationOrder({ amount: 1000, donationType: 'monthly', citizenship: 'indian-in-india' }),
    ).resolves.toEqual(subscription);
  });

  it('refuses a subscription answer without its subscription id', async () => {
    answer(Response.json({ kind: 'subscription', id: 'sub_1' }));
    await expect(
      createDonationOrder({ amount: 1000, donationType: 'monthly', citizenship: 'indian-in-india' }),
    ).rejects.toThrow('Invalid order response from server');
  });

  it('says the API’s own {error} of a 400 (what to fix)', async () => {
    answer(Response.json({ error: 'PAN must look like ABCDE1234F' }, { status: 400 }));
    await expect(
      createDonationOrder({ amount: 1000, pan: 'x', address: 'a', citizenship: 'indian-in-india' }),
    ).rejects.toThrow('PAN must look like ABCDE1234F');
  });

  it('sends the signed authorisation with the access token', async () => {
    const mock = answer(Response.json({ recurringGift: { id: 'g1' } }));
    const authorisation = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: 's',
    };
    await authoriseRecurringGift('g1', 'secret', authorisation);
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/recurring-gifts/g1/authorisation`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(authorisation);
    expect(new Headers(init.headers).get('X-Access-Token')).toBe('secret');
  });

  it('tells the server a gift’s Checkout was dismissed', async () => {
    const mock = answer(Response.json({ recurringGift: { id: 'g1', status: 'failed' } }));
    await abandonRecurringGift('g1', 'secret', 'dismissed');
    const [url, init] = call(mock);
    expect(url).toBe(`${config.apiUrl}/api/recurring-gifts/g1/cancel`);
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'dismissed' });
    expect(new Headers(init.headers).get('X-Access-Token')).toBe('secret');
  });

  it('reads the giving settings', async () => {
    const mock = answer(Response.json({ minAmount: 1 }));
    await expect(fetchGivingSettings()).resolves.toEqual({ minAmount: 1 });
    expect(call(mock)[0]).toBe(`${config.apiUrl}/api/giving`);
  });
});
