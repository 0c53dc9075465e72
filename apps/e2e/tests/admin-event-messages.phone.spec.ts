import { expect, expectNoSidewaysScroll, test } from './test';
import { ADMIN_STATE, adminBase, expectToast, unique } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';

// At 390×844, the narrowest common phone (the project's Pixel 7 is 412 px wide).
test.use({ storageState: ADMIN_STATE, viewport: { width: 390, height: 844 } });

test.describe('Reaching an event’s attendees on a phone: messages and reminders', () => {
  test('staff see who it will reach, preview both languages, confirm, and see it sent', async ({ page }) => {
    test.slow();
    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.freeEvent,
    ]);
    const [{ people }] = await queryDatabase<{ people: number }>(
      `SELECT count(DISTINCT lower(email))::int AS people FROM event_registrations
        WHERE event_id = $1 AND payment_status::text = 'completed'`,
      [event.id],
    );
    expect(people).toBeGreaterThan(0);
    const subject = `Venue note ${unique()}`;

    await page.goto(`${adminBase()}/events/${event.id}`);
    const section = page.getByRole('region', { name: 'Message attendees' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('message-recipients')).toContainText(
      `It will reach ${people} ${people === 1 ? 'person' : 'people'}`,
    );
    const send = section.getByRole('button', { name: 'Send message…' });
    await expect(send).toBeDisabled();

    await section.getByRole('textbox', { name: 'Subject', exact: false }).first().fill(subject);
    await section
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('The satsang moves to the hall.\nMap: https://maps.example.org/hall.\n\n<b>Not bold</b>');
    await section.getByRole('textbox', { name: 'Message in Hindi (optional)' }).fill('सत्संग हॉल में होगा।');

    // The preview shows each language as the e-mail does: the link clickable, the tags as text.
    const english = section.getByTestId('preview-en');
    await expect(english.getByRole('link', { name: 'https://maps.example.org/hall' })).toBeVisible();
    await expect(english).toContainText('<b>Not bold</b>');
    const hindi = section.getByTestId('preview-hi');
    await expect(hindi).toContainText('सत्संग हॉल में होगा।');
    // No Hindi subject: the Hindi preview says the English one is used.
    await expect(hindi).toContainText(subject);
    await expectNoSidewaysScroll(page, 'message form at 390 px');
    await section.getByTestId('message-recipients').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/event-messages-form-phone.png' });
    await english.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/event-messages-preview-phone.png' });

    await send.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Send this message to ${people} ${people === 1 ? 'person' : 'people'}?`,
    );
    await page.screenshot({ path: 'test-results/event-messages-confirm-phone.png' });
    await dialog.getByRole('button', { name: /^Send to \d+/ }).click();
    // Other tests book the same demo event meanwhile: the count is the API's at the moment of sending.
    await expect(
      page
        .getByTestId('toast')
        .filter({ hasText: /Message sent to \d+ (person|people)/ })
        .first(),
    ).toBeVisible();

    await expect(section.getByRole('list', { name: 'Messages sent' }).getByText(subject)).toBeVisible();
    const [queued] = await queryDatabase<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind::text = 'event-message' AND subject = $1`,
      [subject],
    );
    expect(queued.n).toBeGreaterThan(0);
    await expectNoSidewaysScroll(page, 'after sending');
    await section.getByRole('list', { name: 'Messages sent' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/event-messages-sent-phone.png' });
  });

  test('staff turn an event’s reminders off and on, and set its start time', async ({ page }) => {
    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.paidEvent,
    ]);
    await page.goto(`${adminBase()}/events/${event.id}`);
    const section = page.getByRole('region', { name: 'Reminders' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByTestId('reminder-due')).toContainText('The reminder e-mail is due on');
    const toggle = section.getByRole('switch', { name: 'Send attendees a reminder' });
    await toggle.uncheck();
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await expectToast(page, 'Reminder settings saved');
    await expect(section.getByTestId('reminder-due')).toHaveText(
      'Reminders are off for this event: no one is sent one.',
    );
    const [off] = await queryDatabase<{ on: boolean }>(
      'SELECT reminders_enabled AS on FROM events WHERE id = $1',
      [event.id],
    );
    expect(off.on).toBe(false);
    await expectNoSidewaysScroll(page, 'reminders at 390 px');

    await toggle.check();
    await section.getByLabel('Start time (India time)').fill('17:30');
    await section.getByRole('button', { name: 'Save reminders' }).click();
    await expectToast(page, 'Reminder settings saved');
    await expect(section.getByTestId('reminder-due')).toContainText('06:00 PM');
    const [on] = await queryDatabase<{ on: boolean; start: string }>(
      'SELECT reminders_enabled AS on, start_time AS start FROM events WHERE id = $1',
      [event.id],
    );
    expect(on).toEqual({ on: true, start: '17:30' });
  });
});
