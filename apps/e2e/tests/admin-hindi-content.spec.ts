import { expect, test, type Locator, type Page } from './test';
import { ADMIN_STATE, adminApi, adminBase, expectToast } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

/** The demo's Himalayan retreat, seeded with its Hindi twins (tools/demo-data/events.json). */
const SLUG = 'himalayan-meditation-retreat-rishikesh';
const TITLE_HI = 'हिमालय ध्यान शिविर';

interface AdminEvent {
  id: string;
  urlSlug: string;
  titleHi: string | null;
  descriptionHi: string | null;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function openRetreat(page: Page) {
  const [event] = await adminApi<AdminEvent[]>(
    `events?filter=${encodeURIComponent(JSON.stringify({ q: 'Himalayan' }))}`,
  );
  expect(event.urlSlug).toBe(SLUG);
  await page.goto(`${adminBase()}/events/${event.id}`);
  await expect(field(page, 'Title (हिन्दी)')).toHaveValue(TITLE_HI);
  return event;
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
};

test.describe.serial('Hindi twins in the admin forms', () => {
  test('beside the English input on a wide screen, marked Hindi', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const retreat = await openRetreat(page);
    const english = field(page, 'Title');
    const hindi = field(page, 'Title (हिन्दी)');
    await expect(hindi).toHaveAttribute('lang', 'hi');
    const [left, right] = [await box(english), await box(hindi)];
    expect(right.x).toBeGreaterThan(left.x + left.width - 1);
    expect(Math.abs(right.y - left.y)).toBeLessThan(4);
    await expect(field(page, 'Location (हिन्दी)')).toHaveValue('ऋषिकेश, उत्तराखंड');
    await page.screenshot({ path: test.info().outputPath('event-edit-1280.png') });
    // The rich-text description's twin is a rich-text editor too, in Hindi, beside the English one.
    await page.getByRole('tab', { name: 'Details' }).click();
    const hindiEditor = page.locator('[lang="hi"] [contenteditable="true"]');
    // The stored Hindi description's opening words, whatever the demo's text says.
    const storedHi = (await adminApi<AdminEvent>(`events/${retreat.id}`)).descriptionHi ?? '';
    const opening = storedHi
      .replace(/<[^>]+>/g, '')
      .split(' ')
      .slice(0, 4)
      .join(' ');
    expect(opening).toMatch(/[\u0900-\u097F]/);
    await expect(hindiEditor).toContainText(opening);
    const englishEditor = page.locator('[contenteditable="true"]').first();
    expect((await box(hindiEditor)).x).toBeGreaterThan((await box(englishEditor)).x + 100);
    await page.screenshot({ path: test.info().outputPath('event-details-1280.png') });
  });

  test('right under the English input on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openRetreat(page);
    const [english, hindi] = [await box(field(page, 'Title')), await box(field(page, 'Title (हिन्दी)'))];
    expect(hindi.y).toBeGreaterThan(english.y + english.height - 1);
    expect(Math.abs(hindi.x - english.x)).toBeLessThan(4);
    // Both fit the phone's width.
    expect(hindi.x + hindi.width).toBeLessThanOrEqual(english.x + english.width + 1);
    expect(english.x + english.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('event-edit-390.png'), fullPage: true });
  });

  test('a Hindi title saved from the form reaches the public event, and emptied it is null again', async ({
    page,
    request,
  }) => {
    // Three saves of the whole event form, each read back.
    test.setTimeout(90_000);
    const event = await openRetreat(page);
    const publicTitle = async () =>
      ((await (await request.get(`${stackUrls().api}/api/events/${SLUG}`)).json()) as AdminEvent).titleHi;
    await field(page, 'Title (हिन्दी)').fill('हिमालय ध्यान शिविर (नया)');
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event updated successfully');
    // The public read cache may hold the previous answer for a few seconds (PUBLIC_CACHE_TTL_MS).
    await expect.poll(publicTitle, { timeout: 20_000 }).toBe('हिमालय ध्यान शिविर (नया)');

    await page.goto(`${adminBase()}/events/${event.id}`);
    await field(page, 'Title (हिन्दी)').fill('   ');
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect.poll(async () => (await adminApi<AdminEvent>(`events/${event.id}`)).titleHi).toBeNull();

    // Back as seeded, for the journeys that read the demo in Hindi.
    await page.goto(`${adminBase()}/events/${event.id}`);
    await field(page, 'Title (हिन्दी)').fill(TITLE_HI);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event updated successfully');
    await expect.poll(async () => (await adminApi<AdminEvent>(`events/${event.id}`)).titleHi).toBe(TITLE_HI);
  });
});
