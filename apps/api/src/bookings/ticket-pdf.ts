import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDateRange } from '@foundation/shared';
import { receiptFonts } from '../receipts/receipt-fonts.js';

/** What a ticket states (docs/product.md "Manage my booking"). */
export interface TicketData {
  foundationName: string;
  bookingId: string;
  eventTitle: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  location: string;
  attendeeName: string;
  ticketTypeName: string | null;
  admissions: number;
  /** The signed token the QR code holds (shared bookings.ts describes it). */
  qrToken: string;
}

/** Page geometry (points; A5 portrait is 420 x 595, a page that prints on A4 or fits a phone). */
const LAYOUT = { margin: 36, qrSize: 190, labelWidth: 110, rowGap: 6 } as const;
const TYPE = { name: 16, title: 13, body: 10, small: 5.5 } as const;
const INK = { text: '#1a1a1a', muted: '#555555', rule: '#9a9a9a' } as const;
const FONT = { regular: 'TicketRegular', bold: 'TicketBold' } as const;

/**
 * Renders a booking's ticket as a one-page A5 PDF with extractable text: the foundation's name, the event,
 * its dates and place, the attendee, the ticket type, the number of admissions, the booking id, and a QR
 * code holding the signed ticket token (also printed under it, so staff can type it if a camera fails).
 */
export async function renderTicketPdf(data: TicketData): Promise<Buffer> {
  const qr = await QRCode.toBuffer(data.qrToken, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 330,
  });
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: 'A5',
    margin: LAYOUT.margin,
    info: {
      Title: `Ticket: ${data.eventTitle}`,
      Author: data.foundationName,
      Subject: `Booking ${data.bookingId}`,
    },
  });
  doc.registerFont(FONT.regular, fonts.regular);
  doc.registerFont(FONT.bold, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = LAYOUT.margin;
  const width = doc.page.width - 2 * LAYOUT.margin;
  doc
    .font(FONT.bold)
    .fontSize(TYPE.name)
    .fillColor(INK.text)
    .text(data.foundationName, left, LAYOUT.margin, { width });
  doc.moveDown(0.2);
  doc.font(FONT.regular).fontSize(TYPE.body).fillColor(INK.muted).text('Event ticket', { width });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(TYPE.title).fillColor(INK.text).text(data.eventTitle, { width });
  doc.moveDown(0.6);

  const rows: [string, string][] = [
    ['Dates', formatDateRange(data.startDate, data.endDate)],
    ['Place', data.location],
    ['Attendee', data.attendeeName],
    ['Ticket type', data.ticketTypeName ?? 'N/A'],
    ['Admissions', `${data.admissions} ${data.admissions === 1 ? 'person' : 'people'}`],
    ['Booking ID', data.bookingId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(TYPE.body)
      .fillColor(INK.muted)
      .text(label, left, y, { width: LAYOUT.labelWidth });
    doc
      .font(FONT.regular)
      .fillColor(INK.text)
      .text(value, left + LAYOUT.labelWidth, y, { width: width - LAYOUT.labelWidth });
    doc.y = Math.max(doc.y, y) + LAYOUT.rowGap;
  }

  doc.moveDown(0.4);
  const ruleY = doc.y;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .strokeColor(INK.rule)
    .lineWidth(0.5)
    .stroke();
  const qrX = left + (width - LAYOUT.qrSize) / 2;
  const qrY = ruleY + 12;
  doc.image(qr, qrX, qrY, { width: LAYOUT.qrSize, height: LAYOUT.qrSize });
  doc
    .font(FONT.regular)
    .fontSize(TYPE.body)
    .fillColor(INK.muted)
    .text('Show this code at the entrance.', left, qrY + LAYOUT.qrSize + 6, { width, align: 'center' });
  // The token in full, small, cut after its dot (two lines that never wrap): the check-in desk can type it
  // when no camera works.
  const [payload, signature] = data.qrToken.split('.');
  doc
    .font(FONT.regular)
    .fontSize(TYPE.small)
    .fillColor(INK.muted)
    .text(`${payload}.`, left, doc.y + 4, { width, align: 'center' })
    .text(signature, { width, align: 'center' });
  doc.end();
  return done;
}
