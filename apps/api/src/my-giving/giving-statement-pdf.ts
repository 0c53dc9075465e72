import PDFDocument from 'pdfkit';
import { formatIndianLongDate, formatInr, indiaCalendarDate, type Locale } from '@foundation/shared';
import { documentFonts } from '../receipts/index.js';

/** One gift on a donor's yearly statement. */
export interface StatementGift {
  date: Date;
  amount: number;
  /** The gift's valid receipt number, or null (not completed, before receipts, or its receipt cancelled). */
  receiptNumber: string | null;
  /** `refunded`: received, then paid back (its receipt is cancelled): not counted as received. */
  status: 'completed' | 'pending' | 'failed' | 'refunded';
  /** Its receipt is an 80G receipt: the gift can be claimed. */
  deductible: boolean;
  kind: 'monthly' | 'yearly' | 'one-time';
}

export interface StatementData {
  foundationName: string;
  donorName: string | null;
  email: string;
  year: string;
  /** The year's word and its certificate's form, of the tax regime of the year ('tax year', '114'). */
  periodWord: string;
  certificateForm: string;
  gifts: StatementGift[];
  madeAt: Date;
}

interface StatementTexts {
  title: (year: string) => string;
  intro: (foundationName: string, period: string, year: string) => string;
  donor: string;
  made: string;
  columns: { date: string; kind: string; receipt: string; status: string; amount: string };
  kind: Record<StatementGift['kind'], string>;
  status: Record<StatementGift['status'], string>;
  total: string;
  deductible: string;
  notDeductible: string;
  none: string;
  note: (form: string) => string;
}

const TEXTS: Record<Locale, StatementTexts> = {
  en: {
    title: (year) => `Statement of donations, ${year}`,
    intro: (foundation, period, year) =>
      `Every gift you made to ${foundation} in the ${period} ${year} (1 April to 31 March, India time), with its receipt.`,
    donor: 'Donor',
    made: 'Made on',
    columns: { date: 'Date', kind: 'Gift', receipt: 'Receipt number', status: 'Status', amount: 'Amount' },
    kind: { monthly: 'Monthly', yearly: 'Yearly', 'one-time': 'One-time' },
    status: { completed: 'Received', pending: 'Not completed', failed: 'Not received', refunded: 'Refunded' },
    total: 'Total received',
    deductible: 'With a receipt for a tax deduction',
    notDeductible: 'Without a receipt for a tax deduction',
    none: 'No gifts in this year.',
    note: (form) =>
      `Only gifts received and kept count: a refunded gift is not one, and its receipt is cancelled. The deduction rests on the receipts and on the certificate of donation (Form ${form}) the income-tax portal issues after the foundation files its statement; this page is a summary for your records.`,
  },
  hi: {
    title: (year) => `दान का विवरण, ${year}`,
    intro: (foundation, period, year) =>
      `${period} ${year} (1 अप्रैल से 31 मार्च, भारतीय समय) में ${foundation} को दिया गया आपका हर दान, उसकी रसीद के साथ।`,
    donor: 'दानदाता',
    made: 'बनाने की तिथि',
    columns: { date: 'तिथि', kind: 'दान', receipt: 'रसीद संख्या', status: 'स्थिति', amount: 'राशि' },
    kind: { monthly: 'मासिक', yearly: 'वार्षिक', 'one-time': 'एक बार' },
    status: { completed: 'प्राप्त', pending: 'पूरा नहीं हुआ', failed: 'प्राप्त नहीं', refunded: 'धनवापसी हुई' },
    total: 'कुल प्राप्त राशि',
    deductible: 'कर कटौती की रसीद सहित',
    notDeductible: 'कर कटौती की रसीद के बिना',
    none: 'इस वर्ष कोई दान नहीं।',
    note: (form) =>
      `केवल प्राप्त और रखे गए दान गिने जाते हैं: जिस दान की धनवापसी हुई, वह नहीं गिना जाता और उसकी रसीद रद्द है। कटौती रसीदों और उस दान प्रमाणपत्र (फ़ॉर्म ${form}) पर आधारित है जो फ़ाउंडेशन के विवरण दाखिल करने के बाद आयकर पोर्टल जारी करता है; यह पृष्ठ आपके रिकॉर्ड के लिए सारांश है।`,
  },
};

