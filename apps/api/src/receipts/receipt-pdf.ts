import PDFDocument from 'pdfkit';
import {
  amountInWordsHindi,
  amountInWordsINR,
  DEFAULT_LOCALE,
  financialYearOf,
  formatIndianLongDate,
  formatInr,
  indiaCalendarDate,
  isValidPan,
  nonDeductibleReason,
  RECEIPT_MODE_LABELS,
  TAX_DONATION_TYPE_LABELS,
  taxRegimeById,
  type GiftMode,
  toPaise,
  type Locale,
  type TaxRegime,
  type ReceiptMode,
  type TaxDonationType,
} from '@foundation/shared';
import { documentFonts, type ReceiptFonts } from './receipt-fonts.js';
import type { ReceiptData } from './receipt.types.js';

/**
 * The sentence that makes a receipt deductible (and that a plain receipt never contains), in English: the
 * section and act of the donation's regime ('section 133 of the Income-tax Act, 2025').
 */
export function eligibilitySentence(regime: TaxRegime): string {
  return `This donation is eligible for deduction under section ${regime.deductionSection} of the ${regime.actName.en}.`;
}
export function notDeductibleNotice(regime: TaxRegime): string {
  return (
    `This receipt does not entitle the donor to a deduction under section ${regime.deductionSection} of the ` +
    `${regime.actName.en}.`
  );
}

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

/**
 * Every text a receipt prints, per language (whole sentences with their values as parameters). The English
 * ones are the product's (docs/product.md); Hindi receipts state the same facts in Hindi.
 */
interface ReceiptTexts {
  lang: string;
  cancelled: (date: string, reason: string) => string;
  /** A corrected receipt's links: the cancelled one names its replacement, the new one what it replaces. */
  replacedBy: (receiptNumber: string) => string;
  replaces: (receiptNumber: string) => string;
  pan: (pan: string) => string;
  /** The donor's declaration of citizenship, as the receipt prints it. */
  declaration: (d: NonNullable<ReceiptData['declaration']>) => string;
  documentTitle: (r: TaxRegime, deductible: boolean, receiptNumber: string) => string;
  heading: (r: TaxRegime, deductible: boolean) => string;
  eligibility: (r: TaxRegime) => string;
  notDeductible: (r: TaxRegime) => string;
  urn: (r: TaxRegime, urn: string) => string;
  approval: (r: TaxRegime, approvedOn: string, validFrom: string, validUntil: string) => string;
  /** How an offline gift came, as the receipt names it. */
  giftMode: Record<Exclude<GiftMode, 'online'>, string>;
  /** Why a gift gives no deduction whatever the donor's PAN: cash above the limit, goods. */
  cashAboveLimit: (r: TaxRegime, limit: string) => string;
  inKind: (r: TaxRegime) => string;
  label: {
    chequeNumber: string;
    chequeDetails: string;
    reference: string;
    kindDescription: string;
    receiptNumber: string;
    receiptDate: string;
    donationDate: string;
    receivedFrom: string;
    address: string;
    donorPan: string;
    amount: string;
    amountInWords: string;
    mode: string;
    paymentId: string;
    donationType: string;
    preArn: string;
    declaration: string;
  };
  amountInWords: (rupees: number | string) => string;
  mode: Record<ReceiptMode, string>;
  donationType: Record<TaxDonationType, string>;
  statement: (r: TaxRegime, foundationName: string, year: string) => string;
  thanks: (foundationName: string) => string;
  onBehalfOf: (foundationName: string) => string;
  signatory: string;
  generated: string;
}

