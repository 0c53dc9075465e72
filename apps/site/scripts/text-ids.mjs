/**
 * The message ids a source file of the site names: quoted ids, the prefix + keys of each
 * catalogueTexts/catalogueEntry call, and for an id built from a prefix and a variable part
 * (`stepTitle.${step}`) the whole family among `allIds`. The one reading of "which code uses which text":
 * the catalogue test's unused-id check and the browser's split of the catalogues (compile-catalogues.mjs).
 */
export function textIdsOf(source, allIds) {
  const ids = new Set();
  for (const [, id] of source.matchAll(/['"`]([a-zA-Z0-9]+(?:\.[a-zA-Z0-9/:-]+)+)['"`]/g)) ids.add(id);
  for (const [, prefix, keys] of source.matchAll(
    /(?:catalogueTexts|catalogueEntry)\(\s*'([^']+)',\s*\[([^\]]*)\]/g,
  )) {
    for (const [, key] of keys.matchAll(/'([^']+)'/g)) ids.add(`${prefix}.${key}`);
  }
  for (const [, prefix] of source.matchAll(/`([a-zA-Z0-9]+(?:\.[a-zA-Z0-9]+)*\.)\$\{/g)) {
    for (const id of allIds) if (id.startsWith(prefix)) ids.add(id);
  }
  return ids;
}
