import { MESSAGES } from './messages.js';
import { parseCalendarDate } from './registration-window.js';
import { slugify } from './slug.js';

/** Messages of the admin community program form (docs/product.md §5 names the required fields). */
export const PROGRAM_MESSAGES = {
  titleRequired: 'Title is required',
  categoryRequired: 'Category is required',
  descriptionRequired: 'Description is required',
  urlSlugRequired: MESSAGES.urlSlugRequired,
  urlSlugInUse: MESSAGES.urlSlugInUse,
} as const;

/** One broken rule: the JSON field it concerns and the documented message. */
export interface RuleProblem {
  field: string;
  message: string;
}

export interface EventDraft {
  title?: string | null;
  urlSlug?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  /** True when the description shows no text (the caller knows how to read its HTML). */
  descriptionIsBlank: boolean;
  isPaid?: boolean | null;
  imageUrl?: string | null;
  ticketTypes?: { name?: string | null; price?: number | null }[] | null;
}

const isBlank = (value: string | null | undefined) => !value || value.trim().length === 0;

/** The slug to save: the given one, or one made from the title when it is empty (docs/product.md §5). */
export function resolveSlug(urlSlug: string | null | undefined, title: string | null | undefined): string {
  const given = (urlSlug ?? '').trim();
  return given ? given : slugify(title ?? '');
}

/**
 * The rules of docs/product.md §5 for saving an event, in docs/product.md order, except slug uniqueness (that needs the
 * database). `urlSlug` must already be resolved with resolveSlug. Empty when the event may be saved.
 */
export function eventSaveProblems(draft: EventDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (isBlank(draft.title)) problems.push({ field: 'title', message: MESSAGES.eventTitleRequired });
  if (isBlank(draft.urlSlug)) problems.push({ field: 'urlSlug', message: MESSAGES.urlSlugRequired });
  const start = draft.startDate ? parseCalendarDate(draft.startDate) : null;
  const end = draft.endDate ? parseCalendarDate(draft.endDate) : null;
  if (!start || !end) {
    problems.push({ field: !start ? 'startDate' : 'endDate', message: MESSAGES.datesRequired });
  } else if ((draft.endDate as string) < (draft.startDate as string)) {
    problems.push({ field: 'endDate', message: MESSAGES.endBeforeStart });
  }
  if (isBlank(draft.location)) problems.push({ field: 'location', message: MESSAGES.locationRequired });
  if (draft.descriptionIsBlank)
    problems.push({ field: 'description', message: MESSAGES.descriptionRequired });
  if (draft.isPaid !== false) {
    const types = draft.ticketTypes ?? [];
    if (types.length === 0) {
      problems.push({ field: 'ticketTypes', message: MESSAGES.paidEventNeedsTicketType });
    } else {
      const index = types.findIndex(
        (type) =>
          isBlank(type.name) ||
          typeof type.price !== 'number' ||
          !Number.isFinite(type.price) ||
          type.price < 0,
      );
      if (index >= 0) problems.push({ field: `ticketTypes.${index}`, message: MESSAGES.invalidTicketTypes });
    }
  }
  if (isBlank(draft.imageUrl)) problems.push({ field: 'imageUrl', message: MESSAGES.eventImageRequired });
  return problems;
}

export interface ProgramDraft {
  title?: string | null;
  category?: string | null;
  descriptionIsBlank: boolean;
  urlSlug?: string | null;
}

/** Required fields of a community program (docs/product.md §5); `urlSlug` already resolved. */
export function programSaveProblems(draft: ProgramDraft): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (isBlank(draft.title)) problems.push({ field: 'title', message: PROGRAM_MESSAGES.titleRequired });
  if (isBlank(draft.category))
    problems.push({ field: 'category', message: PROGRAM_MESSAGES.categoryRequired });
  if (draft.descriptionIsBlank)
    problems.push({ field: 'description', message: PROGRAM_MESSAGES.descriptionRequired });
  if (isBlank(draft.urlSlug)) problems.push({ field: 'urlSlug', message: PROGRAM_MESSAGES.urlSlugRequired });
  return problems;
}
