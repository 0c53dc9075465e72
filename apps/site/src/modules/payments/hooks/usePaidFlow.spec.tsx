/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { type CheckoutOrder } from '@foundation/shared';
import { openRazorpayCheckout, type CheckoutOutcome } from '../lib/razorpay';
import { usePaidFlow } from './usePaidFlow';

jest.mock('../lib/razorpay', () => ({ openRazorpayCheckout: jest.fn() }));
const checkout = openRazorpayCheckout as jest.MockedFunction<typeof openRazorpayCheckout>;

const ORDER: CheckoutOrder = {
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  orderId: 'order_Test123456',
  amount: 150000,
  currency: 'INR',
  name: 'Foundation',
  description: 'Registration for Yoga Retreat',
  prefill: { name: 'Asha', email: 'asha@example.org', contact: '+919800000000' },
  theme: { color: '#e8820c' },
};
const RESULT = {
  razorpay_order_id: ORDER.orderId,
  razorpay_payment_id: 'pay_Test123456',
  razorpay_signature: 'signature',
};

async function payWith(outcome: CheckoutOutcome, confirm = jest.fn().mockResolvedValue('confirmed')) {
  checkout.mockResolvedValue(outcome);
  const cancel = jest.fn().mockResolvedValue(undefined);
  const { result } = renderHook(() => usePaidFlow());
  let paid;
  await act(async () => {
    paid = await result.current.pay({ order: ORDER, confirm, cancel });
  });
  return { paid, confirm, cancel };
}

describe('usePaidFlow', () => {
  afterEach(() => checkout.mockReset());

  it('confirms a paid Checkout with the server and never cancels', async () => {
    const { paid, confirm, cancel } = await payWith({ kind: 'paid', result: RESULT });
    expect(paid).toEqual({ kind: 'paid', confirmed: 'confirmed' });
    expect(confirm).toHaveBeenCalledWith(RESULT);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('answers unconfirmed when the server refuses the confirmation', async () => {
    const { paid } = await payWith(
      { kind: 'paid', result: RESULT },
      jest.fn().mockRejectedValue(new Error('down')),
    );
    expect(paid).toEqual({ kind: 'unconfirmed' });
  });

  it('tells the server of a dismissed Checkout', async () => {
    const { paid, confirm, cancel } = await payWith({ kind: 'dismissed' });
    expect(paid).toEqual({ kind: 'dismissed' });
    expect(cancel).toHaveBeenCalledWith('dismissed');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('tells the server of a failed payment and keeps Checkout’s message, even if the cancel fails', async () => {
    checkout.mockResolvedValue({ kind: 'failed', message: 'Card declined' });
    const cancel = jest.fn().mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => usePaidFlow());
    let paid;
    await act(async () => {
      paid = await result.current.pay({ order: ORDER, confirm: jest.fn(), cancel });
    });
    expect(paid).toEqual({ kind: 'failed', message: 'Card declined' });
    expect(cancel).toHaveBeenCalledWith('failed');
  });
});
