import { isUUID } from 'class-validator';
import { parseCalendarDate } from '@foundation/shared';
import { commonError, CommonErrorCode } from '../errors/common.errors.js';
import { type RaListQuery } from './ra-list.query.js';

export type SortOrder = 'ASC' | 'DESC';

/** Reads one filter value; throws an invalid-query error (400) naming the filter when the value is wrong. */
export type FilterReader<T> = (value: unknown, name: string) => T;

export interface ListSpec<F extends Record<string, unknown>> {
  /** Sortable JSON field names mapped to the SQL expression to order by. */
  sortable: Record<string, string>;
  defaultSort: [string, SortOrder];
  filters: { [K in keyof F]: FilterReader<F[K]> };
}

export interface ParsedListQuery<F> {
  sort: { field: string; column: string; order: SortOrder };
  /** Rows to skip and to take. */
  offset: number;
  limit: number;
  /** Only the filters that were given with a value. */
  filter: Partial<F>;
}

/** Largest page a client may ask for (and the page size when it gives no range). */
export const MAX_PAGE_SIZE = 1000;

const bad = (message: string, field: string) => commonError(CommonErrorCode.InvalidQuery, { message, field });

function parseJson(text: string, field: string, shape: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw bad(`${field} must be ${shape}`, field);
  }
}

/**
 * Parses and checks a ra-data-simple-rest list query against what a resource allows. Unknown sort fields,
 * unknown filters, malformed JSON and impossible ranges are client errors (400), never server errors.
 */
export function parseListQuery<F extends Record<string, unknown>>(
  query: RaListQuery,
  spec: ListSpec<F>,
): ParsedListQuery<F> {
  return {
    sort: parseSort(query.sort, spec),
    ...parseRange(query.range),
    filter: parseFilter(query.filter, spec),
  };
}

function parseSort<F extends Record<string, unknown>>(text: string | undefined, spec: ListSpec<F>) {
  const [defaultField, defaultOrder] = spec.defaultSort;
  if (text === undefined || text === '') {
    return { field: defaultField, column: spec.sortable[defaultField], order: defaultOrder };
  }
  const value = parseJson(text, 'sort', 'a JSON array ["field","ASC" or "DESC"]');
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string'
  ) {
    throw bad('sort must be a JSON array ["field","ASC" or "DESC"]', 'sort');
  }
  const [field, orderText] = value as [string, string];
  if (!Object.hasOwn(spec.sortable, field)) {
    throw bad(
      `Cannot sort by "${field.slice(0, 100)}"; sortable fields: ${Object.keys(spec.sortable).join(', ')}`,
      'sort',
    );
  }
  const order = orderText.toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw bad('sort order must be ASC or DESC', 'sort');
  return { field, column: spec.sortable[field], order: order as SortOrder };
}

function parseRange(text: string | undefined): { offset: number; limit: number } {
  if (text === undefined || text === '') return { offset: 0, limit: MAX_PAGE_SIZE };
  const value = parseJson(text, 'range', 'a JSON array [start,end]');
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    value[1] < value[0]
  ) {
    throw bad('range must be a JSON array [start,end] of whole numbers with 0 <= start <= end', 'range');
  }
  const [start, end] = value as [number, number];
  if (end - start + 1 > MAX_PAGE_SIZE) throw bad(`range may cover at most ${MAX_PAGE_SIZE} rows`, 'range');
  return { offset: start, limit: end - start + 1 };
}

function parseFilter<F extends Record<string, unknown>>(
  text: string | undefined,
  spec: ListSpec<F>,
): Partial<F> {
  if (text === undefined || text === '') return {};
  const value = parseJson(text, 'filter', 'a JSON object');
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw bad('filter must be a JSON object', 'filter');
  const filter: Partial<F> = {};
  for (const [name, raw] of Object.entries(value)) {
    if (!Object.hasOwn(spec.filters, name)) {
      throw bad(
        `Unknown filter "${name.slice(0, 100)}"; filters: ${Object.keys(spec.filters).join(', ')}`,
        'filter',
      );
    }
    if (raw === null || raw === undefined || raw === '') continue; // an emptied filter input means "no filter"
    filter[name as keyof F] = spec.filters[name as keyof F](raw, name);
  }
  return filter;
}

/** `Content-Range: events 0-24/319` (react-admin reads the total after the slash). */
/**
 * The query of a CSV export: the same sort and filter as the list, and a range checked like the list's (a
 * malformed one is refused) although the export covers every match.
 */
export function parseExportQuery<F extends Record<string, unknown>>(
  query: RaListQuery,
  spec: ListSpec<F>,
): Pick<ParsedListQuery<F>, 'sort' | 'filter'> {
  const { sort, filter } = parseListQuery(
    { sort: query.sort, range: query.range, filter: query.filter },
    spec,
  );
  return { sort, filter };
}

export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count > 0 ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`;
}

/** Readers for the usual kinds of filter value. */
export const filterReaders = {
  /** One UUID or a list of them (getMany sends `{"id":[...]}`); always answered as a list. */
  uuids:
    (max = MAX_PAGE_SIZE): FilterReader<string[]> =>
    (value, name) => {
      const list = Array.isArray(value) ? value : [value];
      if (list.length > max) throw bad(`filter ${name} may list at most ${max} ids`, 'filter');
      if (!list.every((id) => typeof id === 'string' && isUUID(id)))
        throw bad(`filter ${name} must be a UUID or a list of UUIDs`, 'filter');
      return list as string[];
    },
  text:
    (maxLength = 200): FilterReader<string> =>
    (value, name) => {
      if (typeof value !== 'string' && typeof value !== 'number')
        throw bad(`filter ${name} must be text`, 'filter');
      const text = String(value).trim();
      if (text.length > maxLength)
        throw bad(`filter ${name} is too long (at most ${maxLength} characters)`, 'filter');
      if (text.includes('\u0000'))
        throw bad(`filter ${name} contains characters that are not allowed`, 'filter');
      return text;
    },
  oneOf:
    <T extends string>(allowed: readonly T[]): FilterReader<T> =>
    (value, name) => {
      if (typeof value !== 'string' || !allowed.includes(value as T)) {
        throw bad(`filter ${name} must be one of: ${allowed.join(', ')}`, 'filter');
      }
      return value as T;
    },
  /** A calendar date `YYYY-MM-DD` (a day in India time for the filters of a date range). */
  calendarDate: (): FilterReader<string> => (value, name) => {
    if (typeof value !== 'string' || !parseCalendarDate(value))
      throw bad(`filter ${name} must be a date YYYY-MM-DD`, 'filter');
    return value;
  },
  boolean: (): FilterReader<boolean> => (value, name) => {
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    throw bad(`filter ${name} must be true or false`, 'filter');
  },
};

/** `%text%` for ILIKE with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
