import { expect, test } from './test';
import { siteUrl } from './site-helpers';

const currentSlide = (page: import('@playwright/test').Page) =>
  page.locator('[aria-roledescription="slide"][data-current="true"]');

test('the hero carousel advances by itself every 5 s and wraps around', async ({ page }) => {
  await page.clock.install();
  await page.goto(siteUrl('/'));
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
  await expect(currentSlide(page)).toContainText('Spiritual Education');
  await page.clock.runFor(5000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '2 of 4');
  await expect(currentSlide(page)).toContainText('Research & Documentation');
  await page.clock.runFor(15000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
  // The Learn More links follow the slides.
  await expect(currentSlide(page).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
    'href',
    '/yogayan',
  );
});

test('any manual action stops auto-play for the rest of the visit', async ({ page }) => {
  await page.clock.install();
  await page.goto(siteUrl('/'));
  await page.getByRole('button', { name: 'Previous slide' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 4');
  await expect(currentSlide(page)).toContainText('Spiritual Tourism');
  await expect(currentSlide(page).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
    'href',
    '/vishranti',
  );
  await page.clock.runFor(20000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '4 of 4');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '1 of 4');
  await page.getByRole('button', { name: /Go to slide 3/ }).click();
  await expect(currentSlide(page)).toContainText('Community Service');
  await expect(currentSlide(page).getByRole('link', { name: /Learn More/ })).toHaveAttribute(
    'href',
    '/yogamitra',
  );
  await page.clock.runFor(20000);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', '3 of 4');
});

test('the hero slides cross-fade over one second', async ({ page }) => {
  await page.goto(siteUrl('/'));
  const transition = await currentSlide(page).evaluate((element) => getComputedStyle(element).transition);
  expect(transition).toContain('opacity 1s');
});

test('the program carousel shows the 6 newest programs, 3 per slide, wrapping both ways', async ({
  page,
}) => {
  await page.goto(siteUrl('/'));
  // Below the fold: the carousel (and its code) loads as the visitor scrolls near it.
  await page.getByRole('heading', { name: 'Our Impact' }).scrollIntoViewIfNeeded();
  const section = page.getByRole('region', { name: 'Our Community Programs' });
  await section.scrollIntoViewIfNeeded();
  const dots = section.getByRole('button', { name: /Programs slide/ });
  await expect(dots).toHaveCount(2);
  const visibleCards = section.locator('[aria-roledescription="slide"]:not([hidden]) article');
  await expect(visibleCards).toHaveCount(3);
  const first = await visibleCards.allTextContents();
  await section.getByRole('button', { name: 'Previous programs' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  const second = await visibleCards.allTextContents();
  expect(second).not.toEqual(first);
  await section.getByRole('button', { name: 'Next programs' }).click();
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await visibleCards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/community-programs\/[a-z0-9-]+$/);
});
