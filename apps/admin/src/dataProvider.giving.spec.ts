import { providerAnswering } from './testing/fakeApi';

describe('the data provider’s giving calls', () => {
  it('downloads Form 10BD of a financial year with the session, under the API’s file name', async () => {
    const { provider, calls } = providerAnswering(
      () =>
        new Response('\uFEFFSl. No.', {
          headers: { 'Content-Disposition': 'attachment; filename="form-10bd-2025-26.csv"' },
        }),
    );
    const file = await provider.downloadFile(
      'donations/form-10bd.csv?financialYear=2025-26',
      'fallback.csv',
      'text/csv',
    );
    expect(file.fileName).toBe('form-10bd-2025-26.csv');
    expect(await file.blob.text()).toContain('Sl. No.');
    expect(calls[0].url).toBe(
      'https://api.example.org/api/admin/donations/form-10bd.csv?financialYear=2025-26',
    );
    expect(new Headers(calls[0].init?.headers).get('Authorization')).toBe('Bearer a');
  });

  it('says the API’s message when a download is refused', async () => {
    const { provider } = providerAnswering(() =>
      Response.json({ message: 'Financial year must look like 2026-27' }, { status: 400 }),
    );
    await expect(
      provider.downloadFile('donations/form-10bd.csv?financialYear=x', 'f.csv', 'text/csv'),
    ).rejects.toThrow('Financial year must look like 2026-27');
  });

  it('resends a receipt by POST', async () => {
    const { provider, calls } = providerAnswering(() => Response.json({ queued: true }));
    await expect(provider.resendReceipt('d1')).resolves.toEqual({ queued: true });
    expect(calls[0].url).toBe('https://api.example.org/api/admin/donations/d1/resend-receipt');
    expect(calls[0].init?.method).toBe('POST');
  });

  it('says why a receipt cannot be resent (409 without a receipt)', async () => {
    const { provider } = providerAnswering(() =>
      Response.json({ message: 'This donation has no receipt' }, { status: 409 }),
    );
    await expect(provider.resendReceipt('d1')).rejects.toThrow('This donation has no receipt');
  });

  it('cancels a recurring gift by POST and answers the gift', async () => {
    const { provider, calls } = providerAnswering(() => Response.json({ id: 'g1', status: 'cancelled' }));
    await expect(provider.cancelRecurringGift('g1')).resolves.toEqual({
      data: { id: 'g1', status: 'cancelled' },
    });
    expect(calls[0].url).toBe('https://api.example.org/api/admin/recurring-gifts/g1/cancel');
    expect(calls[0].init?.method).toBe('POST');
  });
});
