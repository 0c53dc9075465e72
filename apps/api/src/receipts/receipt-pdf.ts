import PDFDocument from 'pdfkit';
import {
  amountInWordsINR,
  financialYearOf,
  formatIndianLongDate,
  formatInr,
  indiaCalendarDate,
  isValidPan,
  RECEIPT_MODE_LABELS,
  TAX_DONATION_TYPE_LABELS,
  toPaise,
} from '@foundation/shared';
import { receiptFonts, type ReceiptFonts } from './receipt-fonts.js';
import type { ReceiptData } from './receipt.types.js';

/** The sentence that makes a receipt an 80G receipt (and that a plain receipt never contains). */
export const ELIGIBILITY_SENTENCE =
  'This donation is eligible for deduction under section 80G of the Income-tax Act, 1961.';
export const NOT_80G_NOTICE =
  'This is not an 80G receipt: it cannot be used to claim a deduction under section 80G of the Income-tax Act, 1961.';

/** Page geometry and type of every receipt (points; A4 is 595 x 842). Print-friendly greys only. */
const LAYOUT = {
  margin: 50,
  labelWidth: 140,
  columnGap: 12,
  rowGap: 6,
  signatureWidth: 190,
  signatureSpace: 40,
} as const;
const TYPE = { name: 18, title: 14, body: 10, small: 8.5 } as const;
const INK = { text: '#1a1a1a', muted: '#555555', rule: '#9a9a9a', notice: '#7a1010' } as const;
const FONT = { regular: 'ReceiptRegular', bold: 'ReceiptBold' } as const;

/** A day in India as printed on receipts: '23 November 2026'. */
function indianDay(instant: Date): string {
  return formatIndianLongDate(indiaCalendarDate(instant)) ?? '';
}

/** A `YYYY-MM-DD` setting as printed: '15 May 2026'. */
function longDate(calendarDate: string): string {
  const formatted = formatIndianLongDate(calendarDate);
  if (!formatted) throw new RangeError(`Not a calendar date: ${calendarDate}`);
  return formatted;
}

/** Refuses receipts that would state something false or incomplete, before anything is drawn. */
function checkReceipt(data: ReceiptData): void {
  if (data.receiptNumber.trim() === '') throw new RangeError('A receipt needs a number');
  if (data.donor.name.trim() === '') throw new RangeError("A receipt needs the donor's name");
  if (data.paymentId.trim() === '') throw new RangeError('A receipt needs the payment id');
  if (toPaise(data.amount) <= 0) throw new RangeError('A receipt needs a positive amount');
  if (Number.isNaN(data.issuedAt.getTime()) || Number.isNaN(data.receivedAt.getTime())) {
    throw new RangeError('A receipt needs valid dates');
  }
  if (data.is80G) {
    if (!isValidPan(data.donor.pan)) throw new RangeError("An 80G receipt needs the donor's PAN");
    if (data.donor.address.trim() === '') throw new RangeError("An 80G receipt needs the donor's address");
    if (!isValidPan(data.foundation.pan)) throw new RangeError("An 80G receipt needs the foundation's PAN");
    // A donation received outside the approval's validity does not qualify: its receipt must be a plain one.
    const receivedOn = indiaCalendarDate(data.receivedAt);
    if (receivedOn < data.foundation.validFrom || receivedOn > data.foundation.validUntil) {
      throw new RangeError(
        `The 80G approval is not valid on ${receivedOn}, the day the donation was received`,
      );
    }
  }
}

/**
 * Renders a donation receipt as a one-page A4 PDF with selectable, extractable text.
 *
 * An 80G receipt (`is80G: true`) states everything a donor needs to claim the deduction: the foundation's
 * name, address, PAN, 80G registration number, date of approval and validity; the receipt's number and
 * date; the donor's name, address and PAN; the amount in figures and in words; the mode of receipt with the
 * payment id; the donation type; the eligibility sentence; the authorised signatory. A plain receipt says
 * prominently that it is not an 80G receipt and leaves out the 80G registration. Throws a RangeError for
 * data that would make a false or incomplete receipt (as a rejected promise).
 */
