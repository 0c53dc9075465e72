import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { renderTicketPdf, type TicketData } from '../bookings/ticket-pdf.js';
import { DEMO_FOUNDATION_LEGAL_DETAILS } from '../config/app-config.js';
import { renderReceiptPdf } from './receipt-pdf.js';
import type { Receipt80gData } from './receipt.types.js';

/**
 * Hindi receipts and tickets shape Devanagari correctly: conjuncts (क्ष, त्र, ज्ञ, श्र), the reph of र्
 * (धर्म, कार्यक्रम, पूर्वी) and every matra (ि ी ु ू े ै ो ौ), which PDF libraries have been known to get
 * wrong. Each document is rendered to an image with poppler's pdftoppm and compared with a reference image
 * that a person checked by eye against the same words set by Chromium (docs/decisions/0024-documents-in-the-visitors-language.md). A small tolerance
 * absorbs anti-aliasing differences between poppler versions; a single conjunct drawn differently is far
 * beyond it (the last test proves the comparison notices one).
 *
 * To make a reference again after a deliberate change of layout: UPDATE_REFERENCE_IMAGES=1, then look at
 * the images before committing them.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const REFERENCES = path.join(here, 'reference-images');
/** Resolution of the comparison: large enough that a conjunct spans many pixels. */
const DPI = 110;
/** A pixel differs when its grey differs by more than this (of 255)... */
const PIXEL_THRESHOLD = 64;
/** ...and at most this share of the page's pixels may differ. */
const MAX_DIFFERING_SHARE = 0.0001;

const receipt: Receipt80gData = {
  is80G: true,
  taxRegime: 'it-act-2025',
  locale: 'hi',
  receiptNumber: 'DR/2026-27/000123',
  issuedAt: new Date('2026-11-23T04:30:00Z'),
  receivedAt: new Date('2026-11-22T19:00:00Z'),
  amount: '125000.00',
  paymentId: 'pay_Nq3xY7kLm2Pq9R',
  mode: 'electronic',
  donationType: 'corpus',
  foundation: {
    ...DEMO_FOUNDATION_LEGAL_DETAILS['it-act-2025'],
    name: 'योग धर्म फ़ाउंडेशन',
    signatoryTitle: 'प्रबंध न्यासी',
  },
  donor: {
    name: 'क्षितिज त्रिपाठी',
    address: 'ज्ञानकुंज, श्रीनगर कॉलोनी, पूर्वी मार्ग, केंद्रीय कैलाश कोठी, गौतम धर्मशाला',
    pan: 'ABCDE1234F',
  },
};

const ticket: TicketData = {
  locale: 'hi',
  foundationName: 'योग धर्म फ़ाउंडेशन',
  bookingId: '3f1c2a9e-5b7d-4e21-9c3a-1d2e3f4a5b6c',
  eventTitle: 'धर्म और योग कार्यक्रम: क्षमा, त्याग, ज्ञान',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  location: 'श्री कैलाश आश्रम, ऋषिकेश',
  attendeeName: 'क्षितिज त्रिपाठी',
  ticketTypeName: 'सामान्य प्रवेश (पूर्ण दिवस)',
  admissions: 2,
  qrToken: 'eyJiIjoiM2YxYzJhOWUiLCJlIjoiZXZlbnQiLCJuIjoyfQ.c2lnbmF0dXJlLW9mLXRoZS10aWNrZXQtdG9rZW4',
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'devanagari-shaping-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first page of a PDF as a greyscale PNG, by pdftoppm (Debian's poppler-utils). */
function rasterise(pdf: Buffer, name: string): PNG {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-r',
    String(DPI),
    '-gray',
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(dir, name),
  ]);
  return PNG.sync.read(readFileSync(path.join(dir, `${name}.png`)));
}

/** The share of pixels whose grey differs by more than the threshold (1 when the sizes differ). */
function differingShare(actual: PNG, expected: PNG): number {
  if (actual.width !== expected.width || actual.height !== expected.height) return 1;
  let differing = 0;
  // pngjs gives RGBA; grey images have R = G = B.
  for (let i = 0; i < actual.data.length; i += 4) {
    if (Math.abs(actual.data[i] - expected.data[i]) > PIXEL_THRESHOLD) differing++;
  }
  return differing / (actual.width * actual.height);
}

function compareWithReference(pdf: Buffer, name: string): number {
  const actual = rasterise(pdf, name);
  const reference = path.join(REFERENCES, `${name}.png`);
  if (process.env.UPDATE_REFERENCE_IMAGES === '1' || !existsSync(reference)) {
    if (process.env.CI) throw new Error(`No reference image ${reference}`);
    writeFileSync(reference, PNG.sync.write(actual, { colorType: 0 }));
  }
  return differingShare(actual, PNG.sync.read(readFileSync(reference)));
}

describe('Devanagari in PDFs', () => {
  it('the Hindi receipt (Income-tax Act, 2025) matches its reviewed image', async () => {
    expect(compareWithReference(await renderReceiptPdf(receipt), 'receipt-hi')).toBeLessThanOrEqual(
      MAX_DIFFERING_SHARE,
    );
  }, 120000);

  it('the Hindi ticket matches its reviewed image', async () => {
    expect(compareWithReference(await renderTicketPdf(ticket), 'ticket-hi')).toBeLessThanOrEqual(
      MAX_DIFFERING_SHARE,
    );
  }, 120000);

  it('notices a single conjunct drawn differently (क्ष written as क् ष)', async () => {
    const broken = { ...receipt, donor: { ...receipt.donor, name: 'क्‌षितिज त्रिपाठी' } };
    const reference = PNG.sync.read(readFileSync(path.join(REFERENCES, 'receipt-hi.png')));
    expect(
      differingShare(rasterise(await renderReceiptPdf(broken), 'receipt-broken'), reference),
    ).toBeGreaterThan(MAX_DIFFERING_SHARE * 4);
  }, 120000);
});
