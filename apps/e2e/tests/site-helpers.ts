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

/**
 * The footer, scrolled into view: it is not part of a page's first load, and loads (code and texts) only as
 * the visitor scrolls near it. Sections above it that load as they come into view make the page longer, so
 * this scrolls to the end again until the footer is there, as a reader would.
 */
export async function scrollToFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(footer).toBeAttached({ timeout: 1_000 });
  }).toPass();
  await footer.scrollIntoViewIfNeeded();
  return footer;
}
