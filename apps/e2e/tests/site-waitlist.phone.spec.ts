import { randomUUID } from 'node:crypto';
import { devices, expect, test, type Browser } from './test';
import { ADMIN_STATE, adminBase } from './admin-helpers';
import { queryDatabase, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/** A date `days` from today (UTC calendar), as the events table stores it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A paid event with one ticket type of 1 seat (₹1,200), made in the database for this test. */
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
  return { slug, eventId: event.id, typeId: type.id };
}

/**
 * Someone books the one seat as a visitor does, through the API and the sandbox's Checkout (the event is
 * then sold out). Answers their e-mail address.
 */
async function bookTheOneSeat(slug: string, typeId: string) {
  const api = stackUrls().api;
  const email = `early.bird.${Date.now()}@example.org`;
  const made = (await (
    await fetch(`${api}/api/registrations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventSlug: slug,
        ticketTypeId: typeId,
        numberOfTickets: 1,
        name: 'Early Bird',
        email,
        phone: '+91 98000 00001',
        address: 'Pune',
      }),
    })
  ).json()) as { registration: { id: string }; accessToken: string; payment: { orderId: string } };
  const signed = await (
    await fetch(`${api}/api/payments/sandbox/orders/${made.payment.orderId}/pay`, { method: 'POST' })
  ).json();
  const paid = await fetch(`${api}/api/registrations/${made.registration.id}/payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Access-Token': made.accessToken },
    body: JSON.stringify(signed),
  });
  expect(paid.status).toBe(200);
  return email;
}

/**
 * A seat frees up elsewhere: the one who booked it cancels from the booking link of their confirmation
 * e-mail, on their own phone (the cancellation announces the freed seat to the waiting list).
 */
async function earlyBirdCancels(browser: Browser, email: string) {
  let body = '';
  await expect
    .poll(async () => {
      const [mail] = await queryDatabase<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'registration-receipt'`,
        [email],
      );
      body = mail?.text_body ?? '';
      return body !== '';
    })
    .toBe(true);
  const link = /(https?:\/\/\S+\/bookings\/[A-Za-z0-9_-]{43})/.exec(body)?.[1];
  expect(link).toBeTruthy();
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const phone = await context.newPage();
  await phone.goto(link!);
  await phone
    .getByRole('region', { name: 'Cancel booking' })
    .getByRole('button', { name: 'Cancel booking' })
    .click();
  await phone
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel my booking' })
    .click();
  await expect(phone.getByRole('region', { name: 'Cancelled' })).toContainText('You cancelled this booking.');
  await context.close();
}

test('on a phone: a sold-out event → join the waiting list → a booking cancelled from its link → the offer link from the e-mail → paid and booked', async ({
  page,
  browser,
}, testInfo) => {
  // Three people on three phones (the visitor, the one who cancels, staff) and two payments in one journey.
  test.slow();
  const { slug, typeId } = await soldOutEvent();
  const earlyBird = await bookTheOneSeat(slug, typeId);
  // A long address, as many are: the notices that repeat it must wrap it inside the phone's screen.
  const address = `waiting.list.kavya.menon.${Date.now()}@example.org`;

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
  const notice = joined.getByRole('status');
  await expect(notice).toContainText(address);
  expect(await notice.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
    0,
  );
  await joined.getByRole('button', { name: 'Done' }).click();

  await earlyBirdCancels(browser, earlyBird);

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
  const context = await browser.newContext({ ...devices['Pixel 7'], storageState: ADMIN_STATE });
  const admin = await context.newPage();
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

  // The seat is taken again: the event is sold out, on a wide screen too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(siteUrl(`/events/${slug}`));
  await expect(page.getByText('Sold Out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('waitlist-sold-out-wide.png') });
});
