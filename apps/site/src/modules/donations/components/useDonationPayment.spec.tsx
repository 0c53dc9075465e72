/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { openRazorpayCheckout } from '../../payments/lib/razorpay';
import { confirmDonationPayment, createDonationOrder } from '../api/donations.api';
import { fetchGivingSettings } from '../api/giving.api';
import { DonationForm } from './DonationForm';
import { renderInSite } from '../../../testing/render';
import { fillDonor, ONE_TIME_ORDER, SETTINGS } from '../../../testing/donations';

/** How often the payment step's module was evaluated, and whether its next load fails (offline). */
const step = { loads: 0, failNext: false };
jest.mock('./DonationPayment', () => {
  if (step.failNext) {
    step.failNext = false;
    throw new Error('Failed to fetch dynamically imported module');
  }
  step.loads += 1;
  return jest.requireActual('./DonationPayment');
});
jest.mock('../../payments/lib/razorpay', () => ({
  ...jest.requireActual('../../payments/lib/razorpay'),
  openRazorpayCheckout: jest.fn(),
}));
jest.mock('../api/donations.api', () => ({
  ...jest.requireActual('../api/donations.api'),
  createDonationOrder: jest.fn(),
  confirmDonationPayment: jest.fn(),
}));
jest.mock('../api/giving.api', () => ({ fetchGivingSettings: jest.fn() }));

const create = createDonationOrder as jest.MockedFunction<typeof createDonationOrder>;
const checkout = openRazorpayCheckout as jest.MockedFunction<typeof openRazorpayCheckout>;
const confirm = confirmDonationPayment as jest.MockedFunction<typeof confirmDonationPayment>;
const settings = fetchGivingSettings as jest.MockedFunction<typeof fetchGivingSettings>;

async function fillAndDonate() {
  await act(async () => {
    renderInSite(<DonationForm />, { route: '/contribute', toasts: true });
  });
  fireEvent.click(screen.getByText('One-time'));
  fillDonor();
  // The form and its checks work without the payment step's code: a visitor who only reads never loads it.
  expect(step.loads).toBe(0);
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 (one-time)' }));
  });
}

describe('the payment step, loaded when the donor presses Donate', () => {
  beforeEach(() => settings.mockResolvedValue(SETTINGS));
  afterEach(() => jest.resetAllMocks());

  it('that could not load (offline) says nothing was charged, sends nothing and lets the donor try again', async () => {
    step.failNext = true;
    await fillAndDonate();
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      'The payment did not go through. Nothing was charged; please try again.',
    );
    expect(screen.getByRole('button', { name: 'Donate ₹1,000 (one-time)' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('loads once pressed, then makes the order, opens Checkout and thanks the donor', async () => {
    create.mockResolvedValue(ONE_TIME_ORDER);
    checkout.mockResolvedValue({
      kind: 'paid',
      result: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 's' },
    });
    confirm.mockResolvedValue({});
    await fillAndDonate();
    expect(step.loads).toBe(1);
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Your gift of ₹1,000 was received. Thank you.')).toBeTruthy();
  });
});
