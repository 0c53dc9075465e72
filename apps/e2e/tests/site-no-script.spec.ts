import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from './test';
import { DEMO, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/*
 * Content is never lazy, only code is (docs/site.md): a visitor without JavaScript, a crawler or a link
 * preview reads every page's content and its footer in the HTML the site server sends.
 */

const SITE = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../site/src/site-config.json'), 'utf8'),
) as { address: string[]; phones: string[]; email: string };

/** A catalogue's texts (the site's own words, in a language), for sections whose words are not records. */
function catalogue(hindi: boolean): Record<string, string> {
  const file = path.join(import.meta.dirname, `../../site/src/locales/${hindi ? 'hi' : 'en'}/messages.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

type Localized = { title: string; titleHi?: string | null };

/** A record's text in a language: its Hindi twin on Hindi pages, English where it has none. */
function titleIn(record: Localized, hindi: boolean): string {
  return hindi && record.titleHi ? record.titleHi : record.title;
}

async function api<T>(request: APIRequestContext, apiPath: string): Promise<T> {
  const answer = await request.get(`${stackUrls().api}${apiPath}`);
  expect(answer.ok(), apiPath).toBe(true);
  return (await answer.json()) as T;
}

/** The texts each page must show without JavaScript, read from the API the page shows them from. */
async function keyTexts(request: APIRequestContext, hindi: boolean): Promise<Record<string, string[]>> {
  const slides = await api<Localized[]>(request, '/api/hero-slides');
  const newest = await api<Localized[]>(request, '/api/community-programs?limit=6');
  const roles = await api<Localized[]>(request, '/api/volunteer-roles');
  const vishranti = await api<(Localized & { kind: string })[]>(request, '/api/vishranti-items');
  const retreats = await api<Localized[]>(request, '/api/events?category=retreat,yatra');
  const courses = await api<Localized[]>(request, '/api/events?type=online&category=course');
  const sessions = await api<(Localized & { status: string })[]>(request, '/api/sessions');
  const event = await api<Localized & { location: string; locationHi?: string | null }>(
    request,
    `/api/events/${DEMO.paidEvent}`,
  );
  const projects = await api<Localized[]>(request, '/api/donation-projects');
  const ongoing = sessions.filter((session) => session.status === 'ongoing');
  const words = catalogue(hindi);
  const titles = (records: Localized[]) => records.map((record) => titleIn(record, hindi));
  for (const list of [slides, newest, roles, retreats, courses, ongoing, projects])
    expect(list.length).toBeGreaterThan(0);
  return {
    // The home page's sections (kept as the server sent them): areas, impact and the call to action.
    '/': [
      ...titles(slides),
      ...titles(newest.slice(0, 3)),
      words['home.areasTitle'],
      words['home.area.education.title'],
      words['home.impactTitle'],
      words['home.cta.title'],
    ],
    // The form, the tax panel beside it and the projects to give to.
    '/contribute': [words['contribute.formTitle'], words['contribute.taxPanelTitle'], ...titles(projects)],
    '/yogamitra': titles(roles),
    '/vishranti': [
      ...titles(retreats),
      ...titles(vishranti.filter((item) => item.kind === 'program')),
      ...titles(vishranti.filter((item) => item.kind === 'video')),
    ],
    '/yogayan': [...titles(courses), ...titles(ongoing)],
    '/sessions': titles(ongoing),
    [`/events/${DEMO.paidEvent}`]: [
      titleIn(event, hindi),
      hindi && event.locationHi ? event.locationHi : event.location,
    ],
  };
}

async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeAttached();
  for (const line of SITE.address) await expect(footer).toContainText(line);
  await expect(footer.locator(`a[href="tel:${SITE.phones[0].replace(/\s/g, '')}"]`)).toHaveText(
    SITE.phones[0],
  );
  await expect(footer.locator(`a[href="mailto:${SITE.email}"]`)).toBeAttached();
  // The legal numbers: the foundation's PAN (from the API's giving settings) and its 80G registration.
  const giving = await api<{ foundation: { pan: string | null; urn80g: string | null } }>(
    page.request,
    '/api/giving',
  );
  if (giving.foundation.pan) await expect(footer).toContainText(giving.foundation.pan);
  if (giving.foundation.urn80g) await expect(footer).toContainText(giving.foundation.urn80g);
  // The newsletter form (it needs JavaScript to send, but it is there to read and to fill).
  await expect(footer.locator('form input[type="email"]')).toHaveCount(1);
  await expect(footer.locator('form button[type="submit"]')).toHaveCount(1);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const hindi of [false, true]) {
    test(`every public page ${hindi ? 'in Hindi ' : ''}shows its content and the footer`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const pages = await keyTexts(request, hindi);
      for (const [bare, texts] of Object.entries(pages)) {
        const url = hindi ? `/hi${bare === '/' ? '' : bare}` : bare;
        await page.goto(siteUrl(url));
        // The page was not hydrated (no script ran): what shows is the server's HTML.
        await expect(page.locator('html'), url).not.toHaveAttribute('data-hydration', /./);
        await expect(page.getByRole('heading', { level: 1 }), url).toBeAttached();
        const main = page.locator('main');
        for (const text of texts) await expect(main, `${url}: ${text}`).toContainText(text);
        // Nothing left saying it is still loading.
        await expect(main.getByRole('status').filter({ hasText: /Loading|लोड/ }), url).toHaveCount(0);
        await expectFooter(page);
      }
    });
  }
});
