import { isRegistrationOpen, isValidSlug, parseCalendarDate } from '@foundation/shared';
import { DEMO_EVENT_SLUGS, demoContent } from './content.mjs';
import { DEMO_IMAGE_SIZES, demoImageSvg } from './images.mjs';

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
    const { calendar, events } = demoContent(now);
    const slug = (s: string) => events.find((e) => e.fields.urlSlug === s)!.fields;

    expect(weekday(slug(DEMO_EVENT_SLUGS.freeSatsang).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.sevaDay).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineRajaYoga).startDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineRajaYoga).endDate)).toBe(0);
    expect(weekday(slug(DEMO_EVENT_SLUGS.yogaNidraWorkshop).startDate)).toBe(6);
    expect(weekday(slug(DEMO_EVENT_SLUGS.onlineYogaNidra).startDate)).toBe(4);

    // One event is over, to show that lists leave it out and its page says so; every other one is upcoming.
    expect(slug(DEMO_EVENT_SLUGS.endedDeepdaan).endDate < calendar.today).toBe(true);
    for (const { fields } of events) {
      expect(parseCalendarDate(fields.startDate)).not.toBeNull();
      expect(fields.startDate <= fields.endDate).toBe(true);
      const ended = fields.urlSlug === DEMO_EVENT_SLUGS.endedDeepdaan;
      if (ended) continue;
      expect(fields.endDate > calendar.today).toBe(true);
      const closed = fields.urlSlug === DEMO_EVENT_SLUGS.tantraVidyaCourse;
      expect([fields.urlSlug, isRegistrationOpen(fields.startDate, now)]).toEqual([fields.urlSlug, !closed]);
    }
  });

  it('uses valid, distinct slugs and image names', () => {
    const { events, programs, images } = demoContent(MOMENTS[0]);
    const eventSlugs = events.map((e) => e.fields.urlSlug);
    const programSlugs = programs.map((p) => p.urlSlug);
    for (const slugs of [eventSlugs, programSlugs]) {
      expect(slugs.every(isValidSlug)).toBe(true);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    expect(images.length).toBeGreaterThan(40);
  });

  it('draws pictures without text, the same way every time', () => {
    const { width, height } = DEMO_IMAGE_SIZES.cover;
    const svg = demoImageSvg('event-example', 'river', width, height);
    expect(svg).toBe(demoImageSvg('event-example', 'river', width, height));
    expect(svg).not.toBe(demoImageSvg('event-other', 'river', width, height));
    expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it('invents attendees with example.org e-mails and Indian mobile numbers', () => {
    const { events } = demoContent(MOMENTS[0]);
    const people = events.flatMap((e) => e.registrations);
    expect(people.length).toBeGreaterThan(30);
    for (const person of people) {
      expect(person.email).toMatch(/^[a-z]+\.[a-z]+@example\.org$/);
      expect(person.phone).toMatch(/^\+91 98\d{8}$/);
    }
  });
});
