import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './test';
import { DEMO, queryDatabase, siteUrl } from './site-helpers';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('a visitor reads the site in Hindi: /hi home → events → an event page, each in Hindi and axe clean', async ({
  page,
}) => {
  // Three pages, each with an axe scan: slow on the shared test machine.
  test.slow();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });

  await page.goto(siteUrl('/hi'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'हमारा ध्येय' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const toggle = page.getByRole('button', { name: 'मेन्यू' });
  await toggle.click();
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await nav.getByRole('link', { name: 'आयोजन', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/hi/events'));
  await expect(page.getByRole('heading', { name: 'आगामी आयोजन', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('आगामी आयोजन | Yoga Foundation');
  expect(await seriousViolations(page)).toEqual([]);

  // The event's link keeps the language.
  await page.locator(`a[href="/hi/events/${DEMO.paidEvent}"]`).first().click();
  await expect(page).toHaveURL(siteUrl(`/hi/events/${DEMO.paidEvent}`));
  await expect(page.getByText('तिथियाँ')).toBeVisible();
  await expect(page.getByText('स्थान', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await seriousViolations(page)).toEqual([]);
  // The Devanagari font is loaded on Hindi pages.
  expect(fonts.some((url) => url.includes('noto-sans-devanagari'))).toBe(true);

  // The switch, in the menu, leads to the same page in English.
  await page.getByRole('button', { name: 'मेन्यू' }).click();
  const english = page.getByRole('link', { name: 'English' });
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(page).toHaveURL(siteUrl(`/events/${DEMO.paidEvent}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Dates', { exact: true })).toBeVisible();
});

// The phone size the product's screens are reviewed at (the project's Pixel 7 is a little wider).
test.describe('at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a visitor registers, gives and writes to the foundation in Hindi: a free event to its receipt, a one-time gift to its thank-you, a message', async ({
    page,
  }) => {
    // Five screens, each with an axe scan, through the sandbox payment: slow on the shared test machine.
    test.slow();
    const email = `hindi-${Date.now()}@example.org`;
    // Screenshots of each Hindi screen beside the test's results, for a person to look at.
    const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

    // Registration for a free event, from its Hindi page to the receipt.
    await page.goto(siteUrl(`/hi/events/${DEMO.freeEvent}`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('button', { name: 'पंजीकरण करें' }).click();
    const form = page.getByRole('dialog', { name: 'इस आयोजन के लिए पंजीकरण करें' });
    await expect(form).toBeVisible();
    await expect(form.getByText('रविवार सत्संग और निर्देशित ध्यान')).toBeVisible();
    await form.getByLabel('नाम', { exact: true }).fill('आशा वर्मा');
    await form.getByLabel('ई-मेल').fill(email);
    await form.getByLabel('फ़ोन').fill('+91 98765 43210');
    await form.getByLabel('पता').fill('12 एमजी रोड, पुणे 411001');
    await expect(form.getByText('एक पंजीकरण में अधिकतम 10 टिकट।')).toBeVisible();
    await shot('hindi-registration-form');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'पंजीकरण पूरा करें' }).click();

    const result = page.getByRole('dialog', { name: 'बुकिंग सफल रही' });
    await expect(result).toBeVisible();
    const receipt = result.locator('#booking-receipt');
    for (const label of ['बुकिंग संख्या', 'दिनांक', 'आयोजन की तिथियाँ', 'स्थान', 'टिकट का प्रकार']) {
      await expect(receipt.getByText(label, { exact: true })).toBeVisible();
    }
    // The event's title and place in Hindi: the page's event (its Hindi twins), not the receipt's English.
    await expect(receipt).toContainText('रविवार सत्संग और निर्देशित ध्यान');
    await expect(receipt).toContainText('इंडिया इंटरनेशनल सेंटर');
    await expect(receipt).toContainText('आशा वर्मा');
    await expect(receipt).toContainText('उपलब्ध नहीं');
    await expect(result.getByRole('button', { name: 'रसीद प्रिंट करें' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'अपनी बुकिंग देखें' })).toBeVisible();
    // The time of the booking, on the event page, in the one Hindi style: no Latin am/pm.
    const bookedAt = receipt.locator('div', { has: page.getByText('दिनांक', { exact: true }) }).locator('dd');
    await expect(bookedAt).toHaveText(
      /^\d{1,2} \S+ \d{4}, (सुबह|दोपहर|शाम|रात) \d{1,2}:\d{2} बजे \(भारतीय समय\)$/,
    );
    await shot('hindi-receipt');
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await queryDatabase('SELECT payment_status FROM event_registrations WHERE email = $1', [email]),
    ).toEqual([{ payment_status: 'completed' }]);

    // Its booking page says until when it can be cancelled, with the Hindi time and zone.
    await result.getByRole('link', { name: 'अपनी बुकिंग देखें' }).click();
    const cancelSection = page.getByRole('region', { name: 'बुकिंग रद्द करें' });
    await expect(cancelSection).toContainText(/ को सुबह 9:00 बजे \(भारतीय समय\) तक रद्द कर सकते हैं।/);
    await expect(cancelSection).not.toContainText(/India time|\bAM\b|\bPM\b/);
    await cancelSection.scrollIntoViewIfNeeded();
    await shot('hindi-booking');

    // A one-time gift on the Hindi Contribute page, through the sandbox, to its thank-you.
    await page.goto(siteUrl('/hi/contribute'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'योगदान', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'कर लाभ' })).toBeVisible();
    await page.getByRole('radio', { name: 'एक बार' }).check();
    await page.getByLabel('पूरा नाम', { exact: true }).fill('आशा वर्मा');
    await page.getByLabel('ई-मेल', { exact: true }).fill(email);
    await page.getByLabel('फ़ोन', { exact: true }).fill('+91 98765 43210');
    await shot('hindi-contribute');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '₹1,000 (एक बार) दान करें' }).click();
    const sandbox = page.getByRole('dialog', { name: 'सैंडबॉक्स भुगतान' });
    await expect(sandbox).toContainText('₹1,000');
    await sandbox.getByRole('button', { name: 'भुगतान करें', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'धन्यवाद!' })).toBeVisible();
    await expect(page.getByText('आपका ₹1,000 का दान प्राप्त हुआ। धन्यवाद।')).toBeVisible();
    await shot('hindi-contribute-thanks');
    expect(await seriousViolations(page)).toEqual([]);

    // A message through the Hindi contact page.
    await page.goto(siteUrl('/hi/contact'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByLabel('पूरा नाम', { exact: true }).fill('आशा वर्मा');
    await page.getByLabel('WhatsApp नंबर').fill('+91 98765 43210');
    const message = `कृपया सत्संग के बारे में बताएँ ${Date.now()}`;
    await page.getByLabel('संदेश', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'धन्यवाद, आशा वर्मा!' })).toBeVisible();
    await shot('hindi-contact');
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await queryDatabase('SELECT full_name FROM contact_messages WHERE message = $1', [message]),
    ).toEqual([{ full_name: 'आशा वर्मा' }]);
  });

  test('a value the browser lets through but the API refuses comes back under its field in Hindi', async ({
    page,
  }) => {
    // 'asha@example' passes the browser's e-mail check (no dot needed) but not the API's.
    const email = `asha-${Date.now()}@example`;
    await page.goto(siteUrl(`/hi/events/${DEMO.freeEvent}`));
    await page.getByRole('button', { name: 'पंजीकरण करें' }).click();
    const form = page.getByRole('dialog', { name: 'इस आयोजन के लिए पंजीकरण करें' });
    await form.getByLabel('नाम', { exact: true }).fill('आशा वर्मा');
    await form.getByLabel('ई-मेल').fill(email);
    await form.getByLabel('फ़ोन').fill('+91 98765 43210');
    await form.getByLabel('पता').fill('12 एमजी रोड, पुणे 411001');
    await form.getByRole('button', { name: 'पंजीकरण पूरा करें' }).click();

    // The API's own Hindi, as it sent it, tied to the field for screen readers.
    const field = form.getByLabel('ई-मेल');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('कृपया मान्य ई-मेल पता लिखें');
    await page.screenshot({ path: test.info().outputPath('hindi-api-field-message.png') });
    expect(await seriousViolations(page)).toEqual([]);
    expect(
      await queryDatabase('SELECT count(*)::int AS n FROM event_registrations WHERE email = $1', [email]),
    ).toEqual([{ n: 0 }]);

    // Corrected, the booking goes through; its page says what cancelling gives in the API's Hindi.
    await field.fill(`${email}.org`);
    await form.getByRole('button', { name: 'पंजीकरण पूरा करें' }).click();
    await page
      .getByRole('dialog', { name: 'बुकिंग सफल रही' })
      .getByRole('link', { name: 'अपनी बुकिंग देखें' })
      .click();
    await expect(page).toHaveURL(/\/hi\/bookings\//);
    await expect(page.getByText(/(तक रद्द कर सकते हैं|रद्द नहीं की जा सकती)/)).toBeVisible();
    await expect(page.getByText(/You can cancel|cannot be cancelled/)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('hindi-booking-page.png'), fullPage: true });
  });
});

test.describe('sessions at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Hindi sessions page says when each session meets in Hindi, with the Hindi time and zone', async ({
    page,
  }) => {
    await page.goto(siteUrl('/hi/sessions'));
    const chanting = page.locator('article', {
      has: page.getByRole('heading', { name: 'वैदिक मंत्रोच्चार मंडली' }),
    });
    await expect(chanting).toContainText('हर मंगलवार, शाम 7:00 बजे (भारतीय समय)');
    await expect(page.getByRole('main')).not.toContainText(/\b(AM|PM|IST)\b/);
    await page.screenshot({ path: test.info().outputPath('hindi-sessions.png') });
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the Hindi page’s head: its own title, description and alternates in both languages', async ({
  request,
}) => {
  const html = await (await request.get(siteUrl(`/hi/events/${DEMO.paidEvent}`))).text();
  expect(html).toContain('<html lang="hi">');
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*/events/${DEMO.paidEvent}" />`),
  );
  expect(html).toMatch(
    new RegExp(`<link rel="alternate" hreflang="hi" href="[^"]*/hi/events/${DEMO.paidEvent}" />`),
  );
  expect(html).toMatch(/<title>[^<]* \| Yoga Foundation<\/title>/);
  expect(html).toContain('<meta property="og:locale" content="hi_IN" />');
});

test('English pages never load the Devanagari font; the switch offers हिन्दी and the choice is remembered', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto(siteUrl('/events'));
  await expect(page.getByRole('heading', { name: 'Upcoming Events', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('button', { name: 'Menu' }).click();
  const hindi = page.getByRole('link', { name: 'हिन्दी' });
  await expect(hindi).toHaveAttribute('lang', 'hi');
  await hindi.click();
  await expect(page).toHaveURL(siteUrl('/hi/events'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  // Back at an English address, the page stays English and offers Hindi.
  await page.goto(siteUrl('/contact'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'यह पृष्ठ हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/contact');
});
