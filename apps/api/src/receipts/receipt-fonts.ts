import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@foundation/shared';

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

let devanagari: ReceiptFonts | undefined;

/**
 * The fonts of Hindi documents: Noto Sans Devanagari (SIL Open Font Licence, free to embed), from the npm
 * package `@expo-google-fonts/noto-sans-devanagari`, which ships the TTF files pdfkit reads (the
 * `@fontsource` packages ship only web fonts cut into subsets). It has Latin letters, digits and the rupee
 * sign too, so a Hindi document needs no second font. pdfkit shapes its conjuncts, reph and matras through
 * fontkit's OpenType tables and embeds only the glyphs used; receipt-pdf.hi.spec.ts proves the shaping
 * against a reviewed image (docs/decisions/0024-documents-in-the-visitors-language.md).
 */
export function documentFonts(locale: Locale): ReceiptFonts {
  if (locale === 'en') return receiptFonts();
  if (!devanagari) {
    const require = createRequire(import.meta.url);
    const file = (weight: string) =>
      readFileSync(
        require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`),
      );
    devanagari = { regular: file('400Regular'), bold: file('700Bold') };
  }
  return devanagari;
}
