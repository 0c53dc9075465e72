import { inflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { PAN_PATTERN } from '@foundation/shared';

/**
 * What staff upload after filing the statement of donations: the certificates the income-tax portal
 * generated (Form 114, formerly Form 10BE), as PDFs or a ZIP of PDFs. Everything here is hostile until
 * read: the type is taken from the bytes, never the name, and a ZIP is opened only within the limits
 * below (its entries' declared sizes are checked before anything is inflated, and inflating is capped).
 */
export const CERTIFICATE_LIMITS = {
  /** One certificate PDF: the portal's are a few hundred kilobytes. */
  pdfBytes: 2 * 1024 * 1024,
  /** One request (all its files together, a ZIP included). */
  uploadBytes: 25 * 1024 * 1024,
  /** Files in one request, and PDFs in one ZIP. */
  files: 1000,
  /** All of a ZIP's PDFs once inflated. */
  unzippedBytes: 200 * 1024 * 1024,
} as const;

export type CertificateFileProblem = 'not_pdf_or_zip' | 'too_large' | 'zip_bomb' | 'bad_zip';

export class CertificateFileError extends Error {
  constructor(
    readonly problem: CertificateFileProblem,
    readonly fileName: string,
  ) {
    super(`${fileName}: ${problem}`);
  }
}

export interface CertificateFile {
  /** The file's name as uploaded (a ZIP entry's base name), for matching and for staff. */
  fileName: string;
  pdf: Buffer;
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const baseName = (name: string) => name.split(/[\\/]/).pop() || name;

/** The certificate PDFs of one uploaded file: itself, or the PDFs inside a ZIP (other entries are skipped). */
export function certificatePdfs(upload: { originalname: string; buffer: Buffer }): CertificateFile[] {
  const name = baseName(upload.originalname).slice(0, 255);
  if (isPdf(upload.buffer)) {
    if (upload.buffer.length > CERTIFICATE_LIMITS.pdfBytes) throw new CertificateFileError('too_large', name);
    return [{ fileName: name, pdf: upload.buffer }];
  }
  if (!isZip(upload.buffer)) throw new CertificateFileError('not_pdf_or_zip', name);
  let entries = 0;
  let declared = 0;
  let bomb = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(upload.buffer, {
      // Decided from the central directory before any entry is inflated.
      filter: (entry) => {
        if (entry.name.endsWith('/') || !/\.pdf$/i.test(entry.name) || baseName(entry.name).startsWith('.')) {
          return false;
        }
        entries += 1;
        declared += entry.originalSize;
        const tooMuch =
          entries > CERTIFICATE_LIMITS.files ||
          entry.originalSize > CERTIFICATE_LIMITS.pdfBytes ||
          declared > CERTIFICATE_LIMITS.unzippedBytes ||
          // A certificate compresses a little, never a thousandfold.
          entry.originalSize > 100 * Math.max(entry.size, 1);
        if (tooMuch) bomb = true;
        return !bomb;
      },
    });
  } catch {
    throw new CertificateFileError(bomb ? 'zip_bomb' : 'bad_zip', name);
  }
  if (bomb) throw new CertificateFileError('zip_bomb', name);
  const pdfs: CertificateFile[] = [];
  for (const [entryName, bytes] of Object.entries(files)) {
    // An entry larger than it declared (fflate inflates into the declared size) or not a PDF inside.
    if (bytes.length > CERTIFICATE_LIMITS.pdfBytes) throw new CertificateFileError('zip_bomb', name);
    if (!isPdf(bytes)) throw new CertificateFileError('not_pdf_or_zip', baseName(entryName));
    pdfs.push({ fileName: baseName(entryName).slice(0, 255), pdf: Buffer.from(bytes) });
  }
  return pdfs;
}

/** A PAN (libs/shared pan.ts) standing on its own inside longer text. */
const PAN_ANYWHERE = new RegExp(`(?<![A-Z0-9])${PAN_PATTERN.source.slice(1, -1)}(?![A-Z0-9])`, 'g');
const AADHAAR_ANYWHERE = /(?<![0-9])[2-9][0-9]{3} ?[0-9]{4} ?[0-9]{4}(?![0-9])/g;

/**
 * An Aadhaar number as UIDAI's masked form shows it, 'XXXX XXXX 1234': the product keeps no whole Aadhaar
 * number (docs/fcra-and-recurring.md, "Matching"), and the last four digits are enough for staff assigning
 * a certificate to recognise it.
 */
export const maskAadhaar = (digits: string): string => `XXXX XXXX ${digits.slice(-4)}`;

/**
 * The PANs and (masked) Aadhaar numbers a certificate names, in its file name or its text. The text is read from the
 * PDF's content streams as they are, and inflated where compressed (each capped), which is how the portal's
 * PDFs carry it; a PDF whose text is drawn as shapes names nothing, and staff assign it by hand.
 */
export function identifiersIn(file: CertificateFile): { pans: string[]; aadhaars: string[] } {
  const texts = [file.fileName.toUpperCase(), file.pdf.toString('latin1')];
  const raw = texts[1];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      const inflated = inflateSync(file.pdf.subarray(start, end), { maxOutputLength: 4 * 1024 * 1024 });
      texts.push(inflated.toString('latin1'));
    } catch {
      // Not a Flate stream (an image, a font in another filter): nothing to read.
    }
  }
  // Text in content streams is written as literal or hex strings, split by kerning operators:
  // `(ABCDE)-20(1234F)` or `[<4142434445> 0 <313233344>] TJ`; hex is decoded, then what is between joined.
  const joined = texts.map((text) =>
    text
      .replace(/<([0-9A-Fa-f\s]+)>/g, (whole, hex: string) => {
        const digits = hex.replace(/\s+/g, '');
        return digits.length % 2 === 0 ? `(${Buffer.from(digits, 'hex').toString('latin1')})` : whole;
      })
      .replace(/\)\s*-?[0-9.]*\s*\(/g, ''),
  );
  const pans = new Set<string>();
  const aadhaars = new Set<string>();
  for (const text of joined) {
    for (const [pan] of text.matchAll(PAN_ANYWHERE)) pans.add(pan);
    for (const [aadhaar] of text.matchAll(AADHAAR_ANYWHERE))
      aadhaars.add(maskAadhaar(aadhaar.replace(/ /g, '')));
  }
  return { pans: [...pans], aadhaars: [...aadhaars] };
}
