import { type AdminRegistration } from '@foundation/shared';
import { providerAnswering } from '../testing/fakeApi';
import { refundChoices } from './registrationRules';

const PAID = { paymentId: 'pay_Test0000000001', totalAmount: 1200 } as AdminRegistration;

describe('staff cancellation and refunds in the panel', () => {
  it('offers a full refund with its amount, the rule or none for a paid booking; only none for a free one', () => {
    expect(refundChoices(PAID)).toEqual([
      { id: 'full', label: 'Full refund: ₹1,200 (100%)' },
      { id: 'rule', label: expect.stringContaining("event's cancellation rule") },
      { id: 'none', label: 'No refund' },
    ]);
    expect(refundChoices({ ...PAID, paymentId: null, totalAmount: 0 }).map((choice) => choice.id)).toEqual([
      'none',
    ]);
  });

  it('cancels a registration by POST with the refund chosen', async () => {
    const { provider, calls } = providerAnswering(() =>
      Response.json({ id: 'r1', paymentStatus: 'cancelled' }),
    );
    await expect(provider.cancelRegistration('r1', 'rule')).resolves.toEqual({
      data: { id: 'r1', paymentStatus: 'cancelled' },
    });
    expect(calls[0].url).toBe('https://api.example.org/api/admin/registrations/r1/cancel');
    expect(calls[0].init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({ refund: 'rule' });
  });

  it('refunds (now or again) by POST, and says why when nothing is due', async () => {
    const ok = providerAnswering(() => Response.json({ id: 'r1', refund: { status: 'pending' } }));
    await ok.provider.refundRegistration('r1');
    expect(ok.calls[0].url).toBe('https://api.example.org/api/admin/registrations/r1/refund');
    const refused = providerAnswering(() =>
      Response.json({ message: 'There is nothing to refund for this registration.' }, { status: 409 }),
    );
    await expect(refused.provider.refundRegistration('r1')).rejects.toThrow(
      'There is nothing to refund for this registration.',
    );
  });
});
