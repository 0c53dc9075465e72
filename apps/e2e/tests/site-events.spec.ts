import { expect, test } from './test';
import { DEMO, openRegistration, siteUrl } from './site-helpers';

/**
 * The registration form itself (no registration is sent): ticket type choice, clamping, focus trap and
 * Escape; and what the lists and pages say about prices and ended events. Flows that create registrations
 * are in site-registration.spec.ts.
 */

test('the registration modal preselects the cheapest type, disables the sold-out one and labels seats left', async ({
  page,
}) => {
  const dialog = await openRegistration(page, DEMO.paidEvent);
  // Dialogs open at their top with focus on their title (the rule for every dialog).
  await expect(dialog.getByRole('heading', { name: 'Register for this Event' })).toBeFocused();
  const dormitory = dialog.getByRole('radio', { name: /Shared Dormitory/ });
  const cottage = dialog.getByRole('radio', { name: /Riverside Private Cottage/ });
  await expect(dormitory).toBeChecked();
  await expect(cottage).toBeDisabled();
  await expect(dialog.locator('label').filter({ hasText: 'Riverside Private Cottage' })).toContainText(
    'Sold Out',
  );
  await expect(dialog.locator('label').filter({ hasText: 'Twin Sharing Room' })).toContainText('3 left');
  await cottage.click({ force: true });
  await expect(cottage).not.toBeChecked();
  await expect(dormitory).toBeChecked();
  await expect(dialog.getByLabel('Number of Tickets')).toHaveValue('1');
});

test("a quantity above the seats left is clamped with 'Only {n} tickets available for this type.'", async ({
  page,
}) => {
  const dialog = await openRegistration(page, DEMO.paidEvent);
  await dialog.getByRole('radio', { name: /Twin Sharing Room/ }).check();
  const quantity = dialog.getByLabel('Number of Tickets');
  await quantity.fill('5');
  await expect(quantity).toHaveValue('3');
  await expect(dialog.getByText('Only 3 tickets available for this type.')).toBeVisible();
  await expect(dialog.getByText('Total: ₹55,500')).toBeVisible();
  // Unlimited types stop at 10.
  await dialog.getByRole('radio', { name: /Shared Dormitory/ }).check();
  await quantity.fill('25');
  await expect(quantity).toHaveValue('10');
  await expect(dialog.getByText('Total: ₹1,25,000')).toBeVisible();
});

test('the registration modal traps focus and Escape closes it, giving focus back to Register Now', async ({
  page,
}) => {
  const dialog = await openRegistration(page, DEMO.paidEvent);
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Register Now' })).toBeFocused();
});

test('the close button closes the registration modal', async ({ page }) => {
  const dialog = await openRegistration(page, DEMO.freeEvent);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close registration form' }).click();
  await expect(dialog).toBeHidden();
});

test("an ended event is out of the list, and its page says 'This event has ended' with no Register button", async ({
  page,
}) => {
  await page.goto(siteUrl('/events'));
  const cards = page.getByRole('article');
  await expect(cards.filter({ hasText: 'Raja Yoga Residential Retreat in Rishikesh' })).toBeVisible();
  await expect(cards.filter({ hasText: 'Kartik Purnima Deepdaan' })).toHaveCount(0);

  await page.goto(siteUrl(`/events/${DEMO.endedEvent}`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Kartik Purnima Deepdaan at Har Ki Pauri');
  await expect(main.getByText('This event has ended')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Registration Closed' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("a paid event with ticket types shows 'From' its cheapest type's price on its card and page", async ({
  page,
}) => {
  await page.goto(siteUrl('/events'));
  const card = page.getByRole('article').filter({ hasText: 'Raja Yoga Residential Retreat in Rishikesh' });
  await expect(card).toContainText('From ₹12,500');
  await expect(page.getByRole('article').filter({ hasText: 'Sunday Satsang' })).toContainText('Free Entry');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(siteUrl(`/events/${DEMO.paidEvent}`));
  const price = page
    .getByRole('main')
    .locator('dt', { hasText: /^Price$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(price).toHaveText('From ₹12,500');
});
