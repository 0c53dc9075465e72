/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type RecurringDonationOrderResponse, type RecurringGiftView } from '@foundation/shared';
import { openRazorpayCheckout } from '../../payments/lib/razorpay';
import {
  abandonRecurringGift,
  authoriseRecurringGift,
  confirmDonationPayment,
  createDonationOrder,
} from '../api/donations.api';
import { fetchGivingSettings } from '../api/giving.api';
import { DonationForm, renewalFromSearch } from './DonationForm';
import { renderInSite } from '../../../testing/render';
import { CHECKOUT, fillDonor, ONE_TIME_ORDER, SETTINGS } from '../../../testing/donations';

jest.mock('../../payments/lib/razorpay', () => ({
  ...jest.requireActual('../../payments/lib/razorpay'),
  openRazorpayCheckout: jest.fn(),
}));
jest.mock('../api/donations.api', () => ({
  ...jest.requireActual('../api/donations.api'),
  createDonationOrder: jest.fn(),
  confirmDonationPayment: jest.fn(),
  cancelDonation: jest.fn(),
  authoriseRecurringGift: jest.fn(),
  abandonRecurringGift: jest.fn(),
}));
jest.mock('../api/giving.api', () => ({ fetchGivingSettings: jest.fn() }));

const checkout = openRazorpayCheckout as jest.MockedFunction<typeof openRazorpayCheckout>;
const create = createDonationOrder as jest.MockedFunction<typeof createDonationOrder>;
const authorise = authoriseRecurringGift as jest.MockedFunction<typeof authoriseRecurringGift>;
const abandon = abandonRecurringGift as jest.MockedFunction<typeof abandonRecurringGift>;
const confirmOneTime = confirmDonationPayment as jest.MockedFunction<typeof confirmDonationPayment>;
const settings = fetchGivingSettings as jest.MockedFunction<typeof fetchGivingSettings>;

const SUBSCRIPTION: RecurringDonationOrderResponse = {
  ...CHECKOUT,
  kind: 'subscription',
  id: 'sub_1',
  subscriptionId: 'sub_1',
  period: 'monthly',
  recurringGiftId: 'gift-1',
  accessToken: 'token-1',
  eachDebitNeedsApproval: false,
};
const GIFT: RecurringGiftView = {
  id: 'gift-1',
  period: 'monthly',
  amount: 1000,
  status: 'active',
  chargesCount: 1,
  totalCount: 120,
  firstChargedAt: '2026-11-23T06:00:00.000Z',
  nextChargeAt: '2026-12-23T06:00:00.000Z',
  cancelledAt: null,
  createdAt: '2026-11-23T05:59:00.000Z',
};
/** Renders the form and lets it read the giving settings. */
async function renderForm(url = '/contribute') {
  await act(async () => {
    // A cache of its own for each test, so each reads the giving settings it gives.
    renderInSite(<DonationForm />, { route: url, toasts: true });
  });
}

