import { readFile } from 'node:fs/promises';
import { expect, test } from './test';
import { DEMO, queryDatabase, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

// An attendee downloads and erases their data from the booking page (docs/privacy.md "Rights"), in
// English at /bookings/{token} and in Hindi at /hi/bookings/{token}.

const TEXTS = {
  en: {
    path: '',
    section: 'Your data',
    see: 'See my data',
    download: 'Download my data (JSON)',
    registrations: 'Registrations (1)',
    erase: 'Erase my data',
    dialog: 'Erase your data?',
    confirm: 'Yes, erase my data',
    erased: 'Your data is erased',
    keptNone: 'We keep nothing else about you.',
  },
  hi: {
    path: '/hi',
    section: 'आपका डेटा',
    see: 'मेरा डेटा देखें',
    download: 'मेरा डेटा डाउनलोड करें (JSON)',
    registrations: 'पंजीकरण (1)',
    erase: 'मेरा डेटा मिटाएँ',
    dialog: 'अपना डेटा मिटाएँ?',
    confirm: 'हाँ, मेरा डेटा मिटाएँ',
    erased: 'आपका डेटा मिटा दिया गया',
    keptNone: 'हम आपके बारे में और कुछ नहीं रखते।',
  },
} as const;

for (const locale of ['en', 'hi'] as const) {
  test(`an attendee sees, downloads and erases their data from the booking page (${locale})`, async ({
    page,
  }) => {
    const t = TEXTS[locale];
    const email = `rights.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.org`;
    const created = await page.request.post(`${stackUrls().api}/api/registrations`, {
      data: {
        eventSlug: DEMO.freeEvent,
        numberOfTickets: 1,
        name: 'Lakshmi Pillai',
        email,
        phone: '+91 98000 55566',
        address: '9 Temple Street, Madurai',
        locale,
      },
    });
    expect(created.status()).toBe(201);
    const { accessToken, registration } = (await created.json()) as {
      accessToken: string;
      registration: { id: string };
    };
    await page.goto(siteUrl(`${t.path}/bookings/${accessToken}`));
    const section = page.getByRole('region', { name: t.section });
    await expect(section).toContainText(email);

    // The readable view: the booking with the person's own details.
    await section.getByRole('button', { name: t.see }).click();
    const view = section.getByRole('region', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(view).toContainText(t.registrations);
    await expect(view).toContainText('Lakshmi Pillai');
    await expect(view).toContainText('9 Temple Street, Madurai');

    // The same as a JSON file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: t.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      email: string;
      registrations: { id: string; name: string; phone: string }[];
    };
    expect(file.email).toBe(email);
    expect(file.registrations).toEqual([
      expect.objectContaining({ id: registration.id, name: 'Lakshmi Pillai', phone: '+91 98000 55566' }),
    ]);

    // Erase, after a confirmation; then a clear page of what was kept (nothing: no gift).
    await section.getByRole('button', { name: t.erase }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.erased })).toBeVisible();
    await expect(page.getByText(t.keptNone)).toBeVisible();

    const rows = await queryDatabase<{
      name: string;
      email: string;
      phone: string;
      number_of_tickets: number;
    }>('SELECT name, email, phone, number_of_tickets FROM event_registrations WHERE id = $1', [
      registration.id,
    ]);
    expect(rows).toEqual([
      { name: 'Erased', email: `erased-${registration.id}@erased.invalid`, phone: '', number_of_tickets: 1 },
    ]);
  });
}
