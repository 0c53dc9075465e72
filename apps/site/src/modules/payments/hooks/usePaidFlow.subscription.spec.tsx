/** @jest-environment jsdom */
import { act, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { type CheckoutSubscription } from '@foundation/shared';
import { theme } from '../../../theme';
import { authoriseSandboxSubscription, paySandboxOrder } from '../api/sandbox.api';
import { openRazorpayCheckout } from '../lib/razorpay';
import { usePaidFlow } from './usePaidFlow';

jest.mock('../lib/razorpay', () => ({
  ...jest.requireActual('../lib/razorpay'),
  openRazorpayCheckout: jest.fn(),
}));
jest.mock('../api/sandbox.api', () => ({
  authoriseSandboxSubscription: jest.fn(),
  paySandboxOrder: jest.fn(),
}));
const authorise = authoriseSandboxSubscription as jest.MockedFunction<typeof authoriseSandboxSubscription>;
const checkout = openRazorpayCheckout as jest.MockedFunction<typeof openRazorpayCheckout>;

const SUBSCRIPTION: CheckoutSubscription = {
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  subscriptionId: 'sub_Test123456',
  period: 'monthly',
  amount: 100000,
  currency: 'INR',
  name: 'Foundation',
  description: 'Monthly donation',
  prefill: { name: 'Asha', email: 'asha@example.org', contact: '+919800000000' },
  theme: { color: '#e8820c' },
};
const AUTHORISATION = {
  razorpay_payment_id: 'pay_Test123456',
  razorpay_subscription_id: SUBSCRIPTION.subscriptionId,
  razorpay_signature: 'signature',
};

describe('usePaidFlow with a subscription', () => {
  afterEach(() => {
    checkout.mockReset();
    authorise.mockReset();
  });

  it('opens Checkout for the subscription and confirms its signed authorisation', async () => {
    checkout.mockResolvedValue({ kind: 'paid', result: AUTHORISATION });
    const confirm = jest.fn().mockResolvedValue('active');
    const cancel = jest.fn();
    const { result } = renderHook(() => usePaidFlow());
    let paid;
    await act(async () => {
      paid = await result.current.pay({ subscription: SUBSCRIPTION, confirm, cancel });
    });
    expect(checkout).toHaveBeenCalledWith(SUBSCRIPTION);
    expect(confirm).toHaveBeenCalledWith(AUTHORISATION);
    expect(paid).toEqual({ kind: 'paid', confirmed: 'active' });
    expect(cancel).not.toHaveBeenCalled();
  });

  it('tells the server of a dismissed subscription Checkout', async () => {
    checkout.mockResolvedValue({ kind: 'dismissed' });
    const confirm = jest.fn();
    const cancel = jest.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => usePaidFlow());
    let paid;
    await act(async () => {
      paid = await result.current.pay({ subscription: SUBSCRIPTION, confirm, cancel });
    });
    expect(paid).toEqual({ kind: 'dismissed' });
    expect(cancel).toHaveBeenCalledWith('dismissed');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('with the sandbox, authorises the subscription through the sandbox route', async () => {
    authorise.mockResolvedValue(AUTHORISATION);
    const confirm = jest.fn().mockResolvedValue('active');
    const { result } = renderHook(() => usePaidFlow());
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.pay({
        subscription: { ...SUBSCRIPTION, provider: 'sandbox' },
        confirm,
        cancel: jest.fn(),
      });
    });
    const wrap = ({ children }: { children: ReactNode }) => (
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    );
    render(<>{result.current.dialog}</>, { wrapper: wrap });
    // The sandbox dialog's code is fetched when a payment starts: it shows once loaded.
    expect(await screen.findByText('sub_Test123456')).toBeTruthy();
    expect(screen.getByText('₹1,000 every month')).toBeTruthy();
    await act(async () => {
      screen.getByRole('button', { name: 'Pay' }).click();
      await pending;
    });
    expect(checkout).not.toHaveBeenCalled();
    expect(authorise).toHaveBeenCalledWith('sub_Test123456');
    expect(paySandboxOrder).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledWith(AUTHORISATION);
  });
});
