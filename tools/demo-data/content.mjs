// @ts-check
// The demo content of the data files next to this module, with its dates resolved around one moment ("now")
// so that the demo stays current whatever day it is seeded. The seed (seed.mjs) stores it through the API's
// admin services; nothing here touches a database or a file but the data files.
import { readFileSync } from 'node:fs';
import { indiaCalendarDate, parseCalendarDate } from '@foundation/shared';
import { DemoImageSet } from './images.mjs';

const DATA_DIR = new URL('./', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8'));

/** Well-known slugs, so tests and docs can point at the interesting cases. */
export const DEMO_EVENT_SLUGS = {
  freeSatsang: 'sunday-satsang-and-guided-meditation-new-delhi',
  rishikeshRetreat: 'raja-yoga-residential-retreat-rishikesh',
  tantraVidyaCourse: 'tantra-vidya-foundation-course-varanasi',
  yogaNidraWorkshop: 'yoga-nidra-and-pranayama-weekend-workshop-bengaluru',
  sevaDay: 'seva-day-at-the-ghats-varanasi',
  /** Over (ended before today): out of the lists, its page says 'This event has ended'. */
  endedDeepdaan: 'kartik-purnima-deepdaan-haridwar',
  guruPurnimaDraft: 'guru-purnima-mahotsav-haridwar',
  onlineRajaYoga: 'online-raja-yoga-foundation-course',
  onlineYogaNidra: 'thursday-yoga-nidra-and-mantra-chanting-online',
  /** The retreats and yatra of /vishranti (categories retreat and yatra). */
  himalayanRetreat: 'himalayan-meditation-retreat-rishikesh',
  charDhamYatra: 'char-dham-yatra-uttarakhand',
  kashiRetreat: 'kashi-spiritual-retreat-varanasi',
};

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Dates relative to one moment: calendar dates in India (`YYYY-MM-DD`) for events, instants before now for
 * creation times.
 */
export class DemoCalendar {
  constructor(now) {
    if (!(now instanceof Date) || Number.isNaN(now.getTime()))
      throw new RangeError('The seed needs a valid "now"');
    this.now = now;
    /** Today's calendar date in India. */
    this.today = indiaCalendarDate(now);
  }

  /** The calendar date `days` after today (negative: before). */
  date(days) {
    return DemoCalendar.addDays(this.today, days);
  }

  /**
   * The first calendar date at least `days` after today that falls on `weekday` (0 Sunday ... 6 Saturday),
   * so that a "Sunday satsang" really is on a Sunday whatever day the demo is seeded.
   */
  nextWeekday(days, weekday) {
    const earliest = this.date(days);
    const current = new Date(`${earliest}T00:00:00Z`).getUTCDay();
    return this.date(days + ((weekday - current + 7) % 7));
  }

  /** The calendar date `days` after another calendar date. */
  static addDays(date, days) {
    const parts = parseCalendarDate(date);
    if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
    return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days)).toISOString().slice(0, 10);
  }

  /** The instant `days` (and `hours`) before now. */
  ago(days, hours = 0) {
    return new Date(this.now.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
  }

  /**
   * A date of the data files: `{ daysFromToday }`, `{ weekday, daysFromToday }` (the first such weekday at
   * least that many days from today) or, for an end date, `{ daysAfterStart }`.
   */
  resolveDate(spec, startDate) {
    if (typeof spec?.daysAfterStart === 'number') {
      if (!startDate) throw new Error('daysAfterStart needs a start date');
      return DemoCalendar.addDays(startDate, spec.daysAfterStart);
    }
    if (typeof spec?.daysFromToday !== 'number') throw new Error(`Not a demo date: ${JSON.stringify(spec)}`);
    if (spec.weekday === undefined) return this.date(spec.daysFromToday);
    const weekday = WEEKDAYS.indexOf(spec.weekday);
    if (weekday < 0) throw new Error(`Not a weekday: ${spec.weekday}`);
    return this.nextWeekday(spec.daysFromToday, weekday);
  }

  /** A creation time of the data files: `{ daysAgo, hoursAgo }`. */
  resolveInstant(spec) {
    return this.ago(spec.daysAgo, spec.hoursAgo ?? 0);
  }
}

