/** Writes the browser's split of the catalogues into src/locales/browser/ (see compile-catalogues.mjs). */
export function writeBrowserTexts(): Promise<void>;
