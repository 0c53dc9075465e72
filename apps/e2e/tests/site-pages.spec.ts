import { taxRegimeAt } from '@foundation/shared';
import { expect, test } from './test';
import { DEMO, scrollToFooter, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/** Every route of docs/product.md §2 with texts it must show (quoted documented texts exactly). */
const ROUTES: { path: string; title: RegExp; texts: string[] }[] = [
  {
    path: '/',
    title: /Yoga Foundation/,
    texts: [
      'Spiritual Education',
      'Our Mission',
      'Areas of Work',
      'Environmental Conservation',
      'Cultural Preservation',
      'Our Impact',
      'Start Learning',
      'Make a Donation',
    ],
  },
  {
    path: '/yogayan',
    title: /^Yogayan/,
    texts: [
      'Featured Courses',
      'Special Series',
      'Sunday Sessions',
      'Thursday Sessions',
      'Featured Sessions',
      'Online Raja Yoga Foundation Course',
    ],
  },
  {
    path: '/ritambhara',
    title: /^Ritambhara/,
    texts: [
      'Research Areas',
      'Workshops and Seminars 1998-2019',
      'Published Research Papers',
      'Digital Library',
    ],
  },
  {
    path: '/vishranti',
    title: /^Vishranti/,
    texts: ['₹25,000', '₹45,000', '₹35,000', 'Regular Programs', 'Videos'],
  },
  {
    path: '/yogamitra',
    title: /^Yogamitra/,
    texts: ['4 hours per week', '6 hours per week', '2-3 hours per week', 'Flexible', 'Recent Updates'],
  },
  {
    path: '/community-programs',
    title: /^Community Programs/,
    texts: ['Community Programs', 'Annadaan: Daily Meals at the Ghats of Varanasi'],
  },
  {
    path: `/community-programs/${DEMO.program}`,
    title: /^Annadaan/,
    texts: ['Back to Programs', 'Contribute Now', 'Gallery'],
  },
  { path: '/events', title: /^Upcoming Events/, texts: ['Upcoming Events', 'Free Entry', 'View Details'] },
  {
    path: `/events/${DEMO.paidEvent}`,
    title: /^Raja Yoga Residential Retreat/,
    texts: [
      'Register Now',
      'About This Event',
      'What to Expect',
      'Benefits',
      "What's Included",
      "What's Not Included",
      'Daily Schedule',
      'Gallery',
      'Frequently Asked Questions',
      'Cancellation Policy',
    ],
  },
  {
    path: '/registration-success',
    title: /^Registration Successful/,
    texts: ['Registration Successful', 'A confirmation e-mail has been sent'],
  },
  { path: '/booking-success', title: /^Booking Successful/, texts: ['Booking Successful', 'Return to Home'] },
  {
    path: '/booking-failure',
    title: /^Booking Failed/,
    texts: ['Booking Failed', 'Try Again', 'Return to Home'],
  },
  {
    path: '/sessions',
    title: /^Sessions/,
    texts: ['Ongoing Sessions', 'Archived Sessions', 'Session Calendar', 'Join Session'],
  },
  {
    path: '/contribute',
    title: /^Contribute/,
    texts: [
      'Monthly',
      'Yearly',
      'One-time',
      '₹500',
      '₹10,000',
      'Donate ₹1,000 / month',
      // The law in force today names the deduction (section 133 of the Income-tax Act, 2025 from 1 April 2026).
      `section ${taxRegimeAt(new Date()).deductionSection} of the ${taxRegimeAt(new Date()).actName.en}`,
      'Tax Benefits',
    ],
  },
  {
    path: '/contact',
    title: /^Contact Us/,
    texts: ['Full Name', 'WhatsApp Number', 'Message', 'Registration Details'],
  },
  {
    path: '/about-us',
    title: /^About Us/,
    texts: ['Our Mission', 'Our Vision', 'Our Mentors', 'Our Activities', 'Our Founder'],
  },
  { path: '/projects', title: /^Projects/, texts: ['Contact Us', 'WhatsApp Number'] },
  { path: '/digital-library', title: /^Digital Library/, texts: ['Contact Us', 'WhatsApp Number'] },
  { path: '/testimonials', title: /^Testimonials/, texts: ['Contact Us', 'WhatsApp Number'] },
];

for (const route of ROUTES) {
  test(`${route.path} shows its documented texts in the frame and has its own title`, async ({ page }) => {
    await page.goto(siteUrl(route.path));
    for (const text of route.texts) {
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(page).toHaveTitle(route.title);
    // The frame: the strip with the approval in force today (section 354 from 1 April 2026), header
    // links, footer.
    await expect(page.getByText('URN under section 354: ', { exact: false }).first()).toContainText(
      '| Date of approval: ',
    );
    await expect(page.getByRole('link', { name: 'Contribute', exact: true })).toHaveAttribute(
      'href',
      '/contribute',
    );
    const footer = await scrollToFooter(page);
    await expect(footer.getByPlaceholder('Subscribe to newsletter')).toBeVisible();
    await expect(footer).toContainText('© 2025');
  });
}

test('the header links the seven sections and the footer the quick and social links', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('/'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Yogayan', '/yogayan'],
    ['Ritambhara', '/ritambhara'],
    ['Vishranti', '/vishranti'],
    ['Yogamitra', '/yogamitra'],
    ['Community Programs', '/community-programs'],
    ['Events', '/events'],
    ['Sessions', '/sessions'],
  ]) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Yoga Foundation' }).first()).toHaveAttribute('href', '/');
  const footer = await scrollToFooter(page);
  for (const path of ['/about-us', '/projects', '/digital-library', '/testimonials', '/contact']) {
    await expect(footer.locator(`a[href="${path}"]`)).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Privacy Notice', exact: true })).toHaveAttribute(
    'href',
    '/privacy',
  );
  for (const network of ['Facebook', 'Instagram', 'YouTube']) {
    await expect(footer.getByRole('link', { name: new RegExp(network) })).toBeVisible();
  }
  await expect(footer).toContainText('PAN');
  await expect(footer).toContainText('GST');
});

