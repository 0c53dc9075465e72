import { API_MESSAGES } from '@foundation/shared';
import { MailService } from '../mail/mail.service.js';
import { mimeParts } from '../testing/mime.js';
import {
  createPaymentsTestApp,
  postWebhook,
  startAuthorisedGift,
  startSmtpServer,
  waitFor,
  type PaymentsTestApp,
  type ReceivedMail,
} from '../testing/payment-helpers.js';

/**
 * A monthly gift whose debit fails (docs/fcra-and-recurring.md §3): the provider's `subscription.pending`
 * and `subscription.halted` e-mail the donor in their language, through the real SMTP listener, with a link
 * that sets the same gift up again; following it makes a new gift, and the stopped one is cancelled once the
 * new one is authorised.
 */
function subscriptionEvent(event: string, subscriptionId: string, createdAt: number): Buffer {
  return Buffer.from(
    JSON.stringify({
      entity: 'event',
      event,
      contains: ['subscription'],
      payload: { subscription: { entity: { id: subscriptionId, entity: 'subscription', status: 'x' } } },
      created_at: createdAt,
    }),
  );
}

/** A received message as its reader sees it: the decoded subject, then the plain-text body. */
function textOf(mail: ReceivedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? '';
  const subject = header
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?UTF-8\?B\?([^?]+)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
    .replace(/=\?UTF-8\?Q\?([^?]+)\?=\s*/gi, (_, q: string) =>
      decodeURIComponent(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
  const plain = mimeParts(mail.raw).find((part) => part.contentType === 'text/plain');
  return `Subject: ${subject}\n\n${plain?.body.toString('utf8') ?? ''}`;
}

describe('a monthly gift whose debit fails', () => {
  let t: PaymentsTestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createPaymentsTestApp({ SMTP_URL: smtp.url, SITE_URL: 'https://yoga.example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const statusOf = async (id: string) =>
    (await t.dataSource.query('SELECT status FROM recurring_gifts WHERE id = $1', [id]))[0].status as string;
  const mailsTo = (email: string, subject: RegExp) =>
    smtp.messages.filter((mail) => mail.to.includes(email) && subject.test(textOf(mail)));

  it('e-mails the donor in Hindi when the debit is retried and when the gift stops, with a link to set it up again', async () => {
    const email = 'meera.halted@example.org';
    const { gift } = await startAuthorisedGift(t, {
      amount: 1500,
      donationType: 'monthly',
      name: 'मीरा',
      email,
      locale: 'hi',
      citizenship: 'indian-in-india',
    });
    const now = Math.floor(Date.now() / 1000);
    await postWebhook(t, subscriptionEvent('subscription.pending', gift.id, now + 10)).expect(200);
    await postWebhook(t, subscriptionEvent('subscription.halted', gift.id, now + 20)).expect(200);
    // A replay of the same report sends nothing more.
    await postWebhook(t, subscriptionEvent('subscription.halted', gift.id, now + 20)).expect(200);
    expect(await statusOf(gift.recurringGiftId)).toBe('halted');

    t.app.get(MailService).kick();
    await waitFor(
      async () =>
        mailsTo(email, /कई प्रयासों के बाद भी नहीं कट सके/).length === 1 &&
        mailsTo(email, /फिर से प्रयास किया जाएगा/).length === 1,
    );
    const retried = mailsTo(email, /फिर से प्रयास किया जाएगा/);
    expect(retried).toHaveLength(1);
    const [stopped] = mailsTo(email, /कई प्रयासों के बाद भी नहीं कट सके/);
    const text = textOf(stopped);
    expect(text).toContain('Subject: Yoga Foundation को आपका मासिक दान: राशि नहीं कट सकी');
    expect(text).toContain('₹1,500 प्रति माह');
    expect(text).toContain('मेरा दान फिर से शुरू करें');
    // The pre-debit notices are the bank's: the e-mail says so and is not one.
    expect(text).toContain('हर किस्त से पहले आपका बैंक या UPI ऐप आपको सूचना देता है');
    const links = [...text.matchAll(/https:\/\/yoga\.example\.org\/hi\/contribute\?[^\s"<]+/g)].map(
      (match) => new URL(match[0]),
    );
    expect(links.length).toBeGreaterThan(0);
    const link = links[0];
    expect(Object.fromEntries(link.searchParams)).toEqual({
      type: 'monthly',
      amount: '1500',
      renew: gift.recurringGiftId,
      key: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
    });
    // Two e-mails, two keys: only the latest link sets the gift up again.
    const retriedKey = /[?&]key=([A-Za-z0-9_-]+)/.exec(textOf(retried[0]))?.[1];
    expect(retriedKey).not.toBe(link.searchParams.get('key'));

    const body = {
      amount: 1500,
      donationType: 'monthly',
      name: 'मीरा',
      email,
      locale: 'hi',
      citizenship: 'indian-in-india',
      renewsRecurringGiftId: gift.recurringGiftId,
    };
    const stale = await t.http
      .post('/api/create-order')
      .send({ ...body, renewalKey: retriedKey })
      .expect(409);
    expect(stale.body.error).toBe(API_MESSAGES.renewalLinkInvalid.hi);
    await t.http
      .post('/api/create-order')
      .send({ ...body, renewalKey: undefined })
      .expect(400);

    // Following the link: a new gift of the same amount; the stopped one is cancelled once it is authorised.
    const renewed = await startAuthorisedGift(t, { ...body, renewalKey: link.searchParams.get('key') });
    expect(renewed.view).toMatchObject({ status: 'active', amount: 1500, period: 'monthly' });
    const [row] = await t.dataSource.query('SELECT renews_gift_id FROM recurring_gifts WHERE id = $1', [
      renewed.gift.recurringGiftId,
    ]);
    expect(row.renews_gift_id).toBe(gift.recurringGiftId);
    expect(await statusOf(gift.recurringGiftId)).toBe('cancelled');
    // The link is spent: the gift is no longer stopped.
    await t.http
      .post('/api/create-order')
      .send({ ...body, renewalKey: link.searchParams.get('key') })
      .expect(409);
  });

  it('e-mails an English donor in English', async () => {
    const email = 'ravi.pending@example.org';
    const { gift } = await startAuthorisedGift(t, {
      amount: 700,
      donationType: 'monthly',
      name: 'Ravi',
      email,
    });
    await postWebhook(
      t,
      subscriptionEvent('subscription.halted', gift.id, Math.floor(Date.now() / 1000) + 5),
    ).expect(200);
    t.app.get(MailService).kick();
    await waitFor(async () => mailsTo(email, /did not go through after several tries/).length === 1);
    const text = textOf(mailsTo(email, /did not go through after several tries/)[0]);
    expect(text).toContain('Subject: Your monthly gift to Yoga Foundation: the debit did not go through');
    expect(text).toContain('Set up my gift again');
    expect(text).toMatch(/https:\/\/yoga\.example\.org\/contribute\?type=monthly&amount=700&renew=/);
  });
});
