import { config } from '../../../config';
import { authoriseSandboxSubscription } from './sandbox.api';

describe('authoriseSandboxSubscription', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('posts to the sandbox’s authorise route of the subscription and answers its signed authorisation', async () => {
    const authorisation = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: 's',
    };
    const mock = jest.fn(async () => Response.json(authorisation));
    globalThis.fetch = mock as unknown as typeof fetch;
    await expect(authoriseSandboxSubscription('sub_1')).resolves.toEqual(authorisation);
    const [url, init] = mock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${config.apiUrl}/api/payments/sandbox/subscriptions/sub_1/authorise`);
    expect(init.method).toBe('POST');
  });
});
