import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import medium from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2?url';
import semiBold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

import { DEVANAGARI_FAMILY as FAMILY, DEVANAGARI_WEIGHTS } from './loadDevanagariFont';

const FILES = { '400': regular, '500': medium, '600': semiBold } as const;
const FACES = DEVANAGARI_WEIGHTS.map((weight) => [weight, FILES[weight]] as const);

/** Devanagari letters and marks only (Noto's own subset range without ₹, which every Latin font has). */
const DEVANAGARI = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF';

/**
 * Declares the self-hosted Noto Sans Devanagari (weights of body text, buttons and headings) for the theme's
 * font stack. Declared at start-up but limited to Devanagari letters, so a browser fetches a file only when
 * Hindi is on screen (हिन्दी in the language menu, a Hindi panel), never for English. Declared up front
 * rather than with the Hindi catalogue: Chromium kept drawing empty boxes for text laid out before the font
 * existed. `swap`: text shows at once in a system font until the file arrives.
 */
export function declareDevanagariFont(fonts: FontFaceSet = document.fonts) {
  for (const [weight, url] of FACES) {
    fonts.add(
      new FontFace(FAMILY, `url(${url}) format('woff2')`, {
        weight,
        display: 'swap',
        unicodeRange: DEVANAGARI,
      }),
    );
  }
}
