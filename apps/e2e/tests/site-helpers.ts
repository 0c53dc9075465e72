import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { stackUrls } from './urls';

/** Demo events with known cases (see tools/demo-data/events.json). */
export const DEMO = {
  freeEvent: 'sunday-satsang-and-guided-meditation-new-delhi',
  paidEvent: 'raja-yoga-residential-retreat-rishikesh',
  closedEvent: 'tantra-vidya-foundation-course-varanasi',
  endedEvent: 'kartik-purnima-deepdaan-haridwar',
  program: 'annadaan-meals-at-the-ghats',
} as const;

/** Runs one query on the product's database (the e2e stack's own, fresh for the run). */
export async function queryDatabase<T = Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set by global-setup');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export function siteUrl(path = '/'): string {
  return `${stackUrls().site}${path}`;
}

/** Opens the registration modal of an event page and waits for its form. */
export async function openRegistration(page: Page, slug: string) {
  await page.goto(siteUrl(`/events/${slug}`));
  await page.getByRole('button', { name: 'Register Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register for this Event' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The footer, scrolled into view (it is in every page's server HTML, so it is there from the start). */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  return footer;
}

/** The donor's My giving token from the newest e-mail to this address that carries the link (mail outbox). */
export async function myGivingToken(email: string): Promise<string> {
  let token: string | null = null;
  await expect
    .poll(
      async () => {
        const rows = await queryDatabase<{ text_body: string; html_body: string }>(
          'SELECT text_body, html_body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC',
          [email],
        );
        for (const row of rows) {
          const match = /\/my-giving#([A-Za-z0-9_-]{16,})/.exec(`${row.text_body}\n${row.html_body}`);
          if (match) {
            token = match[1];
            return true;
          }
        }
        return false;
      },
      { message: 'a donation e-mail with the My giving link' },
    )
    .toBe(true);
  return token!;
}