/** The note the Donate button is described by (the foreign donor's), or null. */
function donateNote(): HTMLElement | null {
  const id = screen.getByRole('button', { name: /Donate/ }).getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

describe('DonationForm', () => {
  beforeEach(() => settings.mockResolvedValue(SETTINGS));
  afterEach(() => jest.resetAllMocks());

  it('upper-cases the PAN and refuses a malformed one at its field, without creating an order', async () => {
    await renderForm();
    fillDonor();
    const pan = screen.getByLabelText('PAN');
    fireEvent.change(pan, { target: { value: 'abcde12f' } });
    expect((pan as HTMLInputElement).value).toBe('ABCDE12F');
    fireEvent.change(screen.getByLabelText('Postal address'), { target: { value: '12 Ashram Marg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    expect(pan.getAttribute('aria-invalid')).toBe('true');
    const described = pan.getAttribute('aria-describedby')!.split(' ');
    const messages = described.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain('PAN must look like ABCDE1234F');
    // The section of the law the API names (GivingSettings.foundation.taxLaw), not one the browser picks.
    expect(messages).toContain('PAN and postal address: needed for your tax receipt under section 133.');
    expect(document.activeElement).toBe(pan);
    expect(create).not.toHaveBeenCalled();
  });

  it('names the law the API says is in force, whatever the visitor’s clock, and none before it answers', async () => {
    settings.mockResolvedValue({
      ...SETTINGS,
      foundation: {
        ...SETTINGS.foundation,
        taxLaw: {
          id: 'it-act-1961',
          actName: { en: 'Income-tax Act, 1961', hi: 'आयकर अधिनियम, 1961' },
          deductionSection: '80G',
          approvalSection: '80G(5)',
        },
      },
    });
    await renderForm();
    expect(screen.getByRole('group', { name: 'Tax receipt under section 80G (optional)' })).toBeTruthy();
    expect(
      screen.getByText(/eligible for a deduction under section 80G of the Income-tax Act, 1961/),
    ).toBeTruthy();
  });

  it('asks for no tax details and names no section while the giving settings cannot be read', async () => {
    settings.mockRejectedValue(new Error('down'));
    await renderForm();
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.queryByLabelText('PAN')).toBeNull();
    expect(screen.queryByText(/section/)).toBeNull();
  });

  it('asks for the address when a PAN is given', async () => {
    await renderForm();
    fillDonor();
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'ABCDE1234F' } });
    fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    const address = screen.getByLabelText('Postal address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Address is required when PAN is given')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('tells a foreign citizen kindly that the gift cannot be taken online, and creates nothing', async () => {
    await renderForm();
    fillDonor();
    fireEvent.click(
      screen.getByRole('radio', {
        name: 'No: I am a citizen of another country (OCI and PIO cardholders too)',
      }),
    );
    // Its code and texts come when the answer is chosen (few donors are asked).
    const note = (await screen.findByText(/cannot accept contributions/)).closest('[role="status"]');
    expect(note).toBe(donateNote());
    expect(note?.textContent).toContain(
      'cannot accept contributions from foreign citizens, OCI and PIO cardholders included, online',
    );
    const donate = screen.getByRole('button', { name: 'Donate ₹1,000 / month' }) as HTMLButtonElement;
    expect(donate.disabled).toBe(true);
    fireEvent.submit(donate.closest('form')!);
    expect(create).not.toHaveBeenCalled();
    // An Indian citizen after all: the form gives again.
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, and I live in India' }));
    expect(donateNote()).toBeNull();
    expect(screen.queryByText(/cannot accept contributions/)).toBeNull();
    expect(donate.disabled).toBe(false);
  });

  it('asks an Indian citizen living abroad for the passport number and sends the declaration', async () => {
    create.mockRejectedValue(new Error('stop here'));
    await renderForm();
    fillDonor();
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, and I live abroad (Indian passport)' }));
    const passport = screen.getByLabelText('Indian passport number');
    fireEvent.change(passport, { target: { value: 'k12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    expect(passport.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An Indian passport number looks like K1234567')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(passport, { target: { value: 'k1234567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ citizenship: 'indian-abroad', passportNumber: 'K1234567' }),
    );
  });

  it('with the FCRA account configured, takes a foreign citizen’s one-time gift and names the account', async () => {
    settings.mockResolvedValue({
      ...SETTINGS,
      foreignContributions: { accepted: true, fcraRegistrationNumber: '231650123' },
    });
    await renderForm();
    fillDonor();
    fireEvent.click(
      screen.getByRole('radio', {
        name: 'No: I am a citizen of another country (OCI and PIO cardholders too)',
      }),
    );
    // A monthly gift cannot be taken from a foreign source: the donor is asked to give once.
    expect(await screen.findByText(/please choose “One-time”/)).toBeTruthy();
    expect(donateNote()?.textContent).toContain('please choose “One-time”');
    expect((screen.getByRole('button', { name: /Donate/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'One-time' }));
    expect(donateNote()?.textContent).toBe(
      'Your gift will be received in the foundation’s FCRA account (FCRA registration 231650123).',
    );
    expect((screen.getByRole('button', { name: /Donate/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('fills in a stopped gift from its e-mail’s link and sends it as the gift it renews', async () => {
    const giftId = '5d1c1c3e-8f43-4a55-9f0c-1e2d3c4b5a69';
    const key = 'kaJkyW0JFksfY55kr0Yp4daBP-KyYNfiZvy5PSWjQy4';
    create.mockRejectedValue(new Error('stop here'));
    await renderForm(`/contribute?type=yearly&amount=1500&renew=${giftId}&key=${key}`);
    expect((screen.getByRole('radio', { name: 'Yearly' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Custom amount (₹)') as HTMLInputElement).value).toBe('1500');
    expect(screen.getByRole('note').textContent).toBe(
      'You are setting up your yearly gift of ₹1,500 again. The gift whose debit failed is cancelled as soon as this one starts.',
    );
    fillDonor();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,500 / year' }));
    });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 1500,
        donationType: 'yearly',
        renewsRecurringGiftId: giftId,
        renewalKey: key,
      }),
    );
  });

  it('ignores a malformed link', () => {
    expect(renewalFromSearch('?type=monthly&amount=1500&renew=nope&key=short')).toBeNull();
    expect(
      renewalFromSearch(
        '?type=one-time&amount=1500&renew=5d1c1c3e-8f43-4a55-9f0c-1e2d3c4b5a69&key=kaJkyW0JFksfY55kr0Yp4d',
      ),
    ).toBeNull();
    expect(renewalFromSearch('')).toBeNull();
  });

  it('asks for name and e-mail at their fields', async () => {
    await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    expect(screen.getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Full Name is required')).toBeTruthy();
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sets up a monthly gift through Checkout with the subscription, then says exactly what happened', async () => {
    create.mockResolvedValue(SUBSCRIPTION);
    const authorisation = {
      razorpay_payment_id: 'pay_1',
      razorpay_subscription_id: 'sub_1',
      razorpay_signature: 'sig',
    };
    checkout.mockResolvedValue({ kind: 'paid', result: authorisation });
    authorise.mockResolvedValue({ recurringGift: GIFT });
    await renderForm();
    fillDonor();
    fireEvent.change(screen.getByLabelText('PAN'), { target: { value: 'abcde1234f' } });
    fireEvent.change(screen.getByLabelText('Postal address'), { target: { value: ' 12 Ashram Marg ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    });
    expect(create).toHaveBeenCalledWith({
      amount: 1000,
      donationType: 'monthly',
      name: 'Asha Verma',
      email: 'asha@example.org',
      phone: '+91 98000 00000',
      pan: 'ABCDE1234F',
      address: '12 Ashram Marg',
      citizenship: 'indian-in-india',
    });
    expect(checkout).toHaveBeenCalledWith(SUBSCRIPTION);
    expect(authorise).toHaveBeenCalledWith('gift-1', 'token-1', authorisation);
    expect(
      await screen.findByText(
        'Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on 23 December 2026.',
      ),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Thank You!');
  });

  it('tells the server of a dismissed subscription Checkout', async () => {
    create.mockResolvedValue(SUBSCRIPTION);
    checkout.mockResolvedValue({ kind: 'dismissed' });
    abandon.mockResolvedValue({ recurringGift: { ...GIFT, status: 'failed' } });
    await renderForm();
    fillDonor();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    });
    expect(abandon).toHaveBeenCalledWith('gift-1', 'token-1', 'dismissed');
    expect((await screen.findByRole('alert')).textContent).toBe('Payment cancelled by user');
  });

  it('thanks a one-time donor without calling the gift monthly', async () => {
    create.mockResolvedValue(ONE_TIME_ORDER);
    checkout.mockResolvedValue({
      kind: 'paid',
      result: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 's' },
    });
    confirmOneTime.mockResolvedValue({});
    await renderForm();
    fireEvent.click(screen.getByText('One-time'));
    fillDonor();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 (one-time)' }));
    });
    expect(await screen.findByText('Your gift of ₹1,000 was received. Thank you.')).toBeTruthy();
  });

  it('tells a monthly donor above the approval threshold, before Checkout, that each debit needs approval', async () => {
    await renderForm();
    await waitFor(() => expect(settings).toHaveBeenCalled());
    fireEvent.change(screen.getByLabelText('Custom amount (₹)'), { target: { value: '20000' } });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('approve each debit');
    expect(note.textContent).toContain('UPI or bank app');
    fireEvent.click(screen.getByText('One-time'));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('when the settings could not be read but the API says each debit needs approval, asks before Checkout', async () => {
    settings.mockRejectedValue(new Error('offline'));
    create.mockResolvedValue({ ...SUBSCRIPTION, eachDebitNeedsApproval: true });
    abandon.mockResolvedValue({ recurringGift: { ...GIFT, status: 'failed' } });
    await renderForm();
    fillDonor();
    expect(screen.queryByRole('note')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    });
    const ask = screen.getByRole('alert');
    expect(ask.textContent).toContain(
      'Each monthly debit of ₹1,000 will need your approval in your UPI or bank app.',
    );
    expect(checkout).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    expect(checkout).not.toHaveBeenCalled();
    expect(abandon).toHaveBeenCalledWith('gift-1', 'token-1', 'dismissed');
    expect(screen.getByRole('alert').textContent).toBe('Payment cancelled by user');
  });

  it('goes on to Checkout once the donor has read that each debit needs approval', async () => {
    settings.mockRejectedValue(new Error('offline'));
    create.mockResolvedValue({ ...SUBSCRIPTION, eachDebitNeedsApproval: true });
    checkout.mockResolvedValue({ kind: 'dismissed' });
    abandon.mockResolvedValue({ recurringGift: { ...GIFT, status: 'failed' } });
    await renderForm();
    fillDonor();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Donate ₹1,000 / month' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    });
    expect(checkout).toHaveBeenCalledWith({ ...SUBSCRIPTION, eachDebitNeedsApproval: true });
  });

  it('uses the API’s threshold when it gives one', async () => {
    settings.mockResolvedValue({ ...SETTINGS, approvalThresholdRupees: 400 });
    await renderForm();
    expect(await screen.findByRole('note')).toBeTruthy();
  });
});
