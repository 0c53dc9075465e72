/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type MyGivingResponse } from '@foundation/shared';
import { ApiError } from '../lib/api';
import {
  addTaxDetails,
  cancelMyRecurringGift,
  fetchMyGiving,
  fetchDocumentPdf,
  fetchReceiptPdf,
  saveBlob,
} from '../modules/giving/api/myGiving.api';
import MyGivingPage from './MyGivingPage';
import { renderInSite } from '../testing/render';

jest.mock('../modules/giving/api/myGiving.api', () => ({
  ...jest.requireActual('../modules/giving/api/myGiving.api'),
  fetchMyGiving: jest.fn(),
  addTaxDetails: jest.fn(),
  cancelMyRecurringGift: jest.fn(),
  fetchReceiptPdf: jest.fn(),
  fetchDocumentPdf: jest.fn(),
  saveBlob: jest.fn(),
}));
const read = fetchMyGiving as jest.MockedFunction<typeof fetchMyGiving>;
const cancel = cancelMyRecurringGift as jest.MockedFunction<typeof cancelMyRecurringGift>;
const addDetails = addTaxDetails as jest.MockedFunction<typeof addTaxDetails>;
const pdf = fetchReceiptPdf as jest.MockedFunction<typeof fetchReceiptPdf>;
const save = saveBlob as jest.MockedFunction<typeof saveBlob>;
const documentPdf = fetchDocumentPdf as jest.MockedFunction<typeof fetchDocumentPdf>;

const TOKEN = 'tOkEn_0123456789abcdefghijklmnopqrstuvwxyzAB';
const GIFT = {
  id: 'g1',
  period: 'monthly' as const,
  amount: 1000,
  status: 'active' as const,
  chargesCount: 2,
  totalCount: 120,
  firstChargedAt: '2026-10-23T06:00:00.000Z',
  nextChargeAt: '2026-12-23T06:00:00.000Z',
  cancelledAt: null,
  createdAt: '2026-10-23T05:59:00.000Z',
};
const GIVING: MyGivingResponse = {
  donor: { name: 'Asha Verma', email: 'asha@example.org' },
  donations: [
    {
      id: 'd1',
      amount: 1000,
      donationType: 'monthly',
      recurringGiftId: 'g1',
      status: 'completed',
      receivedAt: '2026-11-23T06:00:00.000Z',
      receipts: [
        // A number issued before the prefix was configurable: shown and saved as it is.
        {
          id: 'r1',
          receiptNumber: '80G/2026-27/000123',
          is80G: false,
          taxRegime: 'it-act-2025',
          issuedAt: '2026-11-23T06:00:00.000Z',
        },
      ],
      canAdd80G: true,
    },
  ],
  recurringGifts: [GIFT],
};

async function openPage(hash = `#${TOKEN}`) {
  await act(async () => {
    renderInSite(<MyGivingPage />, { route: `/my-giving${hash}`, toasts: true });
  });
}

