import { expect, expectNoSidewaysScroll, test } from './test';
import { ADMIN_STATE, adminBase, expectToast, unique } from './admin-helpers';
import { DEMO, openRegistration, queryDatabase, siteUrl } from './site-helpers';

// At 390×844, the narrowest common phone (the project's Pixel 7 is 412 px wide).
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

/**
 * Moving and cancelling an event on a phone (docs/events-operations.md): staff change its start time and then
 * cancel it from the admin event page and follow the job's progress; the attendee's booking page says what
 * changed with the free cancellation window, then that the event was cancelled, in English and in Hindi.
 * The event is this test's own copy of a demo event, so no other test sees it cancelled.
 */
test('staff move then cancel an event; the attendee’s booking page says so in English and Hindi', async ({
  page,
}) => {
  test.slow();
  const tag = unique();
  const slug = `cancel-journey-${tag}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const [event] = await queryDatabase<{ id: string }>(
    `INSERT INTO events (title, url_slug, description, location, start_date, end_date, image_url, is_paid, price,
                         event_type, title_hi)
     SELECT $1, $2, description, location, current_date + 30, current_date + 31, image_url, false, 0, event_type,
            'शाम का सत्संग'
       FROM events WHERE url_slug = $3
     RETURNING id`,
    [`Evening Satsang ${tag}`, slug, DEMO.freeEvent],
  );

  // The attendee books it on the site and opens the booking link of the confirmation e-mail.
  // Short: the receipt prints it whole, and a phone screen is narrow.
  const address = `cj${Date.now() % 1_000_000}@example.org`;
  const form = await openRegistration(page, slug);
  await form.getByLabel('Name').fill('Meera Iyer');
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Phone').fill('+91 98111 22233');
  await form.getByLabel('Address').fill('14 Lodhi Road, New Delhi');
  await form.getByLabel('Number of Tickets').fill('1');
  await form.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Successful' })).toBeVisible();
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await queryDatabase<{ text_body: string }>(
        `SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'registration-receipt'`,
        [address],
      );
      link = /(https?:\/\/\S+\/bookings\/[A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  const bookingPath = new URL(link).pathname;

  // Staff move it: a new start time from the event's Reminders section.
  await page.goto(`${adminBase()}/events/${event.id}`);
  const reminders = page.getByRole('region', { name: 'Reminders' });
  await reminders.scrollIntoViewIfNeeded();
  await reminders.getByLabel('Start time (India time)').fill('18:15');
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expectToast(page, 'Reminder settings saved');
  await expect
    .poll(async () => {
      const rows = await queryDatabase<{ n: number }>(
        `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind::text = 'event-changed'`,
        [address],
      );
      return rows[0].n;
    })
    .toBe(1);

  // The booking page after the move: the new time, that it changed, and the free cancellation window.
  await page.goto(siteUrl(bookingPath));
  const moved = page.getByTestId('booking-event-moved');
  await expect(moved).toContainText('The dates, time or place of this event changed on');
  await expect(moved).toContainText('you may cancel this booking and get everything you paid back until');
  await expect(page.getByText('6:15 PM IST')).toBeVisible();
  await expectNoSidewaysScroll(page, 'booking page after a move');
  await moved.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('booking-moved-phone.png'), animations: 'disabled' });
  await page.goto(siteUrl(`/hi${bookingPath}`));
  const movedHi = page.getByTestId('booking-event-moved');
  await expect(movedHi).toContainText('इस आयोजन की तिथि, समय या स्थान');
  await expect(movedHi).toContainText('पूरी राशि वापस पा सकते हैं');
  await movedHi.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('booking-moved-hi-phone.png'),
    animations: 'disabled',
  });

  // Staff cancel it from the event page and see the job's progress.
  await page.goto(`${adminBase()}/events/${event.id}`);
  const section = page.getByRole('region', { name: 'Cancel event' });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Cancel this event…' }).click();
  await expect(section.getByText('Reason is required')).toBeVisible();
  await section.getByRole('textbox', { name: 'Reason (English)' }).fill('The hall is closed for repairs.');
  await section.getByRole('textbox', { name: 'Reason (Hindi, optional)' }).fill('हॉल मरम्मत के लिए बंद है।');
  await expectNoSidewaysScroll(page, 'cancel form at 390 px');
  await section.getByRole('button', { name: 'Cancel this event…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
  await expect(dialog).toContainText('The one confirmed booking is cancelled and refunded in full');
  await page.screenshot({
    path: test.info().outputPath('event-cancel-confirm-phone.png'),
    animations: 'disabled',
  });
  await dialog.getByRole('button', { name: 'Cancel the event' }).click();
  await expectToast(page, 'The event is cancelled: its bookings are being cancelled and refunded');
  const progress = section.getByTestId('event-cancellation-progress');
  await expect(progress).toContainText('every booking is cancelled', { timeout: 20_000 });
  await expect(progress.locator('[data-count="bookingsCancelled"]')).toHaveText('1');
  await expect(progress.locator('[data-count="bookingsLeft"]')).toHaveText('0');
  await expect(progress.locator('[data-count="refundsFailed"]')).toHaveText('0');
  await expect(progress).toContainText('Reason: The hall is closed for repairs.');
  await expectNoSidewaysScroll(page, 'cancellation progress at 390 px');
  await progress.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('event-cancel-progress-phone.png'),
    animations: 'disabled',
  });

  // The attendee's booking page after the cancellation, in English and Hindi.
  await page.goto(siteUrl(bookingPath));
  const cancelled = page.getByTestId('booking-event-cancelled');
  await expect(cancelled).toContainText('This event has been cancelled by the foundation.');
  await expect(cancelled).toContainText('Reason: The hall is closed for repairs.');
  await expect(
    page.getByText('The foundation cancelled this event, and with it this booking.'),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, 'booking page after a cancellation');
  await cancelled.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('booking-cancelled-phone.png'),
    animations: 'disabled',
  });
  await page.goto(siteUrl(`/hi${bookingPath}`));
  const cancelledHi = page.getByTestId('booking-event-cancelled');
  await expect(cancelledHi).toContainText('यह आयोजन फ़ाउंडेशन ने रद्द कर दिया है।');
  await expect(cancelledHi).toContainText('कारण: हॉल मरम्मत के लिए बंद है।');
  await cancelledHi.scrollIntoViewIfNeeded();
  await page.screenshot({
    path: test.info().outputPath('booking-cancelled-hi-phone.png'),
    animations: 'disabled',
  });

  // The public event page says "Cancelled" with the reason, and offers no registration.
  await page.goto(siteUrl(`/events/${slug}`));
  await expect(page.getByRole('status').filter({ hasText: 'This event has been cancelled.' })).toContainText(
    'Reason: The hall is closed for repairs.',
    { timeout: 20_000 },
  );
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
  const [mail] = await queryDatabase<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind::text = 'event-cancelled'`,
    [address],
  );
  expect(mail.n).toBe(1);
});
