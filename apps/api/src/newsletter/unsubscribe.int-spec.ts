import { NEWSLETTER_MESSAGES } from '@foundation/shared';
import { MailService } from '../mail/mail.service.js';
import { startSmtpServer } from '../testing/payment-helpers.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { NewsletterService } from './newsletter.service.js';

jest.setTimeout(60000);

/**
 * The newsletter's own consent and its one-click unsubscribe (docs/privacy.md "Newsletter", RFC 8058) on
 * PostgreSQL and a real SMTP server: a sign-up without the ticked consent is refused; an issue carries the
 * signed link and the List-Unsubscribe headers; the link works without signing in, from the site's page
 * (JSON) and from a mail program (a form post), replayed or not; a forged token is a 404 that changes
 * nothing; the route is rate-limited.
 */
describe('newsletter consent and unsubscribe', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let newsletter: NewsletterService;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_POLL_INTERVAL_MS: '3600000',
      SITE_URL: 'https://yoga.example.org',
      API_PUBLIC_URL: 'https://api.yoga.example.org',
      TRUST_PROXY: 'loopback',
      NEWSLETTER_UNSUBSCRIBES_MAX_PER_IP: '3',
    });
    newsletter = t.app.get(NewsletterService);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let address = 0;
  const from = () => `203.0.113.${(address += 1)}`;

  async function subscriber(email: string): Promise<string> {
    await t.http
      .post('/api/newsletter')
      .set('X-Forwarded-For', from())
      .send({ email, consent: true })
      .expect(201);
    const [row] = (await t.dataSource.query('SELECT id FROM newsletter_subscribers WHERE email = $1', [
      email,
    ])) as { id: string }[];
    return row.id;
  }
  const subscribed = async (id: string) =>
    ((await t.dataSource.query('SELECT 1 FROM newsletter_subscribers WHERE id = $1', [id])) as unknown[])
      .length === 1;
  const tokenOf = (id: string) => newsletter.unsubscribeLinks(id).pageUrl.split('/unsubscribe/')[1];

  it('refuses a sign-up whose own consent box was not ticked, and stores nothing', async () => {
    for (const body of [
      { email: 'meera@example.org' },
      { email: 'meera@example.org', consent: false },
      { email: 'meera@example.org', consent: 'true' },
    ]) {
      const answer = await t.http
        .post('/api/newsletter')
        .set('X-Forwarded-For', from())
        .send(body)
        .expect(400);
      expect(answer.body.fields.consent).toBe(NEWSLETTER_MESSAGES.consentRequired);
    }
    const hindi = await t.http
      .post('/api/newsletter?locale=hi')
      .set('X-Forwarded-For', from())
      .send({ email: 'meera@example.org' })
      .expect(400);
    expect(hindi.body.fields.consent).toBe('न्यूज़लेटर पाने के लिए सहमति वाले बॉक्स पर निशान लगाएँ');
    expect(
      await t.dataSource.query(`SELECT 1 FROM newsletter_subscribers WHERE email = 'meera@example.org'`),
    ).toEqual([]);
  });

  it('sends an issue with its signed unsubscribe link and the one-click headers', async () => {
    const id = await subscriber('reader@example.org');
    const links = newsletter.unsubscribeLinks(id);
    expect(links.pageUrl).toMatch(/^https:\/\/yoga\.example\.org\/unsubscribe\/[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(links.oneClickUrl).toBe(`https://api.yoga.example.org/api/newsletter/unsubscribe/${tokenOf(id)}`);
    expect(newsletter.unsubscribeLinks(id, 'hi').pageUrl).toContain('/hi/unsubscribe/');

    const issue = { id: 'diwali-2026', subject: 'Diwali at the ashram', body: 'Join us for the lamps.' };
    expect(await t.dataSource.transaction((m) => newsletter.queueIssue(m, issue, id))).toBe(true);
    const [queued] = (await t.dataSource.query(
      `SELECT kind, text_body AS "textBody", list_unsubscribe AS "listUnsubscribe" FROM mail_outbox
        WHERE recipient = 'reader@example.org'`,
    )) as { kind: string; textBody: string; listUnsubscribe: string }[];
    expect(queued.kind).toBe('newsletter');
    expect(queued.textBody).toContain(`Unsubscribe: ${links.pageUrl}`);
    expect(queued.listUnsubscribe).toBe(links.oneClickUrl);

    await t.app.get(MailService).flush();
    const delivered = smtp.messages.find((message) => message.to.includes('reader@example.org'))!;
    const unfolded = delivered.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(unfolded).toContain(`List-Unsubscribe: <${links.oneClickUrl}>`);
    expect(unfolded).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
  });

  it('unsubscribes without signing in, from a mail program or the page, and again without harm', async () => {
    const id = await subscriber('ravi@example.org');
    const other = await subscriber('gita@example.org');
    // A mail program's one-click POST (RFC 8058): a form body, no session.
    const oneClick = await t.http
      .post(`/api/newsletter/unsubscribe/${tokenOf(id)}`)
      .set('X-Forwarded-For', from())
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(oneClick.body).toEqual({ unsubscribed: true });
    expect(await subscribed(id)).toBe(false);
    expect(await subscribed(other)).toBe(true);

    // Replayed (the page's JSON post, a second click): the same answer, nothing else changes.
    const replay = await t.http
      .post(`/api/newsletter/unsubscribe/${tokenOf(id)}`)
      .set('X-Forwarded-For', from())
      .send({})
      .expect(200);
    expect(replay.body).toEqual({ unsubscribed: true });
    expect(await subscribed(other)).toBe(true);

    // No issue reaches an ended subscription.
    const issue = { id: 'holi-2027', subject: 'Holi', body: 'Colours.' };
    expect(await t.dataSource.transaction((m) => newsletter.queueIssue(m, issue, id))).toBe(false);
  });

  it('answers a forged or altered token with a plain 404 JSON, changing nothing', async () => {
    const id = await subscriber('asha@example.org');
    const token = tokenOf(id);
    const otherId = await subscriber('kiran@example.org');
    const forged = [
      `${otherId}.${token.split('.')[1]}`,
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      id,
      'not-a-token',
      `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.${'A'.repeat(43)}`,
    ];
    for (const bad of forged) {
      const answer = await t.http
        .post(`/api/newsletter/unsubscribe/${encodeURIComponent(bad)}`)
        .set('X-Forwarded-For', from())
        .send({})
        .expect(404);
      expect(answer.headers['content-type']).toMatch(/application\/json/);
      expect(answer.body).toMatchObject({
        code: 'unsubscribe_not_found',
        message: NEWSLETTER_MESSAGES.unsubscribeNotFound,
      });
    }
    expect(await subscribed(id)).toBe(true);
    expect(await subscribed(otherId)).toBe(true);
  });

  it('is limited per client address', async () => {
    const id = await subscriber('limit@example.org');
    const client = '198.51.100.77';
    for (let n = 0; n < 3; n += 1) {
      await t.http
        .post(`/api/newsletter/unsubscribe/${tokenOf(id)}`)
        .set('X-Forwarded-For', client)
        .send({})
        .expect(200);
    }
    const refused = await t.http
      .post(`/api/newsletter/unsubscribe/${tokenOf(id)}`)
      .set('X-Forwarded-For', client)
      .send({})
      .expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
