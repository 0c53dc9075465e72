/** @jest-environment jsdom */
import { type CheckoutOrder, type CheckoutSubscription } from '@foundation/shared';
import { openRazorpayCheckout } from './razorpay';

const COMMON = {
  provider: 'razorpay' as const,
  keyId: 'rzp_test_key',
  amount: 100000,
  currency: 'INR' as const,
  name: 'Foundation',
  description: 'Donation',
  prefill: { name: 'Asha', email: 'asha@example.org', contact: '+919800000000' },
  theme: { color: '#e8820c' },
};

describe('openRazorpayCheckout', () => {
  let options: Record<string, unknown>[];
  beforeEach(() => {
    options = [];
    window.Razorpay = class {
      private readonly handler: (result: unknown) => void;
      constructor(given: Record<string, unknown>) {
        options.push(given);
        this.handler = given.handler as (result: unknown) => void;
      }
      open() {
        this.handler({ razorpay_payment_id: 'pay_1', razorpay_signature: 's' });
      }
      on() {}
    } as unknown as typeof window.Razorpay;
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  it('opens an order with order_id and its amount', async () => {
    const order: CheckoutOrder = { ...COMMON, orderId: 'order_1' };
    await openRazorpayCheckout(order);
    expect(options[0]).toMatchObject({ key: 'rzp_test_key', order_id: 'order_1', amount: 100000 });
    expect(options[0]).not.toHaveProperty('subscription_id');
  });

  it('opens a subscription with subscription_id (Razorpay documents no order_id or amount for it)', async () => {
    const subscription: CheckoutSubscription = {
      ...COMMON,
      subscriptionId: 'sub_1',
      period: 'monthly',
    };
    const outcome = await openRazorpayCheckout(subscription);
    expect(options[0]).toMatchObject({ key: 'rzp_test_key', subscription_id: 'sub_1' });
    expect(options[0]).not.toHaveProperty('order_id');
    expect(options[0]).not.toHaveProperty('amount');
    expect(outcome.kind).toBe('paid');
  });
});
