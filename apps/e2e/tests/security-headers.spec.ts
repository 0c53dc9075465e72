import { expect, test, type Page } from './test';
import { stackUrls } from './urls';

const { api, site, admin } = stackUrls();

/** Records what the browser refuses under the Content-Security-Policy while the page runs. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

test('the site works under its Content-Security-Policy: no violation while it loads events from the API', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const response = await page.goto(`${site}/events`);
  expect(response?.headers()['content-security-policy']).toContain('https://checkout.razorpay.com');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'Upcoming Events' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the admin panel works under its Content-Security-Policy: no violation on the sign-in page', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const response = await page.goto(admin);
  expect(response?.headers()['content-security-policy']).toContain(
    `connect-src 'self' ${new URL(api).origin}`,
  );
  await expect(page.getByRole('heading', { name: 'Foundation Admin' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('the API answers with its strict headers', async ({ request }) => {
  const response = await request.get(`${api}/api/events?type=offline`);
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("default-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers.etag).toBeTruthy();
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const again = await request.get(`${api}/api/events?type=offline`, {
    headers: { 'If-None-Match': headers.etag },
  });
  expect(again.status()).toBe(304);
});
