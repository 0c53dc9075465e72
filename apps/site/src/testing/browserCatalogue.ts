/*
 * The tests' stand-in for src/i18n/browserCatalogue.ts (mapped in jest.config.cjs): that module finds the
 * browser's texts with Vite's import.meta.glob, which only the bundler resolves. Tests activate a whole
 * catalogue (src/i18n/wholeCatalogue.ts), so a part's code needs no further texts: it is loaded as it is.
 */
export async function withPartTexts<M>(_part: string, load: () => Promise<M>): Promise<M> {
  return load();
}
