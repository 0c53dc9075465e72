import { expect, expectNoSidewaysScroll, test } from './test';
import { adminToken, unique } from './admin-helpers';
import { stackUrls } from './urls';

/**
 * The privacy notice an owner publishes is the site's /privacy and /hi/privacy, in the page's server HTML
 * (content is never lazy), in each language, with its version and the grievance officer.
 */
test('an owner publishes the privacy notice; /privacy and /hi/privacy show it in their server HTML', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const mark = unique();
  const notice = {
    body: `# What we collect\n\nYour name, e-mail and phone when you register (${mark}).`,
    bodyHi: `# हम क्या एकत्र करते हैं\n\nपंजीकरण पर आपका नाम, ई-मेल और फ़ोन (${mark})।`,
    grievanceOfficer: `Grievance Officer ${mark}, privacy@foundation.example`,
  };
  const published = await fetch(`${stackUrls().api}/api/admin/privacy-notices`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(notice),
  });
  expect(published.status).toBe(201);
  const { version } = (await published.json()) as { version: number };

  // The site server may hold an earlier answer for up to a minute.
  const html = (path: string) => fetch(`${stackUrls().site}${path}`).then((response) => response.text());
  await expect
    .poll(() => html('/privacy'), { timeout: 70_000, intervals: [1000] })
    .toContain(`Your name, e-mail and phone when you register (${mark}).`);
  const english = await html('/privacy');
  expect(english).toContain('<h2>What we collect</h2>');
  expect(english).toContain(notice.grievanceOfficer);
  expect(english).toContain(`Version ${version}`);
  const hindi = await html('/hi/privacy');
  expect(hindi).toContain(`पंजीकरण पर आपका नाम, ई-मेल और फ़ोन (${mark})।`);
  expect(hindi).toContain('शिकायत अधिकारी');
  // Its heading in Hindi (the inlined JSON holds both languages; the rendered page only the Hindi).
  expect(hindi).toContain('<h2>हम क्या एकत्र करते हैं</h2>');
  expect(hindi).not.toContain('<h2>What we collect</h2>');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${stackUrls().site}/hi/privacy`);
  await expect(page.getByRole('heading', { name: 'हम क्या एकत्र करते हैं' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('privacy-hi.png'), fullPage: true });
});

/**
 * The forms that collect personal data each show one line with a link to the notice in the page's language;
 * where the page is server-rendered (contact, contribute, the footer's newsletter), the line is in its HTML.
 */
test('the server-rendered forms carry the privacy line and link the notice in their language', async ({
  page,
}, testInfo) => {
  const html = (path: string) => fetch(`${stackUrls().site}${path}`).then((response) => response.text());
  const forms = [
    { path: '/contact', purposes: ['contact', 'newsletter'] },
    { path: '/contribute', purposes: ['donation', 'newsletter'] },
  ];
  for (const { path, purposes } of forms) {
    for (const prefix of ['', '/hi']) {
      const body = await html(`${prefix}${path}`);
      for (const purpose of purposes) {
        // The line's text, then its link (React separates the two text parts with an empty comment).
        const line = new RegExp(
          `data-privacy-line="${purpose}"[^>]*>(?:[^<]|<!-- -->)+<a href="${prefix}/privacy"`,
        );
        expect({ page: `${prefix}${path}`, purpose, found: line.test(body) }).toEqual({
          page: `${prefix}${path}`,
          purpose,
          found: true,
        });
      }
    }
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${stackUrls().site}/hi/contact`);
  const line = page.locator('form [data-privacy-line="contact"]');
  await expect(line).toContainText('हम आपकी जानकारी केवल आपके संदेश का उत्तर देने के लिए उपयोग करते हैं।');
  await expect(line.getByRole('link', { name: /गोपनीयता सूचना/ })).toHaveAttribute('href', '/hi/privacy');
  await expectNoSidewaysScroll(page);
  await line.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('contact-privacy-line-hi.png') });
});
