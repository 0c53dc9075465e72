import { nextChargeDay } from './donations.service.js';
import { donationOutcomeText, donationReceiptMail } from './donation-mails.js';

describe('donation e-mail texts', () => {
  it('never calls a one-time gift monthly, and says what a recurring charge did', () => {
    expect(donationOutcomeText(1000, null)).toBe('Your gift of ₹1,000 was received. Thank you.');
    expect(donationOutcomeText(1000, { period: 'monthly', chargeNumber: 1, nextDueOn: '2026-12-23' })).toBe(
      'Your monthly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on 23 December 2026.',
    );
    expect(donationOutcomeText(1000, { period: 'yearly', chargeNumber: 1, nextDueOn: '2027-11-23' })).toBe(
      'Your yearly gift of ₹1,000 is set up; the first ₹1,000 was received today; the next is due on 23 November 2027.',
    );
    expect(donationOutcomeText(1000, { period: 'monthly', chargeNumber: 3, nextDueOn: '2027-02-23' })).toBe(
      'Your monthly gift of ₹1,000 continues: another ₹1,000 was received today; the next is due on 23 February 2027.',
    );
    expect(donationOutcomeText(1000, { period: 'monthly', chargeNumber: 120, nextDueOn: null })).toBe(
      'Your monthly gift of ₹1,000 continues: another ₹1,000 was received today.',
    );
  });

  it('attaches the receipt as a reference rendered at sending, and carries the My giving link', () => {
    const donation = {
      id: 'd1',
      amount: 1500,
      donationType: 'one-time',
      name: '<b>Asha</b>',
      email: 'asha@example.org',
      paymentId: 'pay_1',
      completedAt: new Date('2026-11-23T04:30:00Z'),
    };
    const details = {
      foundationName: 'Yoga Foundation',
      charge: null,
      receipt: {
        id: 'r1',
        receiptNumber: 'DR/2026-27/000007',
        is80G: true,
        taxRegime: 'it-act-2025' as const,
      },
      myGivingUrl: 'https://yoga.example.org/my-giving#abc',
    };
    const mail = donationReceiptMail(donation, details);
    expect(mail.dedupeKey).toBe('donation-thanks:d1');
    expect(mail.attachments).toEqual([
      {
        filename: 'receipt-DR-2026-27-000007.pdf',
        contentType: 'application/pdf',
        source: { kind: 'receipt-pdf', id: 'r1' },
      },
    ]);
    expect(mail.textBody).toContain('https://yoga.example.org/my-giving#abc');
    expect(mail.htmlBody).toContain('href="https://yoga.example.org/my-giving#abc"');
    expect(mail.htmlBody).toContain('&lt;b&gt;Asha&lt;/b&gt;');
    expect(donationReceiptMail(donation, { ...details, resend: { key: 'k' } }).dedupeKey).toBe(
      'donation-receipt-resend:d1:k',
    );
    expect(donationReceiptMail(donation, { ...details, receipt: null }).attachments).toEqual([]);
  });

  it('names the section and act of the gift’s regime, in each language', () => {
    const donation = {
      id: 'd1',
      amount: 1500,
      donationType: 'one-time' as const,
      name: 'Asha',
      email: 'asha@example.org',
      paymentId: 'pay_1',
      completedAt: new Date('2026-03-31T18:29:00Z'),
    };
    const receipt = (taxRegime: 'it-act-1961' | 'it-act-2025', is80G: boolean) => ({
      foundationName: 'Yoga Foundation',
      charge: null,
      receipt: { id: 'r1', receiptNumber: 'DR/2026-27/000007', is80G, taxRegime },
      myGivingUrl: 'https://yoga.example.org/my-giving#abc',
    });
    expect(donationReceiptMail(donation, receipt('it-act-1961', true)).textBody).toContain(
      'under section 80G of the Income-tax Act, 1961 is attached',
    );
    const current = donationReceiptMail(donation, receipt('it-act-2025', true)).textBody;
    expect(current).toContain('under section 133 of the Income-tax Act, 2025 is attached');
    expect(current).not.toContain('80G');
    expect(donationReceiptMail(donation, receipt('it-act-2025', false)).textBody).toContain(
      'does not give a deduction under section 133 of the Income-tax Act, 2025',
    );
    expect(donationReceiptMail(donation, receipt('it-act-2025', true), 'hi').textBody).toContain(
      'आयकर अधिनियम, 2025 की धारा 133',
    );
  });
});

describe('nextChargeDay', () => {
  it('is a month or a year later, on the month’s last day when it has no such day', () => {
    expect(nextChargeDay('2026-11-23', 'monthly')).toBe('2026-12-23');
    expect(nextChargeDay('2026-12-23', 'monthly')).toBe('2027-01-23');
    expect(nextChargeDay('2027-01-31', 'monthly')).toBe('2027-02-28');
    expect(nextChargeDay('2028-01-31', 'monthly')).toBe('2028-02-29');
    expect(nextChargeDay('2026-11-23', 'yearly')).toBe('2027-11-23');
    expect(nextChargeDay('2028-02-29', 'yearly')).toBe('2029-02-28');
  });
});
