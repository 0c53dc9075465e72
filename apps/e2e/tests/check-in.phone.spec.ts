import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';
import QRCode from 'qrcode';
import {
  checkInLinkPath,
  type CheckInLink,
  type CreateRegistrationResponse,
  type EventCheckInFigures,
} from '@foundation/shared';
import { ADMIN_STATE, adminBase, adminToken } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';
import { stackUrls } from './urls';

/**
 * The volunteer's door check-in on a phone (390×844), through a check-in link, with the network cut after
 * the event is loaded: real tickets (the booking link's ticket.pdf rendered to an image, its QR read by the
 * page's own reader through "Scan a photo"), a group admitted in part, a repeat, a forged code, an undo,
 * then the network back and the scans synced to the API's figures.
 */
test.use({ viewport: { width: 390, height: 844 } });

const folder = mkdtempSync(path.join(os.tmpdir(), 'check-in-e2e-'));
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** Books the free demo event through the public API and returns its ticket as a phone photo (PNG). */
async function bookAndPhotographTicket(name: string, tickets: number) {
  const { api } = stackUrls();
  const email = `check-in.${unique()}@example.org`;
  const response = await fetch(`${api}/api/registrations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      eventSlug: DEMO.freeEvent,
      numberOfTickets: tickets,
      name,
      email,
      phone: '+91 98111 22233',
      address: '14 Lodhi Road, New Delhi',
    }),
  });
  expect(response.status).toBe(201);
  const { registration } = (await response.json()) as CreateRegistrationResponse;
  // The booking link, as the confirmation e-mail carries it.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await queryDatabase<{ text_body: string }>(
        'SELECT text_body FROM mail_outbox WHERE recipient = $1',
        [email],
      );
      link = /\/bookings\/([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
      return Boolean(link);
    })
    .toBe(true);
  const pdf = await fetch(`${api}/api/bookings/${link}/ticket.pdf`);
  expect(pdf.status).toBe(200);
  const pdfFile = path.join(folder, `${registration.id}.pdf`);
  writeFileSync(pdfFile, Buffer.from(await pdf.arrayBuffer()));
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', pdfFile, '-'], { encoding: 'utf8' });
  const printed = /([A-Za-z0-9_-]{46}\.)\n([A-Za-z0-9_-]{86})\n/.exec(text);
  expect(printed).not.toBeNull();
  // The whole ticket page as a picture, as a volunteer would photograph a printed or on-screen ticket.
  const photo = path.join(folder, registration.id);
  execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', pdfFile, photo]);
  return { id: registration.id, name, token: `${printed![1]}${printed![2]}`, photo: `${photo}.png` };
}

async function qrPhoto(text: string) {
  const file = path.join(folder, `qr-${unique()}.png`);
  await QRCode.toFile(file, text, { width: 420, margin: 4 });
  return file;
}

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

test('at the door, offline: admit part of a group, refuse a repeat and a forged code, undo, then sync', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const group = await bookAndPhotographTicket(`Meera Iyer ${unique()}`, 3);
  const single = await bookAndPhotographTicket(`Arjun Sharma ${unique()}`, 1);
  const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
    DEMO.freeEvent,
  ]);

  // Staff make the volunteer's link in the admin API; the volunteer opens it on the admin panel's origin.
  const link = await adminPost<CheckInLink>('check-in-links', { eventId: event.id, label: 'Main gate' });
  const token = /#token=([A-Za-z0-9_-]+)$/.exec(link.url)?.[1];
  expect(link.url.endsWith(checkInLinkPath(token!))).toBe(true);
  await page.goto(`${new URL(adminBase()).origin}${checkInLinkPath(token!)}`);

  const verdict = page.getByTestId('verdict');
  const count = page.getByTestId('count');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(count).toHaveText(/^Checked in \d+ \/ \d+$/);
  // The secret left the address bar and stays in the phone's storage.
  expect(page.url()).not.toContain('token=');
  const [, before, expected] = /Checked in (\d+) \/ (\d+)/.exec((await count.textContent())!)!.map(Number);
  expect(expected).toBeGreaterThanOrEqual(4);
  await expect(page.getByText('Check-in link “Main gate”')).toBeVisible();
  // Until when, as the event's admin page says it: the last day, a long date in India (not a browser's time).
  await expect(page.getByText(/works until the end of \d{1,2} [A-Z][a-z]+ \d{4}\.$/)).toBeVisible();
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);

  await context.setOffline(true);
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  const scanPhoto = (file: string) => page.locator('input[type=file]').setInputFiles(file);

  // A group of three: two enter now.
  await scanPhoto(group.photo);
  await expect(verdict).toContainText('Valid ticket');
  await expect(verdict).toContainText('0 of 3 admitted: how many enter now?');
  await verdict.getByRole('button', { name: 'Admit 2' }).click();
  await expect(verdict).toContainText('Admitted');
  await expect(verdict).toContainText('2 of 3 admitted');
  await expect(count).toHaveText(`Checked in ${before + 2} / ${expected}`);

  // One person: admitted at once; the same ticket again is refused, saying when and where.
  await scanPhoto(single.photo);
  await expect(verdict).toContainText('1 of 1 admitted');
  await scanPhoto(single.photo);
  await expect(verdict).toContainText('Already checked in');
  await expect(verdict).toContainText(/Checked in at \d{1,2}:\d\d [AP]M IST on Phone /);
  await page.screenshot({ path: test.info().outputPath('check-in-already.png') });
  expect((await new AxeBuilder({ page }).withTags(wcag).analyze()).violations).toEqual([]);

  // A forged code: one admission more than the ticket says, same signature.
  const [payload, signature] = single.token.split('.');
  const bytes = Buffer.from(payload, 'base64url');
  bytes[33] = 2;
  await scanPhoto(await qrPhoto(`${bytes.toString('base64url')}.${signature}`));
  await expect(verdict).toContainText('Not valid');
  await expect(verdict).toContainText('Do not admit');

  // Undo the last check-in (the single one): it may enter again.
  await page.getByRole('button', { name: /^Undo last check-in \(Arjun Sharma/ }).click();
  await expect(verdict).toContainText('Check-in undone');
  await expect(count).toHaveText(`Checked in ${before + 2} / ${expected}`);
  // Search by name (a ticket left at home): the undone booking is admitted again.
  await page.getByLabel('Search by name, phone or booking id').fill(single.name);
  await page.getByRole('list', { name: 'Matching bookings' }).getByRole('button').click();
  await expect(verdict).toContainText('1 of 1 admitted');
  await expect(count).toHaveText(`Checked in ${before + 3} / ${expected}`);
  await expect(page.getByTestId('waiting')).toHaveText('4 waiting to sync');
  await page.screenshot({ path: test.info().outputPath('check-in-offline.png') });

  // The network returns: the scans sync, the server's figures agree.
  await context.setOffline(false);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await expect(page.getByTestId('waiting')).toHaveText('All scans synced');
  await page.screenshot({ path: test.info().outputPath('check-in-synced.png') });
  const server = await figures(event.id);
  expect(server.checkedIn).toBe(before + 3);
  await expect(count).toHaveText(`Checked in ${before + 3} / ${expected}`);
  expect(server.byDevice.some((entry) => entry.device.startsWith('Phone '))).toBe(true);

  // Installed as an app: the service worker kept the page's files, IndexedDB the event, so the page
  // reopens with no network at all and still decides at the door.
  const manifest = await page.locator('link[rel=manifest]').getAttribute('href');
  expect(manifest).toBe('/admin/check-in.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(count).toHaveText(`Checked in ${before + 3} / ${expected}`);
  // The group's last admission: one left, so it is admitted at once.
  await scanPhoto(group.photo);
  await expect(verdict).toContainText('3 of 3 admitted');
  await expect(page.getByTestId('waiting')).toHaveText('1 waiting to sync');
});

test('an admin signed in to the panel opens the page directly, chooses the event and loads it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    storageState: ADMIN_STATE,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`${adminBase()}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose the event' })).toBeVisible();
  const [event] = await queryDatabase<{ title: string }>('SELECT title FROM events WHERE url_slug = $1', [
    DEMO.freeEvent,
  ]);
  await page.getByRole('button', { name: new RegExp(event.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(page.getByTestId('count')).toHaveText(/^Checked in \d+ \/ \d+$/);
  await expect(page.getByText('Checking in with the admin session.')).toBeVisible();
  await context.close();
});

test('without a link or a session, and with a revoked link, the page says what to do', async ({ page }) => {
  await page.goto(`${adminBase()}/check-in`);
  await expect(page.getByText('Open the check-in link the event staff sent you')).toBeVisible();

  const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
    DEMO.freeEvent,
  ]);
  const link = await adminPost<CheckInLink>('check-in-links', { eventId: event.id, label: 'Revoked gate' });
  const revoked = await fetch(`${stackUrls().api}/api/admin/check-in-links/${link.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${adminToken()}` },
  });
  expect(revoked.status).toBe(200);
  await page.goto(`${adminBase()}/check-in${new URL(link.url).hash}`);
  await expect(page.getByRole('alert')).toContainText('Ask');
  await expect(page.getByRole('alert')).toContainText(/switched off|not valid|expired/);
  // The refused link is forgotten: the next visit asks for a link again.
  await page.goto(`${adminBase()}/check-in`);
  await expect(page.getByText('Open the check-in link the event staff sent you')).toBeVisible();
});
