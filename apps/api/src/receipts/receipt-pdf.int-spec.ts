import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_FOUNDATION_LEGAL_DETAILS } from '../config/app-config.js';
import { taxRegimeById } from '@foundation/shared';
import { eligibilitySentence, notDeductibleNotice, renderReceiptPdf } from './receipt-pdf.js';
import type { PlainReceiptData, Receipt80gData } from './receipt.types.js';

// Reads the PDFs back with poppler's pdftotext (Debian package poppler-utils), as a donor's PDF reader or a
// tax office's software would: what the test finds is what is really in the file as text.

const foundation = {
  ...DEMO_FOUNDATION_LEGAL_DETAILS['it-act-2025'],
  name: 'Yoga Foundation',
  signatoryTitle: 'Managing Trustee',
};
const act2025 = taxRegimeById('it-act-2025')!;
const act1961 = taxRegimeById('it-act-1961')!;

/** A deductible receipt of a gift of November 2026: the Income-tax Act, 2025. */
const receipt80g: Receipt80gData = {
  is80G: true,
  taxRegime: 'it-act-2025',
  receiptNumber: 'DR/2026-27/000123',
  issuedAt: new Date('2026-11-23T04:30:00Z'), // 23 November 2026, 10:00 IST
  receivedAt: new Date('2026-11-22T19:00:00Z'), // 23 November 2026, 00:30 IST
  amount: '125000.00',
  paymentId: 'pay_Nq3xY7kLm2Pq9R',
  mode: 'electronic',
  donationType: 'corpus',
  foundation,
  donor: { name: 'Vikram Shah', address: '12 MG Road, Bengaluru, Karnataka 560001', pan: 'ABCDE1234F' },
};

/** A deductible receipt of a gift of 31 March 2026, 23:59 IST: the last minute of the Income-tax Act, 1961. */
const receipt1961: Receipt80gData = {
  ...receipt80g,
  taxRegime: 'it-act-1961',
  receiptNumber: '80G/2025-26/000998',
  issuedAt: new Date('2026-03-31T18:29:30Z'),
  receivedAt: new Date('2026-03-31T18:29:00Z'),
  foundation: { ...foundation, ...DEMO_FOUNDATION_LEGAL_DETAILS['it-act-1961'] },
};

const plainReceipt: PlainReceiptData = {
  is80G: false,
  taxRegime: 'it-act-2025',
  receiptNumber: 'DR/2026-27/000045',
  issuedAt: new Date('2026-11-23T04:30:00Z'),
  receivedAt: new Date('2026-11-23T04:29:00Z'),
  amount: 1500,
  paymentId: 'pay_Plain000000001',
  mode: 'electronic',
  donationType: 'others',
  foundation: { name: 'Yoga Foundation', signatoryTitle: 'Managing Trustee', address: foundation.address },
  donor: { name: 'Asha Rao' },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'receipt-pdf-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Writes the PDF and returns its text as pdftotext reads it, with line breaks and runs of spaces made single spaces. */
function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  return text.replace(/\s+/g, ' ');
}

