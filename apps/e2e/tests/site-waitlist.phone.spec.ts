import { randomUUID } from 'node:crypto';
import { devices, expect, test, type Browser } from '@playwright/test';
import { ADMIN_STATE, adminBase } from './admin-helpers';
import { queryDatabase, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/** A date `days` from today (UTC calendar), as the events table stores it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A paid event whose one ticket type (1 seat, ₹1,200) is sold out; made in the database for this test. */
async function soldOutEvent() {
  const slug = `waitlist-e2e-${randomUUID().slice(0, 8)}`;
  const [event] = await queryDatabase<{ id: string }>(
    `INSERT INTO events (title, url_slug, description, location, start_date, end_date, is_paid, price, event_type, is_active)
     VALUES ('Waiting List Retreat', $1, '<p>A small retreat.</p>', 'Rishikesh', $2, $3, true, 1200, 'offline', true)
     RETURNING id`,
    [slug, inDays(40), inDays(42)],
  );
  const [type] = await queryDatabase<{ id: string }>(
    `INSERT INTO event_ticket_types (event_id, name, price, available_quantity) VALUES ($1, 'Dormitory', 1200, 1)
     RETURNING id`,
    [event.id],
  );
  await queryDatabase(
    `INSERT INTO event_registrations (event_id, ticket_type_id, name, email, phone, address, number_of_tickets,
       ticket_type_price, total_amount, payment_status, payment_id, completed_at)
     VALUES ($1, $2, 'Early Bird', 'early.bird@example.org', '+919800000001', 'Pune', 1, 1200, 1200, 'completed',
       'pay_WaitlistE2e01', now())`,
    [event.id, type.id],
  );
  return { slug, eventId: event.id, typeId: type.id };
}

/**
 * Seats free up. Here staff raise the ticket type's quantity in the admin panel (on a phone); once booking
 * cancellation is on main, this step can as well be "cancel a booking from its link" (it announces the
 * freed seats the same way).
 */
async function freeASeat(browser: Browser, typeId: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], storageState: ADMIN_STATE });
  const admin = await context.newPage();
  await admin.goto(`${adminBase()}/ticket-types/${typeId}`);
  await expect(admin.getByText('Edit Ticket Type').first()).toBeVisible();
  await admin.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await admin.getByRole('button', { name: 'Save Ticket Type' }).click();
  await expect(admin.getByText('Ticket type updated successfully').first()).toBeVisible();
  return { context, admin };
}

test('on a phone: a sold-out event → join the waiting list → a seat frees up → the offer link from the e-mail → paid and booked', async ({
  page,
  browser,
}, testInfo) => {
  const { slug, typeId } = await soldOutEvent();
  const address = `waiting.${Date.now()}@example.org`;

  // The event page says Sold Out and offers the waiting list instead of a form that cannot succeed.
  await page.goto(siteUrl(`/events/${slug}`));
  await expect(page.getByText('Sold Out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('waitlist-sold-out.png') });
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  const form = page.getByRole('dialog', { name: 'Join the waiting list' });
  await expect(form).toBeVisible();
  await form.getByLabel('Name').fill('Kavya Menon');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Phone').fill('+91 98222 33344');
  await expect(form.getByRole('radio', { name: /Dormitory/ })).toBeChecked();
  await form.getByLabel('Tickets wanted').fill('1');
  await page.screenshot({ path: testInfo.outputPath('waitlist-form.png') });
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  const joined = page.getByRole('dialog', { name: 'You are on the waiting list' });
  await expect(joined).toContainText('You are number 1 in line');
  await joined.getByRole('button', { name: 'Done' }).click();

  const { context, admin } = await freeASeat(browser, typeId);

  // The offer e-mail carries the secret link to the offer page.
  let body = '';
  await expect
    .poll(async () => {
      const [mail] = await queryDatabase<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'waitlist-offer'`,
        [address],
      );
      body = mail?.text_body ?? '';
      return body !== '';
    })
    .toBe(true);
  const link = /(https?:\/\/\S+\/waitlist-offers\/[A-Za-z0-9_-]{43})/.exec(body)?.[1];
  expect(link?.startsWith(stackUrls().site)).toBe(true);

  // Staff see the entry offered in the waiting list of the event.
  await admin.goto(`${adminBase()}/waitlist-entries`);
  const card = admin.getByTestId('record-card').filter({ hasText: address });
  await expect(card).toContainText('Offered');
  await admin.screenshot({ path: testInfo.outputPath('waitlist-admin.png') });
  await context.close();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Seats held for you' })).toBeVisible();
  await expect(page.getByText('Held until')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('waitlist-offer.png') });
  await page.getByRole('button', { name: 'Pay ₹1,200 and confirm' }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox Payment' });
  await expect(sandbox).toContainText('₹1,200');
  await sandbox.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your seats are booked' })).toBeVisible();
  await expect(page.getByText('Booking ID')).toBeVisible();
  await expect(page.getByText('Payment ID')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveAttribute(
    'href',
    /^\/bookings\/[A-Za-z0-9_-]{43}$/,
  );
  await page.screenshot({ path: testInfo.outputPath('waitlist-booked.png'), fullPage: true });
  const [entry] = await queryDatabase<{ status: string }>(
    `SELECT r.payment_status::text AS status FROM waitlist_entries w JOIN event_registrations r ON r.id = w.registration_id
      WHERE w.email = $1`,
    [address],
  );
  expect(entry.status).toBe('completed');

  // Both seats are taken again: the event is sold out, on a wide screen too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl(`/events/${slug}`));
  await expect(page.getByText('Sold Out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('waitlist-sold-out-wide.png') });
});
