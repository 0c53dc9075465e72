import { expect, type Page, test } from './test';
import { DEMO, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/** The markup the site server put inside #root (what a visitor sees before any script runs). */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  return start < 0 ? '' : html.slice(start, html.lastIndexOf('</body>'));
}

/** Every console error and uncaught error of a page (React reports hydration mismatches there). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('public pages arrive as HTML with their content and styles, then hydrate without a mismatch', async ({
  page,
  request,
}) => {
  const event = await (await request.get(`${stackUrls().api}/api/events/${DEMO.paidEvent}`)).json();
  const pages: [string, string][] = [
    ['/', 'Yoga Foundation'],
    ['/events', event.title],
    [`/events/${DEMO.paidEvent}`, event.title],
    ['/hi', 'मुख्य सामग्री पर जाएँ'],
    ['/hi/events', event.titleHi ?? event.title],
    [`/hi/events/${DEMO.paidEvent}`, event.titleHi ?? event.title],
  ];
  const errors = collectErrors(page);
  for (const [path, text] of pages) {
    const html = await (await request.get(siteUrl(path))).text();
    expect(rootOf(html), path).toContain(text);
    expect(rootOf(html), path).toContain('<h1');
    // Complete: no part left behind a fallback for an inline script to finish (the CSP forbids those).
    expect(rootOf(html), path).not.toMatch(/<script|<!--\$[?!]-->/);
    expect(html.indexOf('<style data-styled="true"'), path).toBeGreaterThan(0);
    expect(html.indexOf('<style data-styled="true"'), path).toBeLessThan(html.indexOf('</head>'));

    await page.goto(siteUrl(path));
    // The toasts' live region is added right after hydration (src/components/Toasts.tsx).
    await expect(page.locator('body > [role="status"][aria-live="polite"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors, path).toEqual([]);
  }
});

test('after hydration the page works: the menu opens and links navigate in the app', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/events'));
  // The page says when it works (tests/test.ts waits for it after every goto).
  await expect(page.locator('html')).toHaveAttribute('data-hydration', 'done');
  await expect(page.locator('body > [role="status"][aria-live="polite"]')).toHaveCount(1);
  const menu = page.getByRole('button', { name: /menu/i });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('a booking link, My giving and payment results are sent without server HTML', async ({ request }) => {
  for (const path of [`/bookings/${'a'.repeat(43)}`, '/my-giving?token=x', '/booking-success']) {
    const html = await (await request.get(siteUrl(path))).text();
    expect(html, path).toContain('<div id="root"></div>');
  }
});

test('a visitor whose clock is 2 minutes past 09:00 IST on the start day gets the server’s answer, then the own clock’s, with no hydration error', async ({
  page,
  request,
}) => {
  const event = await (await request.get(`${stackUrls().api}/api/events/${DEMO.paidEvent}`)).json();
  expect(event.registrationOpen).toBe(true);
  // The server (and its HTML) says open: registration closes at 09:00 India time on the start date.
  const html = await (await request.get(siteUrl(`/events/${DEMO.paidEvent}`))).text();
  expect(rootOf(html)).toContain('Register Now');
  // The browser believes it is 09:02 IST (03:32 UTC) on the start date, 2 minutes after the window closed.
  await page.clock.install({ time: new Date(`${event.startDate}T03:32:00Z`) });
  const errors = collectErrors(page);
  for (const path of ['/', '/hi', '/events', `/hi/events/${DEMO.paidEvent}`, `/events/${DEMO.paidEvent}`]) {
    await page.goto(siteUrl(path));
    await page.waitForLoadState('networkidle');
    expect(errors, path).toEqual([]);
  }
  // Hydrated on the server's answer, then the visitor's own clock closes the form.
  await expect(page.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
