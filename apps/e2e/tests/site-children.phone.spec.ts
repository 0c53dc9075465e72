import { randomUUID } from 'node:crypto';
import { expect, expectNoSidewaysScroll, test } from './test';
import { openRegistration, queryDatabase } from './site-helpers';

/** A date `days` from today (UTC calendar), as the events table stores it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A free event for children, made in the database for this test (a new slug: no cached page). */
async function childrensEvent() {
  const slug = `bal-yoga-e2e-${randomUUID().slice(0, 8)}`;
  await queryDatabase(
    `INSERT INTO events (title, url_slug, description, location, start_date, end_date, is_paid, price, event_type,
                         is_active, for_children)
     VALUES ('Bal Yoga Camp', $1, '<p>Yoga and stories for children.</p>', 'Mysuru', $2, $3, false, 0, 'offline',
             true, true)`,
    [slug, inDays(40), inDays(41)],
  );
  return slug;
}

// docs/privacy.md "Children": on a phone, the registration form of an event for children asks for a parent's
// or guardian's name and an unticked consent, and books only with both.
test('on a phone: a child’s booking asks for the parent or guardian and their consent', async ({ page }) => {
  const slug = await childrensEvent();
  const email = `parent.${Date.now()}@example.org`;
  await page.setViewportSize({ width: 390, height: 844 });
  const form = await openRegistration(page, slug);
  await expect(form.getByText('This event is for children.', { exact: false })).toBeVisible();
  await form.getByLabel('Name', { exact: true }).fill('Aarav Rao');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+91 98450 12345');
  await form.getByLabel('Address').fill('7 Temple Road, Mysuru');
  await form.getByLabel("Parent's or guardian's name").fill('Sunita Rao');
  const consent = form.getByRole('checkbox', { name: /parent or lawful guardian/ });
  await expect(consent).not.toBeChecked();
  await expectNoSidewaysScroll(page, 'the registration form');

  // Without the consent the form does not go.
  await form.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(form).toBeVisible();
  expect(await queryDatabase('SELECT 1 FROM event_registrations WHERE email = $1', [email])).toEqual([]);

  await consent.check();
  await form.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Successful' })).toBeVisible();
  const rows = await queryDatabase<{ guardian_name: string; consented: boolean }>(
    `SELECT guardian_name, guardian_consent_at IS NOT NULL AS consented FROM event_registrations WHERE email = $1`,
    [email],
  );
  expect(rows).toEqual([{ guardian_name: 'Sunita Rao', consented: true }]);
});