function pageCount(pdf: Buffer, name: string): number {
  const file = path.join(dir, `${name}-info.pdf`);
  writeFileSync(file, pdf);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

describe('renderReceiptPdf', () => {
  it('prints the pre-acknowledgement number under the receipt number, and the donor’s declaration', async () => {
    const quoted = {
      ...receipt80g,
      preArn: 'AAATY1234F26PA0000007',
      declaration: {
        citizenship: 'indian-abroad' as const,
        passportNumber: 'Z1234567',
        fcra: false,
      },
    };
    const text = pdfText(await renderReceiptPdf(quoted), 'pre-arn');
    expect(text).toContain(
      'Receipt number DR/2026-27/000123 Pre-acknowledgement number AAATY1234F26PA0000007 Receipt date',
    );
    expect(text).toContain("Donor's declaration Citizen of India living abroad (Indian passport Z1234567)");
    const fcra = pdfText(
      await renderReceiptPdf({
        ...plainReceipt,
        declaration: {
          citizenship: 'foreign',
          passportNumber: null,
          fcra: true,
          fcraRegistrationNumber: '231650123',
        },
      }),
      'fcra',
    );
    expect(fcra).toContain(
      "Donor's declaration Foreign citizen: a foreign contribution, received in the FCRA account (FCRA registration 231650123)",
    );
    const none = pdfText(await renderReceiptPdf(plainReceipt), 'no-declaration');
    expect(none).not.toContain("Donor's declaration");
    expect(none).not.toContain('Pre-acknowledgement number');
  });

  it('writes every fact of a receipt under the Income-tax Act, 2025 as extractable text', async () => {
    const pdf = await renderReceiptPdf(receipt80g);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf, '80g');
    for (const fact of [
      // the foundation, its PAN and its 80G approval
      'Yoga Foundation',
      '12 Ashram Marg, Tapovan, Rishikesh, Uttarakhand 249192',
      'PAN: AAATY1234F',
      'Unique Registration Number (URN), approved under section 354 of the Income-tax Act, 2025: AAATY1234FE20264',
      'Date of approval: 1 April 2026; valid from 1 April 2026 to 31 March 2031',
      // the receipt
      'Donation receipt under section 133 of the Income-tax Act, 2025',
      'Receipt number DR/2026-27/000123',
      'Receipt date 23 November 2026',
      'Date of donation 23 November 2026',
      // the donor
      'Received from Vikram Shah',
      'Address 12 MG Road, Bengaluru, Karnataka 560001',
      "Donor's PAN ABCDE1234F",
      // the amount, in figures with the rupee sign and Indian grouping, and in words
      'Amount ₹1,25,000',
      'Amount in words Rupees One Lakh Twenty-Five Thousand only',
      // how it was paid, and what kind of donation it is
      'Mode of receipt Electronic (online payment) Payment id pay_Nq3xY7kLm2Pq9R',
      'Donation type Corpus',
      // the eligibility and the signatory
      eligibilitySentence(act2025),
      'statement of donations (Form 113) for the tax year 2026-27',
      'certificate of donation (Form 114)',
      'For Yoga Foundation',
      'Authorised signatory',
      'Managing Trustee',
    ]) {
      expect(text).toContain(fact);
    }
    // Nothing of the old Act is left on a receipt of the new one.
    for (const old of ['80G', '1961', '10BD', '10BE', 'financial year', 'does not entitle']) {
      expect(text).not.toContain(old);
    }
    expect(pageCount(pdf, '80g')).toBe(1);
  });

  it('writes a gift of 31 March 2026, 23:59 IST under section 80G of the Income-tax Act, 1961', async () => {
    const text = pdfText(await renderReceiptPdf(receipt1961), '1961');
    for (const fact of [
      'Donation receipt under section 80G of the Income-tax Act, 1961',
      'Unique Registration Number (URN), approved under section 80G(5) of the Income-tax Act, 1961: AAATY1234FE20214',
      'Date of approval: 9 July 2021; valid from 1 April 2021 to 31 March 2026',
      'Receipt number 80G/2025-26/000998',
      'Date of donation 31 March 2026',
      eligibilitySentence(act1961),
      'statement of donations (Form 10BD) for the financial year 2025-26',
      'certificate of donation (Form 10BE)',
    ]) {
      expect(text).toContain(fact);
    }
    for (const next of ['133', '354', 'Income-tax Act, 2025', 'Form 113', 'tax year']) {
      expect(text).not.toContain(next);
    }
  });

  it('writes both regimes in Hindi', async () => {
    const current = pdfText(await renderReceiptPdf({ ...receipt80g, locale: 'hi' }), 'hi-2025');
    const old = pdfText(await renderReceiptPdf({ ...receipt1961, locale: 'hi' }), 'hi-1961');
    for (const fact of ['DR/2026-27/000123', 'AAATY1234FE20264', '133', '354', '113', '114', '2025']) {
      expect(current).toContain(fact);
    }
    expect(current).not.toContain('80G');
    expect(current).not.toContain('1961');
    for (const fact of ['80G/2025-26/000998', 'AAATY1234FE20214', '80G', '10BD', '10BE', '1961']) {
      expect(old).toContain(fact);
    }
    expect(old).not.toContain('133');
  });

  it('marks a receipt without PAN as giving no deduction and leaves the approval out', async () => {
    const pdf = await renderReceiptPdf(plainReceipt);
    const text = pdfText(pdf, 'plain');
    for (const fact of [
      'Yoga Foundation',
      'Donation receipt',
      notDeductibleNotice(act2025).split(' Income-tax')[0],
      'Receipt number DR/2026-27/000045',
      'Received from Asha Rao',
      'Amount ₹1,500',
      'Amount in words Rupees One Thousand Five Hundred only',
      'Mode of receipt Electronic (online payment) Payment id pay_Plain000000001',
      'Donation type Others',
      'Authorised signatory',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain(eligibilitySentence(act2025));
    expect(text).not.toContain('eligible for deduction');
    expect(text).not.toContain('URN');
    expect(text).not.toContain("Donor's PAN");
    expect(pageCount(pdf, 'plain')).toBe(1);
  });

  it('keeps a long address and name on one page, wrapped', async () => {
    const longAddress = `${'Flat 1204, Tower B, Prestige Lakeside Habitat, Varthur Main Road, '.repeat(3)}Bengaluru 560087`;
    const pdf = await renderReceiptPdf({
      ...receipt80g,
      donor: {
        ...receipt80g.donor,
        name: 'Venkataramanan Subramaniam Iyer-Krishnamurthy',
        address: longAddress,
      },
    });
    expect(pdfText(pdf, 'long')).toContain('Bengaluru 560087');
    expect(pageCount(pdf, 'long')).toBe(1);
  });

  it('issues deductible receipts only for donations received while the approval is valid (India dates)', async () => {
    // validity of the section 354 approval: 1 April 2026 to 31 March 2031
    const at = (iso: string) => renderReceiptPdf({ ...receipt80g, receivedAt: new Date(iso) });
    await expect(at('2026-03-31T18:29:59Z')).rejects.toThrow(/not valid on 2026-03-31/); // 31 March 23:59 IST
    await expect(at('2026-03-31T18:30:00Z')).resolves.toBeInstanceOf(Buffer); // 1 April 00:00 IST
    await expect(at('2031-03-31T18:29:59Z')).resolves.toBeInstanceOf(Buffer);
    await expect(at('2031-03-31T18:30:00Z')).rejects.toThrow(/not valid on 2031-04-01/);
  });

  it('refuses to make an 80G receipt without a valid PAN or address, and amounts it cannot write', async () => {
    await expect(
      renderReceiptPdf({ ...receipt80g, donor: { ...receipt80g.donor, pan: 'ABCDE123' } }),
    ).rejects.toThrow(/PAN/);
    await expect(
      renderReceiptPdf({ ...receipt80g, donor: { ...receipt80g.donor, address: ' ' } }),
    ).rejects.toThrow(/address/);
    await expect(renderReceiptPdf({ ...receipt80g, amount: 1_00_00_00_000 })).rejects.toThrow(RangeError);
    await expect(renderReceiptPdf({ ...receipt80g, amount: 0 })).rejects.toThrow(/amount/);
    await expect(renderReceiptPdf({ ...receipt80g, amount: -1 })).rejects.toThrow(RangeError);
  });
});
