/** Every text of a catalogue by its dotted key ('ra.action.save' → 'Save'): what the catalogue tests compare. */
export function flattenCatalogue(catalogue: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [inner, text] of flattenCatalogue(value as object, path)) texts.set(inner, text);
    }
  }
  return texts;
}
