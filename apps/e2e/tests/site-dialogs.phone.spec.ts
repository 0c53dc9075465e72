import { expect, test } from './test';
import { DEMO, openRegistration } from './site-helpers';

const email = () => `receipt.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;

test('on a phone the receipt opens at its top: title focused, the e-mail note in view', async ({ page }) => {
  const form = await openRegistration(page, DEMO.freeEvent);
  const formTitle = form.getByRole('heading', { name: 'Register for this Event' });
  await expect(formTitle).toBeFocused();
  await expect(formTitle).toBeInViewport();
  await form.getByLabel('Name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email());
  await form.getByLabel('Phone').fill('+91 98000 11122');
  await form.getByLabel('Address').fill('12 MG Road, Pune');
  await form.getByRole('button', { name: 'Complete Registration' }).click();

  const result = page.getByRole('dialog', { name: 'Booking Successful' });
  const title = result.getByRole('heading', { name: 'Booking Successful' });
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport({ ratio: 1 });
  await expect(
    result.getByText('A confirmation e-mail with this receipt is on its way to you.'),
  ).toBeInViewport({
    ratio: 1,
  });
  expect(await result.evaluate((box) => box.scrollTop)).toBe(0);
  // Tab goes on into the dialog; the receipt's buttons stay in view at the dialog's bottom edge.
  await page.keyboard.press('Tab');
  expect(await result.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  await expect(result.getByRole('button', { name: 'Print Receipt' })).toBeInViewport();
});