export async function renderReceiptPdf(
  data: ReceiptData,
  fonts: ReceiptFonts = receiptFonts(),
): Promise<Buffer> {
  checkReceipt(data);
  const amountInFigures = formatInr(data.amount);
  const amountInWords = amountInWordsINR(data.amount);

  const doc = new PDFDocument({
    size: 'A4',
    margin: LAYOUT.margin,
    // Screen readers and PDF viewers: the document's language and its title instead of a file name.
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${data.is80G ? '80G receipt' : 'Donation receipt'} ${data.receiptNumber}`,
      Author: data.foundation.name,
      CreationDate: data.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);

  const left = LAYOUT.margin;
  const width = doc.page.width - 2 * LAYOUT.margin;
  const { foundation } = data;

  // The foundation, as the issuer.
  doc
    .font(FONT.bold)
    .fontSize(TYPE.name)
    .fillColor(INK.text)
    .text(foundation.name, left, LAYOUT.margin, { width });
  doc.font(FONT.regular).fontSize(TYPE.body).fillColor(INK.muted);
  if (foundation.address) doc.text(foundation.address, { width });
  if (foundation.pan) doc.text(`PAN: ${foundation.pan}`, { width });
  if (data.is80G) {
    const approval = data.foundation;
    doc.text(`80G Unique Registration Number (URN): ${approval.urn80g}`, { width });
    doc.text(
      `Date of approval: ${longDate(approval.approvedOn)}; valid from ${longDate(approval.validFrom)} ` +
        `to ${longDate(approval.validUntil)}`,
      { width },
    );
  }
  doc.moveDown(0.6);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.75)
    .strokeColor(INK.rule)
    .stroke();
  doc.moveDown(0.8);

  // What the document is.
  doc
    .font(FONT.bold)
    .fontSize(TYPE.title)
    .fillColor(INK.text)
    .text(data.is80G ? 'Donation receipt under section 80G' : 'Donation receipt', left, doc.y, { width });
  if (!data.is80G) {
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(TYPE.body).fillColor(INK.notice).text(NOT_80G_NOTICE, { width });
  }
  doc.moveDown(0.8);

  // The facts, as label and value rows.
  const rows: Array<[string, string]> = [
    ['Receipt number', data.receiptNumber],
    ['Receipt date', indianDay(data.issuedAt)],
    ['Date of donation', indianDay(data.receivedAt)],
    ['Received from', data.donor.name],
  ];
  if (data.donor.address) rows.push(['Address', data.donor.address]);
  if (data.is80G) rows.push(["Donor's PAN", data.donor.pan]);
  rows.push(
    ['Amount', amountInFigures],
    ['Amount in words', amountInWords],
    ['Mode of receipt', RECEIPT_MODE_LABELS[data.mode].receipt],
    ['Payment id', data.paymentId],
    ['Donation type', TAX_DONATION_TYPE_LABELS[data.donationType]],
  );
  const valueX = left + LAYOUT.labelWidth + LAYOUT.columnGap;
  const valueWidth = width - LAYOUT.labelWidth - LAYOUT.columnGap;
  let y = doc.y;
  doc.fontSize(TYPE.body);
  for (const [label, value] of rows) {
    doc.font(FONT.regular).fillColor(INK.muted).text(label, left, y, { width: LAYOUT.labelWidth });
    const labelBottom = doc.y;
    doc.font(FONT.bold).fillColor(INK.text).text(value, valueX, y, { width: valueWidth });
    y = Math.max(labelBottom, doc.y) + LAYOUT.rowGap;
  }
  doc.y = y;
  doc.moveDown(0.8);

  // The statement that makes it an 80G receipt, and what follows for the donor.
  doc.font(FONT.regular).fontSize(TYPE.body).fillColor(INK.text);
  if (data.is80G) {
    doc.font(FONT.bold).text(ELIGIBILITY_SENTENCE, left, doc.y, { width });
    doc.moveDown(0.3);
    doc
      .font(FONT.regular)
      .fillColor(INK.muted)
      .text(
        `${foundation.name} reports this donation in its statement of donations (Form 10BD) for the financial ` +
          `year ${financialYearOf(data.receivedAt)}; the certificate of donation (Form 10BE) follows from it.`,
        { width },
      );
  } else {
    doc.text(`Thank you for your donation to ${foundation.name}.`, left, doc.y, { width });
  }

  // The authorised signatory, bottom right.
  doc.moveDown(2);
  const signatureX = left + width - LAYOUT.signatureWidth;
  doc
    .font(FONT.regular)
    .fillColor(INK.text)
    .text(`For ${foundation.name}`, signatureX, doc.y, { width: LAYOUT.signatureWidth });
  const lineY = doc.y + LAYOUT.signatureSpace;
  doc
    .moveTo(signatureX, lineY)
    .lineTo(signatureX + LAYOUT.signatureWidth, lineY)
    .lineWidth(0.75)
    .strokeColor(INK.rule)
    .stroke();
  doc.text('Authorised signatory', signatureX, lineY + 4, { width: LAYOUT.signatureWidth });
  doc.fillColor(INK.muted).text(foundation.signatoryTitle, { width: LAYOUT.signatureWidth });

  doc.moveDown(2);
  doc
    .fontSize(TYPE.small)
    .fillColor(INK.muted)
    .text('This receipt was generated electronically.', left, doc.y, { width, align: 'center' });

  doc.end();
  return done;
}
