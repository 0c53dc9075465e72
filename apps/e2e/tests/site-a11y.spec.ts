import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';
import { DEMO, openRegistration, scrollToFooter, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

const ROUTES = [
  '/',
  '/yogayan',
  '/ritambhara',
  '/vishranti',
  '/yogamitra',
  '/community-programs',
  `/community-programs/${DEMO.program}`,
  '/community-programs/no-such-program',
  '/events',
  `/events/${DEMO.paidEvent}`,
  `/events/${DEMO.closedEvent}`,
  '/events/no-such-event',
  '/registration-success',
  '/booking-success',
  '/booking-failure',
  '/sessions',
  '/contribute',
  '/contact',
  '/about-us',
  '/projects',
  '/digital-library',
  '/testimonials',
  '/no-such-page',
  `/bookings/${'A'.repeat(43)}`,
  `/waitlist-offers/${'A'.repeat(43)}`,
];

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

for (const route of ROUTES) {
  test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
    await page.goto(siteUrl(route));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(await scrollToFooter(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('axe finds no serious or critical violation in the open registration modal', async ({ page }) => {
  await openRegistration(page, DEMO.paidEvent);
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the open mobile menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('/'));
  await page.getByRole('button', { name: 'Menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on a booking page, after a resend', async ({ page }) => {
  const created = await page.request.post(`${stackUrls().api}/api/registrations`, {
    data: {
      eventSlug: DEMO.freeEvent,
      numberOfTickets: 1,
      name: 'Axe Tester',
      email: `axe.${Date.now()}@example.org`,
      phone: '+91 98000 33344',
      address: 'Pune',
    },
  });
  expect(created.status()).toBe(201);
  const { accessToken } = (await created.json()) as { accessToken: string };
  await page.goto(siteUrl(`/bookings/${accessToken}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'on its way' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
