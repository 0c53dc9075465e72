/**
 * The Hindi twins of the texts staff write (the contract is in locale.ts: `<field>Hi`, column `<field>_hi`,
 * same length limit as the English field, null when not translated). Declared once here: which fields of
 * which record have a twin and how long it may be. The API's columns, request checks and answers and the
 * admin panel's forms derive from these lists; the site picks a text with `localizedText`.
 */
import { DONATION_PROJECT_LIMITS } from './donation-projects.js';
import { EVENT_LIST_LIMITS } from './events.js';
import type { Faq, ScheduleItem } from './types.js';
import { SESSION_LIMITS } from './sessions.js';
import { SITE_CONTENT_LIMITS } from './site-content.js';
import { VISHRANTI_ITEM_LIMITS } from './vishranti.js';
import { VOLUNTEER_LIMITS } from './volunteering.js';

/** The Hindi twins of some English fields: `{ titleHi: string | null, ... }`. */
export type HindiTwins<K extends string> = { [P in K as `${P}Hi`]: string | null };

/**
 * The longest text of each twin, the English field's limit. The rich-text twins (an event's and a program's
 * `descriptionHi`) are HTML sanitised like their English field. An event's list twins (`featuresHi`,
 * `faqsHi`, `scheduleHi`, ...) are not here: they have their English list's limits (EVENT_LIST_LIMITS).
 */
export const HINDI_TWIN_LIMITS = {
  events: {
    titleHi: 200,
    descriptionHi: 100_000,
    locationHi: 300,
    cancellationPolicyHi: EVENT_LIST_LIMITS.policyMax,
  },
  ticketTypes: { nameHi: 120, descriptionHi: 2000 },
  programs: { titleHi: 200, descriptionHi: 100_000 },
  sessions: {
    titleHi: SESSION_LIMITS.titleMax,
    levelHi: SESSION_LIMITS.levelMax,
    descriptionHi: SESSION_LIMITS.descriptionMax,
  },
  volunteerRoles: {
    titleHi: VOLUNTEER_LIMITS.titleMax,
    commitmentHi: VOLUNTEER_LIMITS.commitmentMax,
    skillsHi: VOLUNTEER_LIMITS.skillsMax,
    descriptionHi: VOLUNTEER_LIMITS.descriptionMax,
  },
  donationProjects: {
    titleHi: DONATION_PROJECT_LIMITS.titleMax,
    descriptionHi: DONATION_PROJECT_LIMITS.descriptionMax,
  },
  heroSlides: {
    titleHi: SITE_CONTENT_LIMITS.slideTitleMax,
    descriptionHi: SITE_CONTENT_LIMITS.slideDescriptionMax,
  },
  siteContent: { missionTextHi: SITE_CONTENT_LIMITS.missionMax },
  impactFigures: { labelHi: SITE_CONTENT_LIMITS.impactLabelMax },
  vishrantiItems: {
    titleHi: VISHRANTI_ITEM_LIMITS.titleMax,
    descriptionHi: VISHRANTI_ITEM_LIMITS.descriptionMax,
  },
} as const;

export type HindiTwinRecord = keyof typeof HINDI_TWIN_LIMITS;

/** The twin fields of a record, in the order of the JSON answers. */
export function hindiTwinFields<R extends HindiTwinRecord>(
  record: R,
): (keyof (typeof HINDI_TWIN_LIMITS)[R])[] {
  return Object.keys(HINDI_TWIN_LIMITS[record]) as (keyof (typeof HINDI_TWIN_LIMITS)[R])[];
}

/** "Title must be at most 200 characters" for `titleHi`: the message naming a too long twin. */
export function hindiTwinTooLong(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/** A twin as stored: trimmed, blank (or absent) as null, so "not translated" has one form. */
export function cleanHindiTwin(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/**
 * The twins of a record about to be stored: each one sent (null clears it) laid over the stored one, cleaned.
 * Absent fields keep their stored value, as the English fields do on update.
 */
export function mergeHindiTwins<F extends string>(
  fields: readonly F[],
  sent: Partial<Record<F, unknown>>,
  existing: Partial<Record<F, string | null>> | null | undefined,
): Record<F, string | null> {
  return Object.fromEntries(
    fields.map((field) => [
      field,
      cleanHindiTwin(field in sent && sent[field] !== undefined ? sent[field] : existing?.[field]),
    ]),
  ) as Record<F, string | null>;
}

/**
 * A list twin as stored (an event's `featuresHi`): each item trimmed, blank items dropped, and an empty list
 * (or anything but a list) as null, so "not translated" has one form as for the text twins.
 */
export function cleanHindiTextList(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : []));
  return items.length > 0 ? items : null;
}

/** An event's `faqsHi` as stored: texts trimmed, questions left blank dropped, none left as null. */
export function cleanHindiFaqs(value: unknown): Faq[] | null {
  if (!Array.isArray(value)) return null;
  const faqs = value.flatMap((faq: Partial<Faq> | null) => {
    const question = typeof faq?.question === 'string' ? faq.question.trim() : '';
    const answer = typeof faq?.answer === 'string' ? faq.answer.trim() : '';
    return question ? [{ question, answer }] : [];
  });
  return faqs.length > 0 ? faqs : null;
}

/** An event's `scheduleHi` as stored: texts trimmed, items without an activity dropped, none left as null. */
export function cleanHindiSchedule(value: unknown): ScheduleItem[] | null {
  if (!Array.isArray(value)) return null;
  const items = value.flatMap((item: Partial<ScheduleItem> | null) => {
    const activity = typeof item?.activity === 'string' ? item.activity.trim() : '';
    const description = typeof item?.description === 'string' ? item.description.trim() : '';
    if (!activity) return [];
    return [description ? { activity, description } : { activity }];
  });
  return items.length > 0 ? items : null;
}
