import {
  EVENT_FIELDS,
  EVENT_FIELD_KINDS,
  NEW_EVENT_VALUES,
  cancellationRuleProblems,
  cleanHindiFaqs,
  cleanHindiSchedule,
  cleanHindiTextList,
  eventFieldsOfKind,
  eventSaveProblems,
  isBlankHtml,
  resolveSlug,
  type EventFieldKind,
} from '@foundation/shared';

type Values = Record<string, unknown>;

/** What an empty input of each kind holds in the form. */
const EMPTY_OF_KIND: Record<EventFieldKind, unknown> = {
  text: '',
  html: '',
  optionalText: '',
  date: null,
  image: null,
  boolean: false,
  money: 0,
  eventType: null,
  eventCategory: null,
  textList: [],
  cancellationRule: NEW_EVENT_VALUES.cancellationRule,
  wholeNumber: 0,
  faqs: [],
  schedule: [],
  gallery: [],
  hindiText: null,
  hindiHtml: null,
  hindiTextList: null,
  hindiFaqs: null,
  hindiSchedule: null,
};

/**
 * Default values of a new event (docs/product.md §9): paid, price 0, active, offline, empty lists; every field
 * of the shared event shape, empty by its kind unless the shared defaults say otherwise.
 */
export const NEW_EVENT_DEFAULTS: Values = {
  ...Object.fromEntries(EVENT_FIELDS.map((field) => [field, EMPTY_OF_KIND[EVENT_FIELD_KINDS[field]]])),
  ...NEW_EVENT_VALUES,
  ticketTypes: [],
};

interface TicketTypeValues {
  name?: string | null;
  price?: number | string | null;
}

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * docs/product.md §5's rules for saving an event, checked in the browser with the same shared rules the API
 * uses, as react-admin form errors: `{ field: message }`. An error on a ticket type goes to `ticketTypes`.
 */
export function validateEvent(values: Values): Record<string, string> {
  const ticketTypes = ((values.ticketTypes as TicketTypeValues[] | undefined) ?? []).map((type) => ({
    name: type?.name ?? null,
    price: toNumber(type?.price),
  }));
  const problems = eventSaveProblems({
    title: values.title as string,
    urlSlug: resolveSlug(values.urlSlug as string, values.title as string),
    startDate: values.startDate as string,
    endDate: values.endDate as string,
    location: values.location as string,
    descriptionIsBlank: isBlankHtml(values.description as string),
    isPaid: values.isPaid as boolean,
    imageUrl: values.imageUrl as string,
    ticketTypes,
  });
  problems.push(
    ...cancellationRuleProblems({
      cancellationRule: values.cancellationRule,
      cancellationHoursBefore: toNumber(values.cancellationHoursBefore),
      cancellationRefundPercent: toNumber(values.cancellationRefundPercent),
    }),
  );
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    const field = problem.field.replace(/\.\d+$/, '');
    if (!(field in errors)) errors[field] = problem.message;
  }
  return errors;
}

/** Seat figures and dates the API computes; never sent back for a copy. */
const TICKET_TYPE_READ_ONLY = [
  'id',
  'eventId',
  'eventTitle',
  'seatsSold',
  'seatsHeld',
  'seatsLeft',
  'createdAt',
  'updatedAt',
];
const EVENT_READ_ONLY = ['id', 'createdAt', 'updatedAt', 'registrationOpen'];

/**
 * The unsaved copy that Duplicate opens (docs/product.md §4): the same event with the slug suffixed '-copy',
 * no id, and ticket types without ids (or seat figures).
 */
export function duplicateEvent(record: Values): Values {
  const copy: Values = {};
  for (const [key, value] of Object.entries(record)) {
    if (!EVENT_READ_ONLY.includes(key)) copy[key] = structuredClone(value);
  }
  copy.urlSlug = `${String(record.urlSlug ?? '')}-copy`;
  copy.ticketTypes = ((record.ticketTypes as Values[] | undefined) ?? []).map((type) =>
    Object.fromEntries(Object.entries(type).filter(([key]) => !TICKET_TYPE_READ_ONLY.includes(key))),
  );
  return copy;
}

/**
 * What is sent on save: trimmed texts, empty optional texts as null, numbers as numbers, a free event
 * without price or ticket types, and empty list items dropped.
 */
export function eventToSave(values: Values): Values {
  const data: Values = { ...values };
  for (const key of EVENT_READ_ONLY) delete data[key];
  for (const key of eventFieldsOfKind('text'))
    if (typeof data[key] === 'string') data[key] = (data[key] as string).trim();
  // A Hindi twin left empty is "not translated" (null): the Hindi site then shows the English text.
  for (const key of eventFieldsOfKind('hindiText', 'hindiHtml')) {
    const text = typeof data[key] === 'string' ? (data[key] as string).trim() : '';
    data[key] = text === '' || (EVENT_FIELD_KINDS[key] === 'hindiHtml' && isBlankHtml(text)) ? null : text;
  }
  for (const key of eventFieldsOfKind('optionalText', 'image', 'date')) {
    if (typeof data[key] === 'string' && (data[key] as string).trim() === '') data[key] = null;
  }
  for (const key of eventFieldsOfKind('textList')) {
    data[key] = ((data[key] as unknown[] | undefined) ?? [])
      .map((item) => String(item ?? '').trim())
      .filter(Boolean);
  }
  data.faqs = ((data.faqs as Values[] | undefined) ?? [])
    .filter((faq) => faq && (String(faq.question ?? '').trim() || String(faq.answer ?? '').trim()))
    .map((faq) => ({ question: String(faq.question ?? '').trim(), answer: String(faq.answer ?? '').trim() }));
  data.schedule = ((data.schedule as Values[] | undefined) ?? [])
    .filter((item) => item && String(item.activity ?? '').trim())
    .map((item) => ({
      activity: String(item.activity).trim(),
      description: String(item.description ?? '').trim(),
    }));
  // The Hindi twins of the sections, cleaned as the API stores them: nothing left is "not translated" (null).
  for (const key of eventFieldsOfKind('hindiTextList')) data[key] = cleanHindiTextList(data[key]);
  data.faqsHi = cleanHindiFaqs(data.faqsHi);
  data.scheduleHi = cleanHindiSchedule(data.scheduleHi);
  data.gallery = ((data.gallery as Values[] | undefined) ?? [])
    .filter((item) => item && item.imageUrl)
    .map((item) => ({ imageUrl: item.imageUrl, caption: String(item.caption ?? '').trim() }));
  data.price = toNumber(data.price) ?? 0;
  for (const key of eventFieldsOfKind('wholeNumber')) data[key] = toNumber(data[key]);
  if (data.isPaid === false) {
    data.price = 0;
    data.ticketTypes = [];
  } else {
    data.ticketTypes = ((data.ticketTypes as Values[] | undefined) ?? []).map((type) => {
      const kept: Values = {
        name: String(type.name ?? '').trim(),
        price: toNumber(type.price),
        description:
          typeof type.description === 'string' && type.description.trim() ? type.description.trim() : null,
        availableQuantity: toNumber(type.availableQuantity),
        nameHi: typeof type.nameHi === 'string' && type.nameHi.trim() ? type.nameHi.trim() : null,
        descriptionHi:
          typeof type.descriptionHi === 'string' && type.descriptionHi.trim()
            ? type.descriptionHi.trim()
            : null,
      };
      if (type.id) kept.id = type.id;
      return kept;
    });
  }
  return data;
}
