import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DEMO, siteUrl } from './site-helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a visitor reads the site in Hindi: /hi home → events → an event page, each in Hindi and axe clean', async ({
  page,
}) => {
  // Three pages, each with an axe scan: slow on the shared test machine.
  test.slow();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });

  await page.goto(siteUrl('/hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'हमारा ध्येय' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const toggle = page.getByRole('button', { name: 'मेन्यू' });
  await toggle.click();
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await nav.getByRole('link', { name: 'कार्यक्रम', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/hi/events'));
  await expect(page.getByRole('heading', { name: 'आगामी कार्यक्रम', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('आगामी कार्यक्रम | Yoga Foundation');
  expect(await seriousViolations(page)).toEqual([]);

  // The event's link keeps the language.
  await page.locator(`a[href="/hi/events/${DEMO.paidEvent}"]`).first().click();
  await expect(page).toHaveURL(siteUrl(`/hi/events/${DEMO.paidEvent}`));
  await expect(page.getByText('तिथियाँ')).toBeVisible();
  await expect(page.getByText('स्थान', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await seriousViolations(page)).toEqual([]);
  // The Devanagari font is loaded on Hindi pages.
  expect(fonts.some((url) => url.includes('noto-sans-devanagari'))).toBe(true);

  // The switch, in the menu, leads to the same page in English.
  await page.getByRole('button', { name: 'मेन्यू' }).click();
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL(siteUrl(`/events/${DEMO.paidEvent}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Dates', { exact: true })).toBeVisible();
});

test('the Hindi page’s head: its own title, description and alternates in both languages', async ({
  request,
}) => {
  const html = await (await request.get(siteUrl(`/hi/events/${DEMO.paidEvent}`))).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*/events/${DEMO.paidEvent}" />`),
  );
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" hreflang="hi" href="[^"]*/hi/events/${DEMO.paidEvent}" />`),
  );
  expect(html).toMatch(/<title>[^<]* \| Yoga Foundation<\/title>/);
  expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
});

test('English pages never load the Devanagari font; the switch offers हिन्दी and the choice is remembered', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto(siteUrl('/events'));
  await expect(page.getByRole('heading', { name: 'Upcoming Events', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('button', { name: 'Menu' }).click();
  const hindi = page.getByRole('link', { name: 'हिन्दी' });
  await expect(hindi).toHaveAttribute('lang', 'hi');
  await hindi.click();
  await expect(page).toHaveURL(siteUrl('/hi/events'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Back at an English address, the page stays English and offers Hindi.
  await page.goto(siteUrl('/contact'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/contact');
});