const RECEIPT_TEXTS: Record<Locale, ReceiptTexts> = {
  en: {
    lang: 'en-IN',
    cancelled: (date, reason) => `CANCELLED on ${date}: ${reason}`,
    replacedBy: (n) => `Replaced by ${n}, issued with the corrected details.`,
    replaces: (n) => `Replaces ${n}, which is cancelled.`,
    pan: (pan) => `PAN: ${pan}`,
    declaration: (d) =>
      d.citizenship === 'indian-abroad'
        ? `Citizen of India living abroad${d.passportNumber ? ` (Indian passport ${d.passportNumber})` : ''}`
        : d.citizenship === 'foreign'
          ? `Foreign citizen: a foreign contribution${d.fcra ? `, received in the FCRA account${d.fcraRegistrationNumber ? ` (FCRA registration ${d.fcraRegistrationNumber})` : ''}` : ''}`
          : 'Citizen of India living in India',
    documentTitle: (r, deductible, number) =>
      `${deductible ? `Section ${r.deductionSection} receipt` : 'Donation receipt'} ${number}`,
    heading: (r, deductible) =>
      deductible
        ? `Donation receipt under section ${r.deductionSection} of the ${r.actName.en}`
        : 'Donation receipt',
    eligibility: eligibilitySentence,
    notDeductible: notDeductibleNotice,
    urn: (r, urn) => `Unique Registration Number (URN), ${r.approvalWording.en}: ${urn}`,
    approval: (_r, approvedOn, validFrom, validUntil) =>
      `Date of approval: ${approvedOn}; valid from ${validFrom} to ${validUntil}`,
    giftMode: {
      cash: 'Cash',
      cheque: 'Cheque',
      'bank-transfer': 'Bank transfer',
      upi: 'UPI',
      kind: 'In kind',
    },
    cashAboveLimit: (r, limit) =>
      `A gift in cash above ${limit} gives no deduction (section ${r.cashLimitSection} of the ${r.actName.en}).`,
    inKind: (r) =>
      `A gift in kind gives no deduction: only sums of money do (section ${r.moneyOnlySection} of the ${r.actName.en}).`,
    label: {
      chequeNumber: 'Cheque number',
      chequeDetails: 'Bank and date',
      reference: 'Reference',
      kindDescription: 'Gift',
      receiptNumber: 'Receipt number',
      receiptDate: 'Receipt date',
      donationDate: 'Date of donation',
      receivedFrom: 'Received from',
      address: 'Address',
      donorPan: "Donor's PAN",
      amount: 'Amount',
      amountInWords: 'Amount in words',
      mode: 'Mode of receipt',
      paymentId: 'Payment id',
      donationType: 'Donation type',
      preArn: 'Pre-acknowledgement number',
      declaration: "Donor's declaration",
    },
    amountInWords: amountInWordsINR,
    mode: {
      cash: RECEIPT_MODE_LABELS.cash.receipt,
      kind: RECEIPT_MODE_LABELS.kind.receipt,
      electronic: RECEIPT_MODE_LABELS.electronic.receipt,
      others: RECEIPT_MODE_LABELS.others.receipt,
    },
    donationType: TAX_DONATION_TYPE_LABELS,
    statement: (r, name, year) =>
      `${name} reports this donation in its statement of donations (Form ${r.statementForm}) for the ` +
      `${r.periodWord.en} ${year}; the certificate of donation (Form ${r.certificateForm}) follows from it.`,
    thanks: (name) => `Thank you for your donation to ${name}.`,
    onBehalfOf: (name) => `For ${name}`,
    signatory: 'Authorised signatory',
    generated: 'This receipt was generated electronically.',
  },
  hi: {
    lang: 'hi-IN',
    cancelled: (date, reason) => `${date} को रद्द (CANCELLED): ${reason}`,
    replacedBy: (n) => `इसके स्थान पर सुधारे गए विवरण के साथ रसीद ${n} जारी की गई है (replaced by ${n}).`,
    replaces: (n) => `यह रसीद, रद्द की गई रसीद ${n} के स्थान पर जारी की गई है (replaces ${n}).`,
    pan: (pan) => `पैन: ${pan}`,
    declaration: (d) =>
      d.citizenship === 'indian-abroad'
        ? `विदेश में रहने वाले भारत के नागरिक${d.passportNumber ? ` (भारतीय पासपोर्ट ${d.passportNumber})` : ''}`
        : d.citizenship === 'foreign'
          ? `विदेशी नागरिक: विदेशी अंशदान${d.fcra ? `, FCRA खाते में प्राप्त${d.fcraRegistrationNumber ? ` (FCRA पंजीकरण ${d.fcraRegistrationNumber})` : ''}` : ''}`
          : 'भारत में रहने वाले भारत के नागरिक',
    documentTitle: (r, deductible, number) =>
      `${deductible ? `धारा ${r.deductionSection} रसीद` : 'दान रसीद'} ${number}`,
    heading: (r, deductible) =>
      deductible ? `${r.actName.hi} की धारा ${r.deductionSection} के अंतर्गत दान रसीद` : 'दान रसीद',
    eligibility: (r) => `यह दान ${r.actName.hi} की धारा ${r.deductionSection} के अंतर्गत कटौती के योग्य है।`,
    notDeductible: (r) =>
      `इस रसीद के आधार पर ${r.actName.hi} की धारा ${r.deductionSection} के अंतर्गत कटौती का दावा नहीं किया जा सकता।`,
    urn: (r, urn) => `विशिष्ट पंजीकरण संख्या (URN), ${r.approvalWording.hi}: ${urn}`,
    approval: (_r, approvedOn, validFrom, validUntil) =>
      `अनुमोदन की तिथि: ${approvedOn}; ${validFrom} से ${validUntil} तक मान्य`,
    giftMode: {
      cash: 'नकद',
      cheque: 'चेक',
      'bank-transfer': 'बैंक ट्रांसफ़र',
      upi: 'UPI',
      kind: 'वस्तु के रूप में',
    },
    cashAboveLimit: (r, limit) =>
      `${limit} से अधिक नकद दान पर कटौती नहीं मिलती (${r.actName.hi} की धारा ${r.cashLimitSection})।`,
    inKind: (r) =>
      `वस्तु के रूप में दिए गए दान पर कटौती नहीं मिलती: केवल धनराशि पर मिलती है (${r.actName.hi} की धारा ${r.moneyOnlySection})।`,
    label: {
      chequeNumber: 'चेक संख्या',
      chequeDetails: 'बैंक और तिथि',
      reference: 'संदर्भ',
      kindDescription: 'दान की वस्तु',
      receiptNumber: 'रसीद संख्या',
      receiptDate: 'रसीद की तिथि',
      donationDate: 'दान की तिथि',
      receivedFrom: 'दानदाता',
      address: 'पता',
      donorPan: 'दानदाता का पैन',
      amount: 'राशि',
      amountInWords: 'राशि शब्दों में',
      mode: 'प्राप्ति का माध्यम',
      paymentId: 'भुगतान आईडी',
      donationType: 'दान का प्रकार',
      preArn: 'पूर्व-पावती संख्या (Pre-ARN)',
      declaration: 'दानदाता की घोषणा',
    },
    amountInWords: amountInWordsHindi,
    mode: { cash: 'नकद', kind: 'वस्तु के रूप में', electronic: 'इलेक्ट्रॉनिक (ऑनलाइन भुगतान)', others: 'अन्य' },
    donationType: { corpus: 'कॉर्पस (स्थायी निधि)', specific_grant: 'विशिष्ट अनुदान', others: 'अन्य' },
    statement: (r, name, year) =>
      `${name} इस दान को ${r.periodWord.hi} ${year} के अपने दान विवरण (फ़ॉर्म ${r.statementForm}) में दर्ज करता है; ` +
      `दान प्रमाणपत्र (फ़ॉर्म ${r.certificateForm}) उसी के आधार पर जारी होता है।`,
    thanks: (name) => `${name} को दान देने के लिए धन्यवाद।`,
    onBehalfOf: (name) => `${name} की ओर से`,
    signatory: 'अधिकृत हस्ताक्षरकर्ता',
    generated: 'यह रसीद इलेक्ट्रॉनिक रूप से बनाई गई है।',
  },
};

