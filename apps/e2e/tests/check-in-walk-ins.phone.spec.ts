import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import {
  CHECK_IN_TOKEN_HEADER,
  checkInLinkPath,
  WALK_IN_MESSAGES,
  type CheckInLink,
  type EventCheckInFigures,
} from '@foundation/shared';
import { adminBase, adminToken } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';
import { stackUrls } from './urls';

/**
 * Walk-ins at the door on a volunteer's phone (390×844) through a check-in link: with the network cut, a
 * cash walk-in is registered and let in; when the network returns it syncs, and the event's figures count
 * it by link and mode. A walk-in for seats another door sold meanwhile is refused at sync, and the phone
 * says so.
 */
test.use({ viewport: { width: 390, height: 844 } });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function adminPost<T>(pathname: string, body: unknown): Promise<T> {
  const response = await fetch(`${stackUrls().api}/api/admin/${pathname}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as T;
}

async function figures(eventId: string) {
  const response = await fetch(`${stackUrls().api}/api/admin/events/${eventId}/check-in`, {
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  return (await response.json()) as EventCheckInFigures;
}

test('offline at the door: a cash walk-in is registered, let in, and synced when the network returns', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
    DEMO.paidEvent,
  ]);
  const label = `Door A ${unique()}`;
  // A ticket type of its own with one seat, so another door can take it while this phone is offline.
  const lastSeat = await adminPost<{ id: string }>('ticket-types', {
    eventId: event.id,
    name: `Last seat ${unique()}`,
    price: 700,
    availableQuantity: 1,
  });
  const link = await adminPost<CheckInLink>('check-in-links', { eventId: event.id, label });
  const token = /#token=([A-Za-z0-9_-]+)$/.exec(link.url)?.[1];
  await page.goto(`${new URL(adminBase()).origin}${checkInLinkPath(token!)}`);
  const count = page.getByTestId('count');
  await expect(count).toHaveText(/^Checked in \d+ \/ \d+$/);
  const [, before, expected] = /Checked in (\d+) \/ (\d+)/.exec((await count.textContent())!)!.map(Number);

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // A family of two pays cash.
  const name = `Kavya Nair ${unique()}`;
  await page.getByRole('button', { name: 'Register a walk-in' }).click();
  const form = page.getByRole('form', { name: 'Walk-in' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone (optional)').fill('+91 98450 12345');
  // A type with seats to spare (unlimited first), not the one-seat type.
  const [roomy] = await queryDatabase<{ id: string }>(
    `SELECT id FROM event_ticket_types WHERE event_id = $1 AND id <> $2
      ORDER BY available_quantity DESC NULLS FIRST LIMIT 1`,
    [event.id, lastSeat.id],
  );
  await form.getByLabel('Ticket type').selectOption(roomy.id);
  await form.getByLabel('Number of people').selectOption('2');
  const price = page.getByTestId('walk-in-price');
  await expect(price).toHaveText(/^To pay: ₹[\d,]+$/);
  const toPay = (await price.textContent())!.replace('To pay: ', '');
  // UPI needs the network: offline the phone says so and takes cash.
  await expect(form.getByRole('radio', { name: 'UPI QR code' })).toBeDisabled();
  await expect(form.getByText(WALK_IN_MESSAGES.upiNeedsNetwork)).toBeVisible();
  await expect(form.getByRole('radio', { name: 'Cash' })).toBeChecked();
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);
  await form.getByRole('button', { name: 'Register and admit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Walk-in registered' })).toHaveText(
    `Walk-in registered: ${name}, 2 tickets, ${toPay} cash. Let them in.`,
  );
  const walkIns = page.getByRole('list', { name: 'Walk-ins on this phone' });
  await expect(walkIns.getByTestId('walk-in').filter({ hasText: name })).toContainText('Waiting to sync');
  await expect(page.getByTestId('waiting')).toHaveText('1 waiting to sync');

  // One more, for the last seat of its type, while another door sells that seat.
  const late = `Rohan Das ${unique()}`;
  await page.getByRole('button', { name: 'Register a walk-in' }).click();
  await form.getByLabel('Name', { exact: true }).fill(late);
  await form.getByLabel('Ticket type').selectOption(lastSeat.id);
  await form.getByRole('button', { name: 'Register and admit' }).click();
  await expect(page.getByTestId('waiting')).toHaveText('2 waiting to sync');
  const otherDoor = await fetch(`${stackUrls().api}/api/check-in/walk-ins`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      clientWalkInId: randomUUID(),
      device: { id: randomUUID(), name: 'Door B phone' },
      eventId: event.id,
      ticketTypeId: lastSeat.id,
      numberOfTickets: 1,
      name: 'Other door',
      payment: { mode: 'cash', amount: 700 },
    }),
  });
  expect(otherDoor.status).toBe(201);
  await page.screenshot({ path: test.info().outputPath('walk-in-offline.png') });

  // The network returns: the walk-ins sync; the first is in, the second is refused and the phone says so.
  await context.setOffline(false);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByTestId('waiting')).toHaveText('All scans synced');
  await expect(walkIns.getByTestId('walk-in').filter({ hasText: name })).toContainText('Synced');
  const refusals = page.getByRole('alert').filter({ hasText: 'Walk-ins not registered when syncing' });
  await expect(refusals).toContainText(`${late} (1): ${WALK_IN_MESSAGES.full}`);
  await expect(walkIns.getByTestId('walk-in').filter({ hasText: late })).toContainText(
    `Not registered: ${WALK_IN_MESSAGES.full}`,
  );
  // The phone no longer says it was registered.
  await expect(page.getByText(`Walk-in registered: ${late}`)).toHaveCount(0);
  // Its two people, and the other door's one, are in the list the phone downloaded again.
  await expect(count).toHaveText(`Checked in ${before + 3} / ${expected + 3}`);
  await page.screenshot({ path: test.info().outputPath('walk-in-synced.png') });

  // The server agrees: booked, checked in, counted for this link in cash.
  const [booking] = await queryDatabase<{ payment_status: string; admitted: number; payment_mode: string }>(
    `SELECT r.payment_status, w.payment_mode,
            (SELECT sum(admitted)::int FROM check_in_scans c WHERE c.booking_id = r.id) AS admitted
       FROM event_registrations r JOIN check_in_walk_ins w ON w.registration_id = r.id WHERE r.name = $1`,
    [name],
  );
  expect(booking).toEqual({ payment_status: 'completed', payment_mode: 'cash', admitted: 2 });
  const totals = (await figures(event.id)).walkIns.find((row) => row.source === label);
  expect(totals).toMatchObject({ walkIns: 1, tickets: 2 });
  expect(Number(totals!.cash)).toBe(Number(toPay.replace(/[₹,]/g, '')));
  // The link's own phone asks nothing more of it.
  const replay = await fetch(`${stackUrls().api}/api/check-in/session`, {
    headers: { [CHECK_IN_TOKEN_HEADER]: token! },
  });
  expect(replay.status).toBe(200);
});