const MARGIN = 50;
const INK = { text: '#1a1a1a', muted: '#555555', rule: '#9a9a9a' } as const;

/**
 * A donor's yearly statement (My giving): every gift of the tax year with its receipt number and status,
 * the total received and how much of it carries a receipt for a deduction. A4, the document fonts of the
 * donor's language (Noto Sans Devanagari in Hindi).
 */
export function renderGivingStatementPdf(data: StatementData, locale: Locale): Promise<Buffer> {
  const t = TEXTS[locale];
  const fonts = documentFonts(locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t.title(data.year), Author: data.foundationName },
    lang: locale === 'hi' ? 'hi-IN' : 'en-IN',
  });
  doc.registerFont('StatementRegular', fonts.regular);
  doc.registerFont('StatementBold', fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  const money = (rupees: number) => formatInr(rupees, locale);
  const day = (date: Date) => formatIndianLongDate(indiaCalendarDate(date), locale) ?? '';

  doc.fillColor(INK.text).font('StatementBold').fontSize(18).text(data.foundationName);
  doc.moveDown(0.3).fontSize(14).text(t.title(data.year));
  doc.moveDown(0.5).font('StatementRegular').fontSize(10).fillColor(INK.muted);
  doc.text(t.intro(data.foundationName, data.periodWord, data.year), { width });
  doc.moveDown(0.5).fillColor(INK.text);
  doc.text(`${t.donor}: ${[data.donorName, data.email].filter(Boolean).join(' · ')}`);
  doc.text(`${t.made}: ${day(data.madeAt)}`);
  doc.moveDown(1);

  const columns = [
    { key: 'date', width: 120 },
    { key: 'kind', width: 70 },
    { key: 'receipt', width: 140 },
    { key: 'status', width: 80 },
    { key: 'amount', width: width - 410 },
  ] as const;
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'StatementBold' : 'StatementRegular').fontSize(9.5);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index].width - 6 }));
    if (y + Math.max(...heights) > doc.page.height - MARGIN - 60) doc.addPage();
    const top = doc.y;
    cells.forEach((cell, index) => {
      doc.text(cell, x, top, {
        width: columns[index].width - 6,
        align: columns[index].key === 'amount' ? 'right' : 'left',
      });
      x += columns[index].width;
    });
    doc.y = top + Math.max(...heights) + 5;
    doc.x = MARGIN;
  };
  row(
    columns.map((column) => t.columns[column.key]),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(INK.rule)
    .stroke();
  doc.moveDown(0.3);
  if (data.gifts.length === 0) doc.text(t.none);
  for (const gift of data.gifts) {
    row([
      day(gift.date),
      t.kind[gift.kind],
      gift.receiptNumber ?? '—',
      t.status[gift.status],
      money(gift.amount),
    ]);
  }
  const received = data.gifts.filter((gift) => gift.status === 'completed');
  const total = received.reduce((sum, gift) => sum + gift.amount, 0);
  const deductible = received.filter((gift) => gift.deductible).reduce((sum, gift) => sum + gift.amount, 0);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor(INK.rule)
    .stroke();
  doc.moveDown(0.5);
  const sum = (label: string, value: number, bold = false) => {
    const top = doc.y;
    doc.font(bold ? 'StatementBold' : 'StatementRegular').fontSize(10.5);
    doc.text(label, MARGIN, top, { width: width - 120 });
    doc.text(money(value), MARGIN + width - 120, top, { width: 120, align: 'right' });
    doc.x = MARGIN;
    doc.moveDown(0.3);
  };
  sum(t.total, total, true);
  sum(t.deductible, deductible);
  sum(t.notDeductible, total - deductible);
  doc
    .moveDown(1)
    .font('StatementRegular')
    .fontSize(8.5)
    .fillColor(INK.muted)
    .text(t.note(data.certificateForm), MARGIN, doc.y, { width });
  doc.end();
  return done;
}
