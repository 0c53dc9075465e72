import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The fonts embedded in receipts. The PDF standard fonts (Helvetica ...) have no rupee sign (U+20B9), so
 * receipts embed DejaVu Sans, which has it (and Latin text), from the npm package `dejavu-fonts-ttf`
 * (Bitstream Vera licence, free to embed): installed with the API's dependencies, the same on every machine,
 * independent of the system's fonts. pdfkit embeds only the glyphs a document uses (a few kilobytes).
 */
export interface ReceiptFonts {
  regular: Buffer;
  bold: Buffer;
}

let cached: ReceiptFonts | undefined;

/** Read once, then kept: every receipt uses the same two files. */
export function receiptFonts(): ReceiptFonts {
  if (!cached) {
    const require = createRequire(import.meta.url);
    cached = {
      regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
      bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
    };
  }
  return cached;
}
