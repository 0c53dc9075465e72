import { randomUUID } from 'node:crypto';
import { expect, test } from './test';
import {
  CHECK_IN_MESSAGES,
  CHECK_IN_TOKEN_HEADER,
  type EventCheckInFigures,
  type CheckInScanBatchResponse,
} from '@foundation/shared';
import { ADMIN_STATE, adminApi, adminBase, unique } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

/** What a volunteer's phone sends: its scans, with the link's secret. */
async function sync(token: string, deviceName: string, scans: unknown[]) {
  return fetch(`${stackUrls().api}/api/check-in/scans`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CHECK_IN_TOKEN_HEADER]: token },
    body: JSON.stringify({ device: { id: randomUUID(), name: deviceName }, scans }),
  });
}

test.describe('Check-in in the admin panel', () => {
  test('staff create a link, a phone syncs scans with it, the figures and the registrations show them, the link is revoked', async ({
    page,
  }) => {
    test.slow();
    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.freeEvent,
    ]);
    const bookings = await queryDatabase<{ id: string; name: string; number_of_tickets: number }>(
      `SELECT id, name, number_of_tickets FROM event_registrations
        WHERE event_id = $1 AND payment_status::text = 'completed' ORDER BY created_at LIMIT 2`,
      [event.id],
    );
    expect(bookings.length).toBe(2);
    const label = `E2E gate ${unique()}`;
    const device = `E2E phone ${unique()}`;

    await page.goto(`${adminBase()}/events/${event.id}`);
    const section = page.getByRole('region', { name: 'Check-in' });
    await expect(section).toBeVisible();
    await section.getByRole('textbox', { name: 'Who or which door' }).fill(label);
    await section.getByRole('button', { name: 'Create link' }).click();
    const url = await section.getByTestId('new-check-in-link').inputValue();
    expect(url).toMatch(/\/admin\/check-in#token=[A-Za-z0-9_-]{43}$/);
    const token = url.split('#token=')[1];
    await expect(section.getByRole('row').filter({ hasText: label })).toContainText('Active');

    const before = await adminApi<EventCheckInFigures>(`events/${event.id}/check-in`);
    const scannedAt = new Date().toISOString();
    const response = await sync(
      token,
      device,
      bookings.map((booking) => ({
        clientScanId: randomUUID(),
        kind: 'admit',
        eventId: event.id,
        bookingId: booking.id,
        admissions: booking.number_of_tickets,
        scannedAt,
      })),
    );
    expect(response.status).toBe(200);
    const synced = (await response.json()) as CheckInScanBatchResponse;
    const admitted = synced.results.reduce((sum, result) => sum + result.admitted, 0);

    await section.getByRole('button', { name: 'Refresh' }).click();
    await expect(section.getByTestId('check-in-count')).toHaveText(
      `${before.checkedIn + admitted} of ${before.expected} checked in`,
    );
    const byDevice = section.getByRole('table', { name: 'Check-in by device' });
    await expect(byDevice.getByRole('row').filter({ hasText: device })).toContainText(String(admitted));
    await expect(section.getByRole('row').filter({ hasText: label })).toContainText(String(bookings.length));

    // The registrations list shows who came, and filters on it.
    await page.goto(
      `${adminBase()}/registrations?filter=${encodeURIComponent(JSON.stringify({ eventId: event.id, checkedIn: 'true' }))}`,
    );
    for (const booking of bookings) {
      await expect(page.locator('tbody tr').filter({ hasText: booking.name }).first()).toContainText(
        `${booking.number_of_tickets} of ${booking.number_of_tickets}`,
      );
    }

    // Revoked: the phone is told so, in words it can show.
    await page.goto(`${adminBase()}/events/${event.id}`);
    const row = page.getByRole('region', { name: 'Check-in' }).getByRole('row').filter({ hasText: label });
    await row.getByRole('button', { name: `Revoke the link for ${label}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await expect(row).toContainText('Revoked');
    const refused = await sync(token, device, [
      {
        clientScanId: randomUUID(),
        kind: 'admit',
        eventId: event.id,
        bookingId: bookings[0].id,
        admissions: 1,
        scannedAt,
      },
    ]);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(CHECK_IN_MESSAGES.linkRevoked);
  });
});
