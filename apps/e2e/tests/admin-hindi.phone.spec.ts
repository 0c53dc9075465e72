import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminBase, adminCredentials, unique } from './admin-helpers';
import { DEMO, queryDatabase } from './site-helpers';
import { stackUrls } from './urls';

/**
 * Staff read the panel in Hindi on a phone: the language menu in the app bar switches the whole panel
 * (react-admin's texts and ours), the choice survives a reload, and English comes back the same way.
 * A fresh browser (no saved state), so the choice starts from English and is this test's own.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Opens the language menu (named after the language in use, in that language) and picks `next`. */
async function chooseLanguage(page: Page, menuName: string, next: string, shot?: string) {
  await page.getByRole('button', { name: menuName, exact: true }).click();
  await expect(page.getByRole('menuitem', { name: next, exact: true })).toBeVisible();
  if (shot) await screenshot(page, shot);
  await page.getByRole('menuitem', { name: next, exact: true }).click();
}

/** A screenshot once the page's fonts are in (the Devanagari font swaps in when it arrives). */
async function screenshot(page: Page, file: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: file });
}

/**
 * The longest unbroken dark line across a screenshot of text, in CSS pixels. Each Devanagari word hangs
 * from one headline (शिरोरेखा) across its letters ('प्रवेश' at 24 px: about 40 px); the empty boxes Chromium
 * draws for letters it has no font for are separate, each some 10 px wide.
 */
async function longestHeadline(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
    let longest = 0;
    for (let y = 0; y < height; y += 1) {
      let run = 0;
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        run = (data[at] + data[at + 1] + data[at + 2]) / 3 < 128 ? run + 1 : 0;
        longest = Math.max(longest, run);
      }
    }
    return longest / window.devicePixelRatio;
  }, png.toString('base64'));
}

test('the admin panel in Hindi: sign in, switch to हिन्दी, events list and form, kept after reload, back to English', async ({
  page,
}, testInfo) => {
  // Signs in, switches twice and reloads twice: more than one default timeout on a shared machine.
  test.slow();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const { email, password } = adminCredentials();
  await page.goto(`${adminBase()}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${adminBase()}/events`);
  await expect(page.getByText('Manage Events').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // English staff never download the Hindi catalogue or its font.
  expect(requested.filter((url) => /\/assets\/hi-|noto-sans-devanagari/.test(url))).toEqual([]);

  await chooseLanguage(page, 'Language: English', 'हिन्दी', testInfo.outputPath('language-menu.png'));
  await expect(page.getByText('आयोजनों का प्रबंधन').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // The self-hosted Devanagari font arrives for the Hindi letters (no empty boxes where a device has none).
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'कार्यक्रम')))
    .toBe(true);
  await expect(page.getByRole('link', { name: 'नया आयोजन जोड़ें' }).first()).toBeVisible();
  await expect(page.getByPlaceholder('शीर्षक से खोजें')).toBeVisible();
  const card = page.getByTestId('record-card').first();
  await expect(card).toBeVisible();
  // react-admin's own words (the row's Edit and Delete) come from the Hindi catalogue too.
  await expect(card.getByRole('link', { name: 'संपादित करें' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'हटाएँ' })).toBeVisible();
  await expect(page.getByText('Manage Events')).toHaveCount(0);
  await screenshot(page, testInfo.outputPath('events-hi.png'));

  // The sidebar, in Hindi.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await expect(page.getByRole('menuitem', { name: 'पंजीकरण' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'प्रतीक्षा सूची' })).toBeAttached();
  await screenshot(page, testInfo.outputPath('menu-hi.png'));
  await page.keyboard.press('Escape');

  await card.getByRole('link', { name: 'संपादित करें' }).click();
  await expect(page.getByText('आयोजन संपादित करें').first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'मूल जानकारी' })).toBeVisible();
  // Exact names: each has its Hindi twin beside it, labelled through the same key ("शीर्षक (हिन्दी)").
  await expect(page.getByRole('textbox', { name: 'शीर्षक', exact: true })).not.toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'शीर्षक (हिन्दी)' })).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('textbox', { name: 'स्थान', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'आयोजन सहेजें' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'रद्द करें' })).toBeVisible();
  await screenshot(page, testInfo.outputPath('event-edit-hi.png'));

  // Remembered: a reload opens the panel in Hindi again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'आयोजन सहेजें' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeVisible();

  await chooseLanguage(page, 'भाषा: हिन्दी', 'English');
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByText('Edit Event').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save Event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
});