test("the events list shows price badges or 'Free Entry', Indian long dates and locations", async ({
  page,
  request,
}) => {
  const events = await (await request.get(`${stackUrls().api}/api/events?type=offline`)).json();
  await page.goto(siteUrl('/events'));
  for (const event of events) {
    const card = page.getByRole('article').filter({ hasText: event.title });
    await expect(card).toContainText(event.location);
    await expect(card).toContainText(event.isPaid ? '₹' : 'Free Entry');
    await expect(card).toContainText(
      /\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/,
    );
  }
  await page.getByRole('link', { name: events[0].title }).click();
  await expect(page).toHaveURL(siteUrl(`/events/${events[0].urlSlug}`));
});

test("an unknown event shows 'Event not found' with Back to Events", async ({ page }) => {
  await page.goto(siteUrl('/events/no-such-event'));
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Events' }).click();
  await expect(page).toHaveURL(siteUrl('/events'));
});

test("an unknown program shows 'Program Not Found' with Return to Programs", async ({ page }) => {
  await page.goto(siteUrl('/community-programs/no-such-program'));
  await expect(page.getByRole('heading', { name: 'Program Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Programs' }).click();
  await expect(page).toHaveURL(siteUrl('/community-programs'));
});

test('an event page shows the location as a maps search link and an FAQ accordion with one answer open', async ({
  page,
}) => {
  await page.goto(siteUrl(`/events/${DEMO.paidEvent}`));
  await expect(page.getByRole('link', { name: /Tapovan, Rishikesh/ })).toHaveAttribute('href', /maps/);
  const questions = page.getByRole('button', { name: /retreat|reach|food|phone/i });
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await questions.nth(1).click();
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
});

test("registration shows the disabled 'Registration Closed' after the window", async ({ page }) => {
  await page.goto(siteUrl(`/events/${DEMO.closedEvent}`));
  await expect(page.getByRole('button', { name: 'Registration Closed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0);
});

test('the research page toggles between International and National workshops', async ({ page }) => {
  await page.goto(siteUrl('/ritambhara'));
  await expect(page.getByText('East-West Dialogue on Meditation', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'National', exact: true }).click();
  await expect(page.getByRole('button', { name: 'National', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByText('First National Seminar on Indian Knowledge Systems', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('East-West Dialogue on Meditation', { exact: false })).toHaveCount(0);
});

test('the sessions tabs switch by click and by arrow keys, reading only the list of sessions', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    // The footer reads the foundation's legal details (GET /api/giving) on every page; the tabs read only
    // GET /api/sessions (the sessions are data since issue 17), never a join link.
    const url = request.url();
    if (url.startsWith(stackUrls().api) && !url.endsWith('/api/giving') && !url.endsWith('/api/sessions'))
      apiCalls.push(url);
  });
  await page.goto(siteUrl('/sessions'));
  await expect(page.getByRole('heading', { name: 'Morning Dhyana' })).toBeVisible();
  await page.getByRole('tab', { name: 'Archived Sessions' }).click();
  await expect(page.getByText('320 participants')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Session Calendar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Wednesday' })).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('the contribute page updates the Donate button with the amount and period', async ({ page }) => {
  await page.goto(siteUrl('/contribute'));
  await expect(page.getByRole('button', { name: 'Donate ₹1,000 / month' })).toBeVisible();
  await page.getByText('₹5,000', { exact: true }).click();
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Donate ₹5,000 / year' })).toBeVisible();
  await page.getByLabel('Custom amount (₹)').fill('750');
  await page.getByText('One-time', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Donate ₹750 (one-time)' })).toBeVisible();
});

test('/admin/* on the site sends the visitor to the admin panel, same path', async ({ page }) => {
  await page.goto(siteUrl('/admin/events'));
  await expect(page).toHaveURL(new RegExp(`^${stackUrls().admin.replace(/\/admin\/$/, '')}/admin/`));
});
