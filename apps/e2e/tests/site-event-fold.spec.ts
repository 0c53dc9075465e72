import { expect, test, type Page } from './test';
import { DEMO, siteUrl } from './site-helpers';

/** The value of one of the event's facts (Dates, Location, Price) at the top of the page. */
const fact = (page: Page, name: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Title, dates, price and Register Now: all within the first screen, without scrolling. */
async function expectEssentialsInFirstScreen(page: Page) {
  await page.goto(siteUrl(`/events/${DEMO.paidEvent}`));
  const main = page.getByRole('main');
  const register = main.getByRole('button', { name: 'Register Now' });
  await expect(register).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const essential of [
    main.getByRole('heading', { level: 1 }),
    fact(page, 'Dates'),
    fact(page, 'Price'),
    register,
  ]) {
    await expect(essential).toBeInViewport({ ratio: 1 });
  }
}

test('on a desktop (1280 x 720) an event page shows its title, dates, price and Register Now in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectEssentialsInFirstScreen(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('an event page shows its title, dates, price and Register Now in the first screen', async ({
    page,
  }) => {
    await expectEssentialsInFirstScreen(page);
  });
});