/** English words of the screens below that must not be left on them in Hindi (labels, buttons, headings). */
const ENGLISH_LEFT = [
  'Event Registrations',
  'All Status',
  'Cancel booking',
  'Keep it',
  'Export to CSV',
  'Attendee',
  'Dashboard',
  'Upcoming events',
  'All tickets',
  'Recurring gifts',
  'Registrations per day',
  'Revenue per month',
  'Donations by type',
  'Donor',
  'One-time',
  'Pending',
  'No receipt yet',
];

async function expectNoEnglishLeft(page: Page) {
  const text = await page.locator('body').innerText();
  expect(ENGLISH_LEFT.filter((words) => text.includes(words))).toEqual([]);
}

test.describe('the panel in Hindi, signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  test('sessions and an event’s check-in links in हिन्दी: schedules with the Hindi time, "works until" a Hindi long date', async ({
    page,
  }, testInfo) => {
    test.slow();
    await page.goto(`${adminBase()}/sessions`);
    await chooseLanguage(page, 'Language: English', 'हिन्दी');
    const chanting = page.getByTestId('record-card').filter({ hasText: 'Vedic Chanting Circle' });
    await expect(chanting).toContainText('हर मंगलवार, शाम 7:00 बजे (भारतीय समय)');
    await expect(page.locator('main')).not.toContainText(/\b(AM|PM|IST)\b/);
    await screenshot(page, testInfo.outputPath('sessions-hi.png'));

    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.freeEvent,
    ]);
    const label = `द्वार ${unique()}`;
    await page.goto(`${adminBase()}/events/${event.id}`);
    const section = page.getByRole('region', { name: 'प्रवेश (चेक-इन)' });
    await section.getByRole('textbox', { name: 'कौन या कौन-सा द्वार' }).fill(label);
    await section.getByRole('textbox', { name: 'कौन या कौन-सा द्वार' }).press('Enter');
    await expect(section.getByRole('status')).toContainText(/, \d{1,2} \S+ \d{4} के अंत तक।/);
    // At phone width the links are cards (list items), not table rows.
    await expect(section.getByRole('listitem').filter({ hasText: label })).toContainText(
      /\d{1,2} \S+ \d{4} के अंत/,
    );
    await expect(section).not.toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await section.getByRole('listitem').filter({ hasText: label }).scrollIntoViewIfNeeded();
    await screenshot(page, testInfo.outputPath('check-in-links-hi.png'));
  });

  test('an event’s bold check-in count in हिन्दी is drawn in the Devanagari font from its first paint', async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const [event] = await queryDatabase<{ id: string }>('SELECT id FROM events WHERE url_slug = $1', [
      DEMO.freeEvent,
    ]);
    await page.goto(`${adminBase()}/events/${event.id}`);
    await expect(page.getByTestId('check-in-count')).toBeVisible();
    await chooseLanguage(page, 'Language: English', 'हिन्दी');
    const count = page.getByRole('region', { name: 'प्रवेश (चेक-इन)' }).getByTestId('check-in-count');
    // Not polled: Chromium keeps empty boxes for Devanagari drawn before its font arrived, so every weight
    // the panel uses must be in by the time the first Hindi text is on screen, in the same moment.
    const weightsIn = () =>
      page.evaluate(() =>
        ['400', '500', '600'].map((weight) =>
          document.fonts.check(`${weight} 16px "Noto Sans Devanagari"`, 'अ'),
        ),
      );
    await expect(count).toBeVisible();
    expect(await weightsIn()).toEqual([true, true, true]);
    await count.scrollIntoViewIfNeeded();
    const switched = await count.screenshot({ path: testInfo.outputPath('check-in-count-hi.png') });
    expect(await longestHeadline(page, switched)).toBeGreaterThan(24);
    await page.screenshot({ path: testInfo.outputPath('check-in-hi.png') });

    // Opened in Hindi (the choice is remembered) by a browser that has none of the font's files yet.
    const { deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
    const fresh = await browser.newContext({
      storageState: await page.context().storageState(),
      viewport: { width: 390, height: 844 },
      ...{ deviceScaleFactor, isMobile, hasTouch, userAgent },
    });
    try {
      const first = await fresh.newPage();
      await first.goto(`${adminBase()}/events/${event.id}`);
      const freshCount = first.getByRole('region', { name: 'प्रवेश (चेक-इन)' }).getByTestId('check-in-count');
      await expect(freshCount).toBeVisible();
      const weights = await first.evaluate(() =>
        ['400', '500', '600'].map((weight) =>
          document.fonts.check(`${weight} 16px "Noto Sans Devanagari"`, 'अ'),
        ),
      );
      const firstPaint = await freshCount.screenshot({
        path: testInfo.outputPath('check-in-count-hi-first-paint.png'),
      });
      expect(weights).toEqual([true, true, true]);
      // Chromium keeps the empty boxes even once every weight is in (laid out again, they stay): the font
      // must be there before the count is first drawn.
      expect(await longestHeadline(first, firstPaint)).toBeGreaterThan(24);
    } finally {
      await fresh.close();
    }
  });

  test('registrations (filters, a cancel dialog opened and dismissed), the dashboard and a donation in हिन्दी', async ({
    page,
  }, testInfo) => {
    // Three screens, each looked at on a phone and on a desktop.
    test.slow();
    const name = `दानदाता Hindi ${unique()}`;
    const order = await fetch(`${stackUrls().api}/api/create-order`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount: 2100,
        donationType: 'one-time',
        name,
        email: `hindi-${unique()}@example.org`,
        phone: '+91 99887 12345',
        citizenship: 'indian-in-india',
      }),
    });
    expect(order.status).toBe(201);

    await page.goto(`${adminBase()}/registrations`);
    await expect(page.getByText('Event Registrations').first()).toBeVisible();
    await chooseLanguage(page, 'Language: English', 'हिन्दी');
    await expect(page.getByText('आयोजन पंजीकरण').first()).toBeVisible();
    await expect(page.getByPlaceholder('नाम, ई-मेल, फ़ोन या आयोजन से खोजें')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'स्थिति' })).toHaveText('सभी स्थितियाँ');
    await expect(page.getByRole('combobox', { name: 'आयोजन' })).toHaveText('सभी आयोजन');

    // A filter chosen and described in Hindi.
    await page.getByRole('combobox', { name: 'स्थिति' }).click();
    await page.getByRole('option', { name: 'पूर्ण', exact: true }).click();
    const chips = page.getByRole('region', { name: 'लागू फ़िल्टर' });
    await expect(chips.getByTestId('active-filter')).toHaveText(['स्थिति: पूर्ण']);
    const card = page.getByTestId('record-card').first();
    await expect(card).toContainText('पूर्ण');
    await expect(card).toContainText('आयोजन');

    // The cancel dialog of a confirmed booking, in Hindi, dismissed: nothing is cancelled.
    await card.getByRole('button', { name: /की बुकिंग रद्द करें$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'यह बुकिंग रद्द करें?' });
    await expect(dialog).toContainText('यह पूर्ववत नहीं किया जा सकता।');
    await expect(dialog.getByRole('radiogroup', { name: 'धनवापसी' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeVisible();
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('registrations-cancel-hi.png'));
    await dialog.getByRole('button', { name: 'रहने दें' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /की बुकिंग रद्द करें$/ })).toBeVisible();
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('registrations-hi.png'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('columnheader', { name: 'प्रतिभागी' })).toBeVisible();
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('registrations-hi-desktop.png'));

    await page.goto(`${adminBase()}/dashboard`);
    await expect(page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^पंजीकरण, पिछले 30 दिन: \d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'आगामी आयोजन' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'नियमित दान' })).toContainText('प्रति माह');
    await expect(page.getByRole('img', { name: /^प्रतिदिन पूर्ण पंजीकरणों का बार चार्ट/ })).toBeVisible();
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('dashboard-hi-desktop.png'));
    // Back on a phone, loaded afresh: the desktop's open sidebar would otherwise cover the page as a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'प्रति माह आय', level: 2 })).toBeVisible();
    await screenshot(page, testInfo.outputPath('dashboard-hi.png'));

    await page.goto(`${adminBase()}/donations`);
    await page.getByPlaceholder('नाम, ई-मेल या फ़ोन से खोजें').fill(name);
    await expect(page).toHaveURL(/[?&]filter=[^&]*Hindi/);
    const donation = page.getByTestId('record-card').filter({ hasText: name });
    // The search is in the address before the list has its answer: until then the list shows other tests'
    // donors (in English), so the page is read once it shows this donation alone.
    await expect(page.getByTestId('record-card')).toHaveCount(1);
    await expect(donation).toHaveCount(1);
    await expect(donation).toContainText('एकमुश्त');
    await expect(donation).toContainText('लंबित');
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('donations-hi.png'));
    await donation.getByRole('link', { name: 'खोलें' }).click();
    await expect(page.getByText('दानदाता', { exact: true })).toBeVisible();
    await expect(page.getByText('अभी कोई रसीद नहीं')).toBeVisible();
    await expect(page.getByText(name)).toBeVisible();
    await expectNoEnglishLeft(page);
    await screenshot(page, testInfo.outputPath('donation-hi.png'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByText('अभी कोई रसीद नहीं')).toBeVisible();
    await screenshot(page, testInfo.outputPath('donation-hi-desktop.png'));
  });
});
