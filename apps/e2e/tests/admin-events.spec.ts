import { expect, test, type Page } from './test';
import { ADMIN_STATE, adminApi, adminBase, expectToast, pngFile, unique } from './admin-helpers';
import { stackUrls } from './urls';

test.use({ storageState: ADMIN_STATE });

const run = unique();
const TITLE = `E2E Kirtan Retreat ${run}`;
const SLUG = `e2e-kirtan-retreat-${run}`;

interface AdminEvent {
  id: string;
  title: string;
  urlSlug: string;
  location: string;
  imageUrl: string | null;
  gallery: { imageUrl: string; caption?: string }[];
  ticketTypes: { id: string; name: string; price: number; availableQuantity: number | null }[];
}

async function openNewEvent(page: Page) {
  await page.goto(`${adminBase()}/events`);
  await page.getByRole('link', { name: 'Add New Event' }).first().click();
  await expect(page).toHaveURL(`${adminBase()}/events/create`);
  await expect(page.getByText('Add New Event').first()).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function fillBasics(
  page: Page,
  values: { title: string; location: string; start: string; end: string },
) {
  await field(page, 'Title').fill(values.title);
  await field(page, 'Start Date').fill(values.start);
  await field(page, 'End Date').fill(values.end);
  await field(page, 'Location').fill(values.location);
}

async function addTicketType(page: Page, index: number, name: string, price: string, quantity?: string) {
  await page.getByRole('button', { name: 'Add ticket type' }).click();
  await page.getByRole('textbox', { name: 'Ticket name', exact: true }).nth(index).fill(name);
  await page.getByRole('spinbutton', { name: 'Ticket price (₹)' }).nth(index).fill(price);
  if (quantity) await page.getByRole('spinbutton', { name: 'Quantity' }).nth(index).fill(quantity);
}

async function writeDescription(page: Page, text: string) {
  await tab(page, 'Details').click();
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type(text);
}

async function uploadCover(page: Page, name = 'cover.png') {
  await tab(page, 'Media & FAQ').click();
  await page.getByTestId('file-imageUrl').setInputFiles(pngFile(name, [230, 120, 30]));
  await expect(page.getByRole('img', { name: 'Cover Image preview' })).toBeVisible();
}

test.describe.serial('Manage Events', () => {
  test('the list shows the documented columns and the seeded events', async ({ page }) => {
    await page.goto(`${adminBase()}/events`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(
      (await page.locator('thead th').allInnerTexts()).map((text) => text.trim()).filter(Boolean),
    ).toEqual(['TITLE', 'DATE RANGE', 'LOCATION', 'PRICE', 'EVENT TYPE', 'STATUS', 'ACTIONS']);
    await expect(
      page.getByRole('row').filter({ hasText: 'Raja Yoga Residential Retreat in Rishikesh' }),
    ).toBeVisible();
    await page.getByPlaceholder('Search by title').fill(`no such event ${run}`);
    await expect(page.getByText('No events found')).toBeVisible();
  });

  test('each required field shows the documented message at the field', async ({ page }) => {
    await openNewEvent(page);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expect(page.getByText('Event title is required')).toBeVisible();
    await expect(page.getByText('URL slug is required')).toBeVisible();
    await expect(page.getByText('Start and end dates are required')).toBeVisible();
    await expect(page.getByText('Location is required')).toBeVisible();
    await expect(page.getByText('Paid events must have at least one ticket type')).toBeVisible();
    await tab(page, 'Details').click();
    await expect(page.getByText('Description is required')).toBeVisible();
    await tab(page, 'Media & FAQ').click();
    await expect(page.getByText('Event image is required')).toBeVisible();
    await tab(page, 'Basic Info').click();
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expect(
      page.getByText('All ticket types must have a valid name and non-negative price'),
    ).toBeVisible();
    await expect(page).toHaveURL(`${adminBase()}/events/create`);
  });

  test('the end date refuses a day before the start at once, with the toast “Invalid Date Range”', async ({
    page,
  }) => {
    await openNewEvent(page);
    await field(page, 'Start Date').fill('10/03/2031');
    await field(page, 'End Date').fill('05/03/2031');
    await expectToast(page, 'Invalid Date Range');
    await expectToast(page, 'End date cannot be before start date');
    await expect(field(page, 'End Date')).toHaveValue('');
    await field(page, 'End Date').fill('12/03/2031');
    await expect(field(page, 'End Date')).toHaveValue('12/03/2031');
  });

  test('a start date moved after the end date says “End date cannot be before start date” at the end date', async ({
    page,
  }) => {
    await openNewEvent(page);
    await field(page, 'Start Date').fill('10/03/2031');
    await field(page, 'End Date').fill('12/03/2031');
    await field(page, 'Start Date').fill('20/03/2031');
    await expect(page.getByText('End date cannot be before start date')).toBeVisible();
    await page.getByRole('button', { name: 'Save Event' }).click();
    // The form's message, not the browser's validation bubble: the field is not invalid to the browser.
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(true);
    await expect(page.getByText('End date cannot be before start date')).toBeVisible();
    await field(page, 'End Date').fill('22/03/2031');
    await expect(page.getByText('End date cannot be before start date')).toHaveCount(0);
  });

  test('messages go as soon as the field is fixed, after the first save attempt', async ({ page }) => {
    await openNewEvent(page);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expect(page.getByText('Event title is required')).toBeVisible();
    await expect(page.getByText('URL slug is required')).toBeVisible();
    // The title fills the slug: both messages go at once.
    await field(page, 'Title').fill('Guru Purnima Satsang');
    await expect(field(page, 'URL Slug')).toHaveValue('guru-purnima-satsang');
    await expect(page.getByText('Event title is required')).toHaveCount(0);
    await expect(page.getByText('URL slug is required')).toHaveCount(0);
    await expect(page.getByText('Location is required')).toBeVisible();
    await field(page, 'Location').fill('Rishikesh');
    await expect(page.getByText('Location is required')).toHaveCount(0);
    // The ticket types' message goes when the ticket type gets its name and price.
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await expect(
      page.getByText('All ticket types must have a valid name and non-negative price'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Ticket name', exact: true }).first().fill('General');
    await page.getByRole('spinbutton', { name: 'Ticket price (₹)' }).first().fill('500');
    await expect(
      page.getByText('All ticket types must have a valid name and non-negative price'),
    ).toHaveCount(0);
  });

  test('dates are typed and shown as dd/mm/yyyy in a US-English browser too', async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN_STATE, locale: 'en-US' });
    const page = await context.newPage();
    await openNewEvent(page);
    await field(page, 'Start Date').fill('5/1/2031');
    await field(page, 'Start Date').blur();
    await expect(field(page, 'Start Date')).toHaveValue('05/01/2031');
    await expect(field(page, 'Start Date')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await field(page, 'End Date').fill('31/02/2031');
    await expect(page.getByText('Enter the date as dd/mm/yyyy')).toBeVisible();
    await field(page, 'End Date').fill('07/01/2031');
    await expect(page.getByText('Enter the date as dd/mm/yyyy')).toHaveCount(0);
    await context.close();
  });

  test('required fields are marked before any save', async ({ page }) => {
    await openNewEvent(page);
    for (const name of ['Title', 'URL Slug', 'Start Date', 'End Date', 'Location']) {
      await expect(page.locator('label').filter({ hasText: new RegExp(`^${name}\\s*\\*$`) })).toBeVisible();
    }
  });

  test('the remove and reorder buttons of ticket types show without hovering', async ({ page }) => {
    await openNewEvent(page);
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    await page.mouse.move(0, 0);
    // Remove and reorder were shown on hover only: touch screens never saw them.
    await expect(page.getByRole('button', { name: 'Remove' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move down' }).first()).toBeVisible();
  });

  test('images are checked before upload: JPEG or PNG only, at most 5 MB', async ({ page }) => {
    await openNewEvent(page);
    await tab(page, 'Media & FAQ').click();
    await page
      .getByTestId('file-imageUrl')
      .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(
      page.getByTestId('image-input-imageUrl').getByText('Only JPEG and PNG images are allowed'),
    ).toBeVisible();
    await page.getByTestId('file-imageUrl').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(
      page.getByTestId('image-input-imageUrl').getByText('Image size must be less than 5MB'),
    ).toBeVisible();
  });

  test('a text file renamed .jpg gets one message, the field’s and the toast’s: the documented', async ({
    page,
  }) => {
    await openNewEvent(page);
    await tab(page, 'Media & FAQ').click();
    await page
      .getByTestId('file-imageUrl')
      .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just some text\n') });
    await expect(
      page.getByTestId('image-input-imageUrl').getByText('Only JPEG and PNG images are allowed'),
    ).toBeVisible();
    await expectToast(page, 'Only JPEG and PNG images are allowed');
    await expect(page.getByTestId('toast').filter({ hasText: 'Failed to upload image' })).toHaveCount(0);
  });

  test('every refused gallery file stays listed with its reason', async ({ page }) => {
    await openNewEvent(page);
    await tab(page, 'Media & FAQ').click();
    await page.getByTestId('files-gallery').setInputFiles([
      { name: 'one.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
      { name: 'two.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') },
    ]);
    const refusals = page.getByTestId('gallery-refusal');
    await expect(refusals).toHaveCount(2);
    await expect(refusals.nth(0)).toContainText('one.gif: Only JPEG and PNG images are allowed');
    await expect(refusals.nth(1)).toContainText('two.bmp: Only JPEG and PNG images are allowed');
  });

  test('a paid event with two ticket types, a cover and gallery images appears on the public site', async ({
    page,
    request,
  }) => {
    // Uploads and re-encodes a cover and gallery images, then checks the public site: a long walk.
    test.slow();
    await openNewEvent(page);
    await fillBasics(page, {
      title: TITLE,
      location: 'Tapovan, Rishikesh',
      start: '10/03/2031',
      end: '12/03/2031',
    });
    await expect(field(page, 'URL Slug')).toHaveValue(SLUG);
    await expect(page.getByText('Use lowercase letters, numbers and hyphens.')).toBeVisible();
    await addTicketType(page, 0, 'Shared Room', '4500', '20');
    await addTicketType(page, 1, 'Private Room', '9000', '5');
    await writeDescription(page, 'Three days of kirtan by the Ganga.');
    await page.getByRole('button', { name: 'Add feature' }).click();
    await page.getByRole('textbox', { name: 'Feature 1' }).fill('Morning kirtan');

    // The cover goes up on a slow connection so that the progress bar can be seen.
    await tab(page, 'Media & FAQ').click();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await page.getByTestId('file-imageUrl').setInputFiles({ ...pngFile('cover.png', [230, 120, 30], true) });
    await expect(page.getByRole('progressbar', { name: 'Uploading cover image' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cover Image preview' })).toBeVisible({ timeout: 20_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await page
      .getByTestId('files-gallery')
      .setInputFiles([pngFile('ganga.png', [40, 120, 220]), pngFile('aarti.png', [220, 60, 60])]);
    await expect(page.getByTestId('gallery-item')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Caption for image 1' }).fill('Ganga at dawn');
    await page.getByRole('textbox', { name: 'Caption for image 2' }).fill('Evening aarti');
    await page.getByRole('button', { name: 'Add FAQ' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('What should I bring?');
    await page.getByRole('textbox', { name: 'Answer' }).fill('A shawl.');

    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event created successfully');
    await expect(page).toHaveURL(`${adminBase()}/events`);
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toContainText('From ₹4,500');

    const { api, site } = stackUrls();
    const published = await (await request.get(`${api}/api/events/${SLUG}`)).json();
    expect(published).toMatchObject({
      title: TITLE,
      location: 'Tapovan, Rishikesh',
      startDate: '2031-03-10',
      endDate: '2031-03-12',
      isPaid: true,
      features: ['Morning kirtan'],
      faqs: [{ question: 'What should I bring?', answer: 'A shawl.' }],
    });
    expect(published.imageUrl).toMatch(/^\/uploads\/|^https?:/);
    expect(published.gallery.map((item: { caption: string }) => item.caption)).toEqual([
      'Ganga at dawn',
      'Evening aarti',
    ]);
    expect(
      published.ticketTypes.map((type: { name: string; price: number }) => [type.name, type.price]),
    ).toEqual([
      ['Shared Room', 4500],
      ['Private Room', 9000],
    ]);
    const cover = await request.get(`${api}${published.imageUrl}`);
    expect(cover.status()).toBe(200);

    // The site's events list shows it, and its page carries the ticket types.
    await page.goto(`${site}/events`);
    await expect(page.getByText(TITLE, { exact: true })).toBeVisible();
    await page.goto(`${site}/events/${SLUG}`);
    await expect(page.getByRole('heading', { name: TITLE })).toBeVisible();
  });

  test('editing changes the event', async ({ page, request }) => {
    await page.goto(`${adminBase()}/events`);
    await page.getByRole('row').filter({ hasText: TITLE }).getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByText('Edit Event').first()).toBeVisible();
    await expect(field(page, 'URL Slug')).toHaveValue(SLUG);
    await field(page, 'Location').fill('Parmarth Niketan, Rishikesh');
    await field(page, 'Title').fill(`${TITLE} (edited)`);
    await expect(field(page, 'URL Slug')).toHaveValue(SLUG); // a stored slug never follows the title
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event updated successfully');
    const published = await (await request.get(`${stackUrls().api}/api/events/${SLUG}`)).json();
    expect(published.location).toBe('Parmarth Niketan, Rishikesh');
    expect(published.title).toBe(`${TITLE} (edited)`);
    expect(published.ticketTypes).toHaveLength(2);
  });

  test('Duplicate opens an unsaved copy with “-copy” and the ticket types, saved as a new event', async ({
    page,
  }) => {
    const [original] = await adminApi<AdminEvent[]>(
      `events?filter=${encodeURIComponent(JSON.stringify({ q: run }))}`,
    );
    await page.goto(`${adminBase()}/events`);
    await page
      .getByRole('row')
      .filter({ hasText: TITLE })
      .getByRole('link', { name: /Duplicate/ })
      .click();
    await expect(page).toHaveURL(`${adminBase()}/events/create`);
    await expect(page.getByText('Add New Event').first()).toBeVisible();
    await expect(field(page, 'URL Slug')).toHaveValue(`${SLUG}-copy`);
    await expect(page.getByRole('textbox', { name: 'Ticket name', exact: true })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: 'Ticket name', exact: true }).first()).toHaveValue(
      'Shared Room',
    );
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'Event created successfully');

    const events = await adminApi<AdminEvent[]>(
      `events?filter=${encodeURIComponent(JSON.stringify({ q: run }))}`,
    );
    const copy = events.find((event) => event.urlSlug === `${SLUG}-copy`)!;
    expect(copy.id).not.toBe(original.id);
    expect(copy.ticketTypes.map((type) => type.name)).toEqual(['Shared Room', 'Private Room']);
    expect(copy.ticketTypes.map((type) => type.id)).not.toEqual(original.ticketTypes.map((type) => type.id));
    expect(copy.gallery).toEqual(original.gallery);
  });

  test('a slug already used by another event is refused at the slug field', async ({ page }) => {
    await openNewEvent(page);
    await fillBasics(page, {
      title: `Another ${run}`,
      location: 'Haridwar',
      start: '01/04/2031',
      end: '01/04/2031',
    });
    await field(page, 'URL Slug').fill(SLUG);
    await page
      .getByRole('switch', { name: 'Paid event' })
      .or(page.getByLabel('Paid event'))
      .first()
      .uncheck();
    await writeDescription(page, 'A free satsang.');
    await uploadCover(page);
    await page.getByRole('button', { name: 'Save Event' }).click();
    await expectToast(page, 'URL slug is already in use');
    await tab(page, 'Basic Info').click();
    await expect(page.getByText('URL slug is already in use').first()).toBeVisible();
    await expect(page).toHaveURL(`${adminBase()}/events/create`);
  });

  test('turning “Paid event” off resets the price and clears the ticket types', async ({ page }) => {
    await openNewEvent(page);
    await page.getByRole('spinbutton', { name: 'Price (₹)' }).fill('500');
    await addTicketType(page, 0, 'General', '500');
    await page.getByLabel('Paid event').uncheck();
    await expect(page.getByRole('heading', { name: 'Ticket Types' })).toBeHidden();
    await page.getByLabel('Paid event').check();
    await expect(page.getByRole('spinbutton', { name: 'Price (₹)' })).toHaveValue('0');
    await expect(page.getByRole('textbox', { name: 'Ticket name', exact: true })).toHaveCount(0);
  });

  test('an event with registrations cannot be deleted: the server says why', async ({ page }) => {
    await page.goto(`${adminBase()}/events`);
    const row = page.getByRole('row').filter({ hasText: 'Raja Yoga Residential Retreat in Rishikesh' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, /registrations/i);
    await expect(row).toBeVisible();
  });

  test('an event without registrations is deleted after confirmation', async ({ page }) => {
    // The event and its copy (both without registrations).
    await page.goto(`${adminBase()}/events`);
    await page.getByPlaceholder('Search by title').fill(run);
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(2);
    await page
      .getByRole('row')
      .filter({ hasText: TITLE })
      .last()
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Are you sure you want to delete this event?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(page, 'Event deleted successfully');
    await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(1);
  });
});
