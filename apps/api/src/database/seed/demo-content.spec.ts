import { isRegistrationOpen, isValidSlug, parseCalendarDate } from '@foundation/shared';
import { DemoCalendar } from './demo-calendar.js';
import { DEMO_EVENT_SLUGS, demoEvents } from './demo-events.js';
import { DEMO_IMAGE_SIZES, DemoImageSet, demoImageSvg } from './demo-images.js';
import { demoPerson } from './demo-people.js';
import { demoPrograms } from './demo-programs.js';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** A week of seeding moments, at different times of day in India (including just before and after 09:00). */
const MOMENTS = [
  '2026-03-09T03:29:00Z',
  '2026-03-10T03:31:00Z',
  '2026-03-11T18:40:00Z',
  '2026-03-12T00:00:00Z',
  '2026-03-13T12:00:00Z',
  '2026-03-14T20:00:00Z',
  '2026-03-15T23:59:00Z',
].map((iso) => new Date(iso));

describe('demo content', () => {
  it.each(MOMENTS)('keeps its promises whatever the day it is seeded (%s)', (now) => {
    const calendar = new DemoCalendar(now);
    const events = demoEvents(calendar, new DemoImageSet());
    const slug = (s: string) => events.find((e) => e.fields.urlSlug === s)!.fields;

    expect(weekday(slug(DEMO_EVENT_SLUGS.freeSatsang).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.sevaDay).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineRajaYoga).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineRajaYoga).endDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.yogaNidraWorkshop).startDate)).toBe(6);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineYogaNidra).startDate)).toBe(4);

    for (const { fields } of events) {
      expect(parseCalendarDate(fields.startDate)).not.toBeNull();
      expect(fields.startDate <= fields.endDate).toBe(true);
      expect(fields.endDate > calendar.today).toBe(true);
      const closed = fields.urlSlug === DEMO_EVENT_SLUGS.tantraVidyaCourse;
      expect([fields.urlSlug, isRegistrationOpen(fields.startDate, now)]).toEqual([fields.urlSlug, !closed]);
    }
  });

  it('uses valid, distinct slugs and image names', () => {
    const images = new DemoImageSet();
    const calendar = new DemoCalendar(MOMENTS[0]);
    const eventSlugs = demoEvents(calendar, images).map((e) => e.fields.urlSlug);
    const programSlugs = demoPrograms(calendar, images).map((p) => p.urlSlug);
    for (const slugs of [eventSlugs, programSlugs]) {
      expect(slugs.every(isValidSlug)).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(images.specs.length).toBeGreaterThan(40);
  });

  it('draws pictures without text, the same way every time', () => {
    const { width, height } = DEMO_IMAGE_SIZES.cover;
    const svg = demoImageSvg('event-example', 'river', width, height);
    expect(svg).toBe(demoImageSvg('event-example', 'river', width, height));
    expect(svg).not.toBe(demoImageSvg('event-other', 'river', width, height));
    expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it('invents attendees with example.org e-mails and Indian mobile numbers', () => {
    for (let i = 0; i < 40; i += 1) {
      const person = demoPerson(i);
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
      expect(person.phone).toMatch(/^\+91 98\d{8}$/);
    }
  });
});