describe('MyGivingPage', () => {
  afterEach(() => jest.resetAllMocks());

  it('without a token, says to open the e-mail’s link and asks the API nothing', async () => {
    await openPage('');
    expect(screen.getByRole('alert').textContent).toContain(
      'This page opens from the link in your donation e-mail',
    );
    expect(read).not.toHaveBeenCalled();
  });

  it('says clearly that a wrong or old link does not work', async () => {
    read.mockRejectedValue(new ApiError(404, 'Not found', undefined, true));
    await openPage();
    expect(read).toHaveBeenCalledWith(TOKEN);
    expect((await screen.findByRole('alert')).textContent).toContain('This link does not work');
  });

  it('offers a retry when the API cannot answer', async () => {
    read.mockRejectedValueOnce(new ApiError(400 + 103, 'down'));
    await openPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your gifts');
    read.mockResolvedValue(GIVING);
    await act(async () => fireEvent.click(within(alert).getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('80G/2026-27/000123')).toBeTruthy();
  });

  it('says a gift is refunded, and names the receipt a corrected one replaces', async () => {
    read.mockResolvedValue({
      ...GIVING,
      donations: [
        { ...GIVING.donations[0], id: 'd2', receipts: [], canAdd80G: false, refundStatus: 'processed' },
        {
          ...GIVING.donations[0],
          id: 'd3',
          receivedAt: '2026-11-20T06:00:00.000Z',
          refundStatus: null,
          receipts: [
            {
              id: 'r3',
              receiptNumber: 'DR/2026-27/000045',
              is80G: true,
              taxRegime: 'it-act-2025',
              issuedAt: '2026-11-25T06:00:00.000Z',
              replacesReceiptNumber: 'DR/2026-27/000044',
            },
          ],
        },
      ],
    });
    await openPage();
    expect((await screen.findByTestId('refund-status')).textContent).toBe('Refunded');
    expect(screen.getByText('Replaces DR/2026-27/000044')).toBeTruthy();
    expect(screen.queryByText('DR/2026-27/000044', { exact: true })).toBeNull();
  });

  it('lists the gifts with their receipts and downloads a receipt named by its number', async () => {
    read.mockResolvedValue(GIVING);
    const blob = new Blob(['%PDF']);
    pdf.mockResolvedValue(blob);
    await openPage();
    expect(screen.getByText('Asha Verma (asha@example.org)')).toBeTruthy();
    expect(screen.getByText('23 November 2026')).toBeTruthy();
    expect(screen.getByText('Received')).toBeTruthy();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download receipt 80G/2026-27/000123' })),
    );
    expect(pdf).toHaveBeenCalledWith(TOKEN, 'r1');
    expect(save).toHaveBeenCalledWith(blob, '80G-2026-27-000123.pdf');
  });

  it('shows a recurring gift’s next debit and cancels it after a confirmation', async () => {
    read.mockResolvedValue(GIVING);
    cancel.mockResolvedValue({
      recurringGift: {
        ...GIFT,
        status: 'cancelled',
        nextChargeAt: null,
        cancelledAt: '2026-11-24T06:00:00.000Z',
      },
    });
    await openPage();
    const card = screen.getByRole('article', { name: '₹1,000 every month' });
    expect(within(card).getByText('23 December 2026')).toBeTruthy();
    expect(within(card).getByText('2 of 120 debits')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: /Cancel this gift/ }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your monthly gift of ₹1,000?' });
    expect(cancel).not.toHaveBeenCalled();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the gift' })),
    );
    expect(cancel).toHaveBeenCalledWith(TOKEN, 'g1');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Cancel this gift/ })).toBeNull();
    expect(screen.getByText(/Your monthly gift is cancelled/)).toBeTruthy();
  });

  it('keeps the gift when the donor thinks again', async () => {
    read.mockResolvedValue(GIVING);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: /Cancel this gift/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the gift' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).not.toHaveBeenCalled();
  });

  it('asks for PAN and address for 80G receipts, checks them, then shows the new receipts', async () => {
    read.mockResolvedValue(GIVING);
    addDetails.mockResolvedValue({
      ...GIVING,
      donations: [
        {
          ...GIVING.donations[0],
          canAdd80G: false,
          receipts: [
            ...GIVING.donations[0].receipts,
            {
              id: 'r2',
              receiptNumber: 'DR/2026-27/000124',
              is80G: true,
              taxRegime: 'it-act-2025',
              issuedAt: '2026-11-24T06:00:00.000Z',
            },
          ],
        },
      ],
    });
    await openPage();
    const section = screen.getByRole('region', { name: 'Get tax receipts' });
    const pan = within(section).getByLabelText('PAN');
    fireEvent.change(pan, { target: { value: 'abcde1234f' } });
    expect((pan as HTMLInputElement).value).toBe('ABCDE1234F');
    fireEvent.click(within(section).getByRole('button', { name: 'Get tax receipts' }));
    const address = within(section).getByLabelText('Postal address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(addDetails).not.toHaveBeenCalled();
    fireEvent.change(address, { target: { value: '12 Ashram Marg, Rishikesh' } });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Get tax receipts' })));
    expect(addDetails).toHaveBeenCalledWith(TOKEN, {
      pan: 'ABCDE1234F',
      address: '12 Ashram Marg, Rishikesh',
    });
    expect(screen.getByText('DR/2026-27/000124')).toBeTruthy();
    expect(screen.getByText('Receipt under section 133')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get tax receipts' })).toBeNull();
  });

  it('offers the right to correct: issued receipts through a message to us, a PAN through the tax form', async () => {
    read.mockResolvedValue(GIVING);
    await openPage();
    const correct = screen.getByRole('region', { name: 'Correct my details' });
    expect(correct.textContent).toContain('we cancel it and issue a corrected receipt');
    expect(within(correct).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
    expect(correct.textContent).toContain('under “Get tax receipts” above');

    // Every gift has its tax receipt: no form to point to.
    cleanup();
    read.mockResolvedValue({ ...GIVING, donations: [{ ...GIVING.donations[0], canAdd80G: false }] });
    await openPage();
    const onlyNote = screen.getByRole('region', { name: 'Correct my details' });
    expect(onlyNote.textContent).not.toContain('Get tax receipts');
  });

  it('offers each year’s statement and each certificate, and downloads them', async () => {
    read.mockResolvedValue({
      ...GIVING,
      statementYears: ['2026-27', '2025-26'],
      certificates: [{ id: 'c1', financialYear: '2025-26', formName: 'Form 10BE' }],
    });
    const blob = new Blob(['%PDF-']);
    documentPdf.mockResolvedValue(blob);
    await openPage();
    const section = await screen.findByRole('region', { name: 'Statements and certificates' });
    await act(async () =>
      fireEvent.click(within(section).getByRole('button', { name: 'Statement of donations 2026-27 (PDF)' })),
    );
    expect(documentPdf).toHaveBeenCalledWith(TOKEN, { statementYear: '2026-27' });
    expect(save).toHaveBeenCalledWith(blob, 'statement-2026-27.pdf');
    await act(async () =>
      fireEvent.click(
        within(section).getByRole('button', { name: 'Certificate of donation (Form 10BE) 2025-26 (PDF)' }),
      ),
    );
    expect(documentPdf).toHaveBeenCalledWith(TOKEN, { certificateId: 'c1' });
    expect(save).toHaveBeenCalledWith(blob, 'certificate-2025-26.pdf');
  });

  it('says so when there are no gifts', async () => {
    read.mockResolvedValue({ ...GIVING, donations: [], recurringGifts: [] });
    await openPage();
    expect(screen.getByText('There are no gifts under this e-mail yet.')).toBeTruthy();
  });
});
