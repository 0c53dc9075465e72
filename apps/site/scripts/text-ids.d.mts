/** The message ids a source file of the site names (see text-ids.mjs). */
export function textIdsOf(source: string, allIds: Iterable<string>): Set<string>;