/**
 * How the gift came and its reference: the payment id of an online gift; the cheque's number, bank and date;
 * the transfer's UTR or the UPI reference; what a gift in kind was; nothing more for cash.
 */
function modeRows(data: ReceiptData, t: ReceiptTexts, locale: Locale): Array<[string, string]> {
  const giftMode = data.giftMode ?? 'online';
  const { label } = t;
  if (giftMode === 'online') {
    return [
      [label.mode, t.mode[data.mode]],
      [label.paymentId, data.paymentId],
    ];
  }
  const rows: Array<[string, string]> = [[label.mode, t.giftMode[giftMode]]];
  const details = data.modeDetails ?? '';
  if (giftMode === 'cheque') {
    rows.push([label.chequeNumber, data.paymentId]);
    // Stored as 'Bank, YYYY-MM-DD': the date is printed in the receipt's language.
    const date = /(\d{4}-\d{2}-\d{2})$/.exec(details)?.[1];
    rows.push([label.chequeDetails, date ? details.replace(date, longDate(date, locale)) : details]);
  } else if (giftMode === 'bank-transfer' || giftMode === 'upi') {
    rows.push([label.reference, data.paymentId]);
  } else if (giftMode === 'kind' && details) {
    rows.push([label.kindDescription, details]);
  }
  return rows;
}

