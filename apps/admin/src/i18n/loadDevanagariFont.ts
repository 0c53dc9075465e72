/**
 * The Devanagari font's weights, and their loading before Hindi is drawn (apart from devanagariFont.ts,
 * whose file imports only a bundler resolves).
 */
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';
/** Weights of body text (400), buttons and MUI's headings (500), the panel's bold (600; 700 is drawn in it). */
export const DEVANAGARI_WEIGHTS = ['400', '500', '600'] as const;
/** A Devanagari letter: what `FontFaceSet.load` needs to pick the faces whose range holds it. */
const SAMPLE = 'अ';

/**
 * Fetches every declared weight before the panel draws its first Hindi text (i18nProvider awaits it with
 * the Hindi catalogue). A weight is otherwise fetched only once a text of that weight is laid out, and
 * Chromium keeps drawing empty boxes for Devanagari laid out before its file arrived (seen for the
 * language menu's 400; reported for the 600 of an event's check-in count). Gives up waiting after
 * `waitMs` (a slow or dropped connection): the panel then opens in Hindi with `swap`'s fallback.
 */
export function loadDevanagariFont(
  fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts,
  waitMs = 3000,
): Promise<void> {
  if (!fonts) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    Promise.all(
      DEVANAGARI_WEIGHTS.map((weight) => fonts.load(`${weight} 16px "${DEVANAGARI_FAMILY}"`, SAMPLE)),
    ).then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]).finally(() => clearTimeout(timer));
}
