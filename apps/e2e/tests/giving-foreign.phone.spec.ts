import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoSidewaysScroll, test } from './test';
import { queryDatabase, siteUrl } from './site-helpers';
import { stackUrls } from './urls';

/**
 * A foreign citizen on the Contribute page, in English and in Hindi: the foundation has no FCRA
 * registration (the demo's default), so the form says so kindly and takes nothing, and the API refuses
 * the same gift with 422 in the donor's language and writes nothing (docs/fcra-and-recurring.md).
 */
const PAGES = [
  {
    path: '/contribute',
    locale: 'en',
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    foreign: 'No: I am a citizen of another country (OCI and PIO cardholders too)',
    indian: 'Yes, and I live in India',
    title: 'Thank you for wanting to give',
    refused: 'cannot accept contributions from foreign citizens, OCI and PIO cardholders included, online',
    donate: 'Donate ₹1,000 / month',
    apiRefusal: /^Thank you for wanting to give\. The foundation is not registered/,
  },
  {
    path: '/hi/contribute',
    locale: 'hi',
    name: 'पूरा नाम',
    email: 'ई-मेल',
    phone: 'फ़ोन',
    foreign: 'नहीं: किसी दूसरे देश के नागरिक हैं (OCI और PIO कार्डधारक भी)',
    indian: 'हाँ, और भारत में रहते हैं',
    title: 'दान करने की आपकी इच्छा के लिए धन्यवाद',
    refused: 'विदेशी नागरिकों से, OCI और PIO कार्डधारकों सहित, ऑनलाइन योगदान स्वीकार नहीं कर सकता',
    donate: '₹1,000 / माह दान करें',
    apiRefusal: /^दान करने की आपकी इच्छा के लिए धन्यवाद। फ़ाउंडेशन विदेशी नागरिकों/,
  },
] as const;

test.use({ viewport: { width: 390, height: 844 } });

for (const text of PAGES) {
  test(`a foreign donor is told kindly on ${text.path} that the gift cannot be taken online`, async ({
    page,
  }) => {
    // A page, an axe scan and an API call: slow on the shared test machine.
    test.slow();
    const email = `foreign-${text.locale}-${Date.now()}@example.org`;
    await page.goto(siteUrl(text.path));
    await expect(page.locator('html')).toHaveAttribute('lang', text.locale);
    await page.getByLabel(text.name, { exact: true }).fill('Grace Miller');
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.phone, { exact: true }).fill('+1 415 555 0100');

    const donate = page.getByRole('button', { name: text.donate });
    await expect(donate).toBeEnabled();
    await page.getByRole('radio', { name: text.foreign }).check();
    const note = page.getByText(text.refused);
    await expect(note).toBeVisible();
    await expect(page.getByText(text.title, { exact: true })).toBeVisible();
    await expect(donate).toBeDisabled();
    // The Donate button says why it cannot be used.
    const describedBy = await donate.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${describedBy}"]`)).toContainText(text.refused);
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`foreign-refused-${text.locale}.png`) });
    await expectNoSidewaysScroll(page, text.path);
    const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
    expect(violations).toEqual([]);

    // The API refuses the same gift in the donor's language, and nothing is written.
    const answer = await page.request.post(`${stackUrls().api}/api/create-order`, {
      data: {
        amount: 1000,
        donationType: 'one-time',
        name: 'Grace Miller',
        email,
        citizenship: 'foreign',
        locale: text.locale,
      },
    });
    expect(answer.status()).toBe(422);
    const body = (await answer.json()) as { error: string; code: string };
    expect(body.code).toBe('foreign_contribution_refused');
    expect(body.error).toMatch(text.apiRefusal);
    expect(await queryDatabase('SELECT id FROM donations WHERE email = $1', [email])).toEqual([]);

    // An Indian citizen after all: the form gives again.
    await page.getByRole('radio', { name: text.indian }).check();
    await expect(page.getByText(text.refused)).toHaveCount(0);
    await expect(donate).toBeEnabled();
  });
}
