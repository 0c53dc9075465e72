/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { type MyGivingResponse } from '@foundation/shared';
import { activateWholeCatalogue } from '../i18n/wholeCatalogue';
import { fetchMyGiving } from '../modules/giving/api/myGiving.api';
import MyGivingPage from './MyGivingPage';
import { renderInSite } from '../testing/render';

jest.mock('../modules/giving/api/myGiving.api', () => ({
  ...jest.requireActual('../modules/giving/api/myGiving.api'),
  fetchMyGiving: jest.fn(),
}));
const read = fetchMyGiving as jest.MockedFunction<typeof fetchMyGiving>;

const GIVING: MyGivingResponse = {
  donor: { name: 'Asha Verma', email: 'asha@example.org' },
  donations: [
    {
      id: 'd1',
      amount: 125000,
      donationType: 'yearly',
      recurringGiftId: 'g1',
      status: 'completed',
      receivedAt: '2026-11-23T06:00:00.000Z',
      receipts: [
        {
          id: 'r1',
          receiptNumber: 'DR/2026-27/000123',
          is80G: false,
          taxRegime: 'it-act-2025',
          issuedAt: '2026-11-23T06:00:00.000Z',
        },
      ],
      canAdd80G: true,
    },
  ],
  recurringGifts: [
    {
      id: 'g1',
      period: 'yearly',
      amount: 125000,
      status: 'active',
      chargesCount: 1,
      totalCount: 10,
      firstChargedAt: '2026-11-23T06:00:00.000Z',
      nextChargeAt: '2027-11-23T06:00:00.000Z',
      cancelledAt: null,
      createdAt: '2026-11-23T05:59:00.000Z',
    },
  ],
};

describe('My Giving on a Hindi page', () => {
  beforeEach(() => activateWholeCatalogue('hi'));
  afterEach(async () => {
    jest.resetAllMocks();
    await activateWholeCatalogue('en');
  });

  it('shows the gifts, the yearly gift, its cancel question and the 80G form in Hindi', async () => {
    read.mockResolvedValue(GIVING);
    await act(async () => {
      renderInSite(<MyGivingPage />, {
        route: '/my-giving#tOkEn_0123456789abcdefghijklmnopqrstuvwxyzAB',
        toasts: true,
      });
    });
    expect(await screen.findByRole('heading', { name: 'मासिक और वार्षिक दान' })).toBeTruthy();
    expect(screen.getAllByText(/₹1,25,000/).length).toBeGreaterThan(0);
    expect(screen.getByText('10 किस्तों में से 1')).toBeTruthy();
    expect(screen.getByText('वार्षिक दान')).toBeTruthy();
    expect(screen.getByText('दान रसीद (धारा 133 की कटौती नहीं)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रसीद DR/2026-27/000123 डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByText(/आपके एक दान की कर रसीद अभी नहीं बनी है/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /यह दान रद्द करें/ }));
    expect(screen.getByRole('dialog', { name: 'क्या ₹1,25,000 का अपना वार्षिक दान रद्द करें?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'दान जारी रखें' }));

    fireEvent.click(screen.getByRole('button', { name: 'कर रसीदें प्राप्त करें' }));
    expect(screen.getByText('पैन ABCDE1234F जैसा होना चाहिए')).toBeTruthy();
  });
});
