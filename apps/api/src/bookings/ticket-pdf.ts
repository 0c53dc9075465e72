import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { DEFAULT_LOCALE, formatDateRange, type Locale } from '@foundation/shared';
import { documentFonts } from '../receipts/index.js';

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
  /** The attendee's language (absent: English): the ticket is printed in it. */
  locale?: Locale;
}

/** Every text a ticket prints, per language. */
const TICKET_TEXTS: Record<
  Locale,
  {
    lang: string;
    title: (eventTitle: string) => string;
    subject: (bookingId: string) => string;
    kind: string;
    label: Record<'dates' | 'place' | 'attendee' | 'ticketType' | 'admissions' | 'bookingId', string>;
    notApplicable: string;
    admissions: (count: number) => string;
    showCode: string;
  }
> = {
  en: {
    lang: 'en-IN',
    title: (eventTitle) => `Ticket: ${eventTitle}`,
    subject: (bookingId) => `Booking ${bookingId}`,
    kind: 'Event ticket',
    label: {
      dates: 'Dates',
      place: 'Place',
      attendee: 'Attendee',
      ticketType: 'Ticket type',
      admissions: 'Admissions',
      bookingId: 'Booking ID',
    },
    notApplicable: 'N/A',
    admissions: (count) => `${count} ${count === 1 ? 'person' : 'people'}`,
    showCode: 'Show this code at the entrance.',
  },
  hi: {
    lang: 'hi-IN',
    title: (eventTitle) => `टिकट: ${eventTitle}`,
    subject: (bookingId) => `बुकिंग ${bookingId}`,
    kind: 'आयोजन टिकट',
    label: {
      dates: 'तिथियाँ',
      place: 'स्थान',
      attendee: 'प्रतिभागी',
      ticketType: 'टिकट का प्रकार',
      admissions: 'प्रवेश',
      bookingId: 'बुकिंग आईडी',
    },
    notApplicable: 'लागू नहीं',
    admissions: (count) => `${count} व्यक्ति`,
    showCode: 'प्रवेश द्वार पर यह कोड दिखाएँ।',
  },
};

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
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = TICKET_TEXTS[locale];
  const fonts = documentFonts(locale);
  const doc = new PDFDocument({
    size: 'A5',
    margin: LAYOUT.margin,
    // English tickets stay as they were; a Hindi one tells readers its language.
    ...(locale === 'en' ? {} : { lang: t.lang }),
    info: {
      Title: t.title(data.eventTitle),
      Author: data.foundationName,
      Subject: t.subject(data.bookingId),
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
  doc.font(FONT.regular).fontSize(TYPE.body).fillColor(INK.muted).text(t.kind, { width });
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(TYPE.title).fillColor(INK.text).text(data.eventTitle, { width });
  doc.moveDown(0.6);

  const rows: [string, string][] = [
    [t.label.dates, formatDateRange(data.startDate, data.endDate, locale)],
    [t.label.place, data.location],
    [t.label.attendee, data.attendeeName],
    [t.label.ticketType, data.ticketTypeName ?? t.notApplicable],
    [t.label.admissions, t.admissions(data.admissions)],
    [t.label.bookingId, data.bookingId],
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
    .text(t.showCode, left, qrY + LAYOUT.qrSize + 6, { width, align: 'center' });
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