/**
 * The demo content as of `now`:
 * - events: `{ fields, ticketTypes, registrations }`, fields as the admin API takes them (without price and
 *   ticket types), plus `createdAt`;
 * - programs: fields as the admin API takes them, plus `createdAt`;
 * - volunteerRoles: the Yogamitra page's roles, as the admin API takes them;
 * - donationProjects: the Contribute page's projects, as the admin API takes them (no "raised": the API
 *   adds up the donations designated to each);
 * - sessions: the Sessions page's weekly and archived sessions, as the admin API takes them;
 * - vishrantiItems: the Vishranti page's regular programs and videos (the videos without an address yet:
 *   the page says they are coming soon until staff add one), as the admin API takes them;
 * - siteContent: the Hindi twins of the page texts the migration created (mission, impact figure labels by
 *   their English label), and the home page's hero slides (staff see and edit them in the admin panel; the
 *   site has no built-in slides of its own);
 * - images: the pictures they refer to (`{ name, kind, motif }`), drawn by images.mjs.
 */
export function demoContent(now = new Date()) {
  const calendar = new DemoCalendar(now);
  const images = new DemoImageSet();
  const ticketTypes = read('ticket-types.json');
  const registrations = read('registrations.json');

  const events = read('events.json').map(({ image, gallery, startDate, endDate, createdAt, ...fields }) => {
    const slug = fields.urlSlug;
    const start = calendar.resolveDate(startDate);
    return {
      fields: {
        ...fields,
        startDate: start,
        endDate: calendar.resolveDate(endDate, start),
        imageUrl: images.cover(`event-${slug}`, image),
        gallery: gallery.map((item, index) => ({
          imageUrl: images.gallery(`event-${slug}-${index + 1}`, item.image),
          caption: item.caption,
        })),
        createdAt: calendar.resolveInstant(createdAt),
      },
      ticketTypes: ticketTypes
        .filter((type) => type.event === slug)
        .map(({ event: _event, ...type }) => type),
      registrations: registrations
        .filter((registration) => registration.event === slug)
        .map(({ event: _event, createdAt: madeAt, ...registration }) => ({
          ...registration,
          createdAt: calendar.resolveInstant(madeAt),
        })),
    };
  });
  const known = new Set(events.map((event) => event.fields.urlSlug));
  for (const row of [...ticketTypes, ...registrations]) {
    if (!known.has(row.event)) throw new Error(`Demo data refers to an unknown event: ${row.event}`);
  }

  const programs = read('programs.json').map(({ image, galleryImages, createdAt, ...fields }) => ({
    ...fields,
    featuredImageUrl: images.cover(`program-${fields.urlSlug}`, image),
    galleryImages: galleryImages.map((item, index) => ({
      url: images.gallery(`program-${fields.urlSlug}-${index + 1}`, item.image),
      caption: item.caption,
    })),
    createdAt: calendar.resolveInstant(createdAt),
  }));

  const volunteerRoles = read('volunteer-roles.json');
  const donationProjects = read('donation-projects.json').map(({ image, ...fields }, index) => ({
    ...fields,
    imageUrl: images.cover(`project-${index + 1}`, image),
  }));
  const sessions = read('sessions.json');
  const vishrantiItems = read('vishranti-items.json');
  const { heroSlides, ...pageTexts } = read('site-content.json');
  const siteContent = {
    ...pageTexts,
    heroSlides: heroSlides.map(({ image, ...fields }, index) => ({
      ...fields,
      desktopImageUrl: images.hero(`hero-${index + 1}`, image),
      mobileImageUrl: images.heroMobile(`hero-${index + 1}-mobile`, image),
    })),
  };

  return {
    calendar,
    events,
    programs,
    volunteerRoles,
    donationProjects,
    sessions,
    vishrantiItems,
    siteContent,
    privacyNotice: read('privacy-notice.json'),
    images: images.specs,
  };
}
