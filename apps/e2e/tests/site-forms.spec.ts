import { expect, test } from './test';
import { queryDatabase, scrollToFooter, siteUrl } from './site-helpers';

test('the contact form stores the message for the staff and thanks the visitor', async ({ page }) => {
  const marker = `Contact e2e ${Date.now()}`;
  await page.goto(siteUrl('/contact'));
  await page.getByLabel('Full Name').fill('Meera Joshi');
  await page.getByLabel('WhatsApp Number').fill('+91 98111 22233');
  await page.getByLabel('Message', { exact: true }).fill(marker);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you, Meera Joshi! We have received your message')).toBeVisible();
  const rows = await queryDatabase(
    'SELECT full_name, whatsapp_number FROM contact_messages WHERE message = $1',
    [marker],
  );
  expect(rows).toEqual([{ full_name: 'Meera Joshi', whatsapp_number: '+91 98111 22233' }]);
});

test('the contact form requires all three fields and shows a clear error when the API refuses', async ({
  page,
}) => {
  await page.goto(siteUrl('/contact'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Full Name')).toHaveJSProperty('validity.valueMissing', true);
  await page.getByLabel('Full Name').fill('Meera Joshi');
  await page.getByLabel('WhatsApp Number').fill('12 34');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText('Sorry, your message could not be sent');
  await expect(page.getByText('Enter a valid WhatsApp number')).toBeVisible();
});

test('the newsletter box stores the address, accepts it twice quietly and says so', async ({ page }) => {
  const email = `reader.${Date.now()}@example.org`;
  await page.goto(siteUrl('/about-us'));
  const footer = await scrollToFooter(page);
  for (let i = 0; i < 2; i += 1) {
    await footer.getByPlaceholder('Subscribe to newsletter').fill(email.toUpperCase());
    // Its own consent, unticked until the visitor ticks it.
    await expect(footer.getByRole('checkbox', { name: /e-mail me the newsletter/ })).not.toBeChecked();
    await footer.getByRole('checkbox', { name: /e-mail me the newsletter/ }).check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Thank you! You are subscribed to our newsletter.')).toBeVisible();
  }
  const rows = await queryDatabase('SELECT email FROM newsletter_subscribers WHERE email = $1', [email]);
  expect(rows).toEqual([{ email }]);
});