/** A day in India as printed on receipts: '23 November 2026'. */
function indianDay(instant: Date, locale: Locale): string {
  return formatIndianLongDate(indiaCalendarDate(instant), locale) ?? '';
}

/** A `YYYY-MM-DD` setting as printed: '15 May 2026'. */
function longDate(calendarDate: string, locale: Locale): string {
  const formatted = formatIndianLongDate(calendarDate, locale);
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
    if (!isValidPan(data.donor.pan)) throw new RangeError("A deductible receipt needs the donor's PAN");
    if (data.donor.address.trim() === '')
      throw new RangeError("A deductible receipt needs the donor's address");
    if (!isValidPan(data.foundation.pan))
      throw new RangeError("A deductible receipt needs the foundation's PAN");
    // A donation received outside the approval's validity does not qualify: its receipt must be a plain one.
    const receivedOn = indiaCalendarDate(data.receivedAt);
    if (receivedOn < data.foundation.validFrom || receivedOn > data.foundation.validUntil) {
      throw new RangeError(`The approval is not valid on ${receivedOn}, the day the donation was received`);
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
  fonts: ReceiptFonts = documentFonts(data.locale ?? DEFAULT_LOCALE),
): Promise<Buffer> {
  checkReceipt(data);
  const locale = data.locale ?? DEFAULT_LOCALE;
  const t = RECEIPT_TEXTS[locale];
  const regime = taxRegimeById(data.taxRegime);
  if (!regime) throw new RangeError(`Unknown tax regime: ${data.taxRegime}`);
  const amountInFigures = formatInr(data.amount, locale);
  const amountInWords = t.amountInWords(data.amount);

  const doc = new PDFDocument({
    size: 'A4',
    margin: LAYOUT.margin,
    // Screen readers and PDF viewers: the document's language and its title instead of a file name.
    lang: t.lang,
    displayTitle: true,
    info: {
      Title: t.documentTitle(regime, data.is80G, data.receiptNumber),
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
  if (foundation.pan) doc.text(t.pan(foundation.pan), { width });
  if (data.is80G) {
    const approval = data.foundation;
    doc.text(t.urn(regime, approval.urn), { width });
    doc.text(
      t.approval(
        regime,
        longDate(approval.approvedOn, locale),
        longDate(approval.validFrom, locale),
        longDate(approval.validUntil, locale),
      ),
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

  // A cancelled receipt says so before anything else: its number stays used, it is worth nothing.
  if (data.cancelled) {
    doc
      .font(FONT.bold)
      .fontSize(TYPE.title)
      .fillColor(INK.notice)
      .text(t.cancelled(indianDay(data.cancelled.at, locale), data.cancelled.reason), left, doc.y, { width });
    if (data.replacedBy) doc.fontSize(TYPE.body).text(t.replacedBy(data.replacedBy), { width });
    doc.moveDown(0.6);
  }
  if (data.replaces) {
    doc.font(FONT.bold).fontSize(TYPE.body).fillColor(INK.text).text(t.replaces(data.replaces), left, doc.y, {
      width,
    });
    doc.moveDown(0.6);
  }

  // What the document is.
  doc
    .font(FONT.bold)
    .fontSize(TYPE.title)
    .fillColor(INK.text)
    .text(t.heading(regime, data.is80G), left, doc.y, { width });
  if (!data.is80G) {
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(TYPE.body).fillColor(INK.notice).text(t.notDeductible(regime), { width });
    // Cash above the limit and goods give no deduction whatever the donor gave: the receipt says why.
    const reason = nonDeductibleReason(regime, data.mode, toPaise(data.amount) / 100);
    if (reason) {
      const why =
        reason.reason === 'kind'
          ? t.inKind(regime)
          : t.cashAboveLimit(regime, formatInr(regime.cashLimitRupees, locale));
      doc.font(FONT.regular).text(why, { width });
    }
  }
  doc.moveDown(0.8);

  // The facts, as label and value rows.
  const { label } = t;
  const rows: Array<[string, string]> = [
    [label.receiptNumber, data.receiptNumber],
    [label.receiptDate, indianDay(data.issuedAt, locale)],
    [label.donationDate, indianDay(data.receivedAt, locale)],
    [label.receivedFrom, data.donor.name],
  ];
  if (data.donor.address) rows.push([label.address, data.donor.address]);
  if (data.is80G) rows.push([label.donorPan, data.donor.pan]);
  rows.push(
    [label.amount, amountInFigures],
    [label.amountInWords, amountInWords],
    ...modeRows(data, t, locale),
    [label.donationType, t.donationType[data.donationType]],
  );
  if (data.preArn) rows.splice(1, 0, [label.preArn, data.preArn]);
  // The declaration the Foreign Contribution (Regulation) Act makes the form ask, as the donor gave it.
  if (data.declaration?.citizenship) rows.push([label.declaration, t.declaration(data.declaration)]);
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
    doc.font(FONT.bold).text(t.eligibility(regime), left, doc.y, { width });
    doc.moveDown(0.3);
    doc
      .font(FONT.regular)
      .fillColor(INK.muted)
      .text(t.statement(regime, foundation.name, financialYearOf(data.receivedAt)), { width });
  } else {
    doc.text(t.thanks(foundation.name), left, doc.y, { width });
  }

  // The authorised signatory, bottom right.
  doc.moveDown(2);
  const signatureX = left + width - LAYOUT.signatureWidth;
  doc
    .font(FONT.regular)
    .fillColor(INK.text)
    .text(t.onBehalfOf(foundation.name), signatureX, doc.y, { width: LAYOUT.signatureWidth });
  const lineY = doc.y + LAYOUT.signatureSpace;
  doc
    .moveTo(signatureX, lineY)
    .lineTo(signatureX + LAYOUT.signatureWidth, lineY)
    .lineWidth(0.75)
    .strokeColor(INK.rule)
    .stroke();
  doc.text(t.signatory, signatureX, lineY + 4, { width: LAYOUT.signatureWidth });
  doc.fillColor(INK.muted).text(foundation.signatoryTitle, { width: LAYOUT.signatureWidth });

  doc.moveDown(2);
  doc.fontSize(TYPE.small).fillColor(INK.muted).text(t.generated, left, doc.y, { width, align: 'center' });

  doc.end();
  return done;
}
