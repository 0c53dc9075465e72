import { createGlobalStyle } from 'styled-components';
// The Devanagari subset only (the Latin letters come from the system font), woff2 only: every browser the
// site supports reads it. Self-hosted: the bundler copies it into /assets with a hashed name.
import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';

/** The family the Hindi pages add to the theme's font stacks, before their generic fallback. */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

// Devanagari, its extensions, and the danda/rupee/punctuation it shares (fontsource's range for the subset).
const UNICODE_RANGE =
  'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * Noto Sans Devanagari for the Hindi pages: rendered only there, so English pages never declare nor fetch it
 * (the site server preloads it on Hindi pages). `swap`: the text shows at once in a system font and changes
 * when the font arrives. One weight: headings and bold text are the regular face made bold by the browser.
 * The bold file (54 KB) was fetched by every Hindi page before its first paint, almost doubling what a phone
 * on a slow connection waits for (docs/decisions/0026-site-performance.md).
 */
export const DevanagariFont = createGlobalStyle`
  @font-face {
    font-family: '${DEVANAGARI_FAMILY}';
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url(${regular}) format('woff2');
    unicode-range: ${UNICODE_RANGE};
  }

  body,
  button,
  input,
  select,
  textarea {
    font-family: '${DEVANAGARI_FAMILY}', ${({ theme }) => theme.fonts.body};
  }

  h1,
  h2,
  h3,
  h4 {
    font-family: '${DEVANAGARI_FAMILY}', ${({ theme }) => theme.fonts.heading};
  }
`;
