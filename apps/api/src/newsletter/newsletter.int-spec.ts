import { createTestApp, type TestApp } from '../testing/test-app.js';
import { NewsletterSubscriberEntity } from './newsletter-subscriber.entity.js';

describe('POST /api/newsletter', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = () => t.dataSource.getRepository(NewsletterSubscriberEntity).find();

  it('stores a new address, trimmed and lower-cased', async () => {
    const response = await t.http
      .post('/api/newsletter')
      .send({ email: ' Asha@Example.ORG ', consent: true })
      .expect(201);
    expect(response.body).toEqual({ subscribed: true });
    expect((await stored()).map((s) => s.email)).toEqual(['asha@example.org']);
  });

  it('accepts a known address quietly, with the same answer and no second row', async () => {
    const again = await t.http
      .post('/api/newsletter')
      .send({ email: 'asha@example.org', consent: true })
      .expect(201);
    expect(again.body).toEqual({ subscribed: true });
    await t.http.post('/api/newsletter').send({ email: 'ASHA@example.org', consent: true }).expect(201);
    expect(await stored()).toHaveLength(1);
  });

  it('takes concurrent sign-ups of the same address without an error', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.http.post('/api/newsletter').send({ email: 'ravi@example.org', consent: true }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect((await stored()).filter((s) => s.email === 'ravi@example.org')).toHaveLength(1);
  });

  it.each([[''], ['not-an-email'], ['a@b'], [42], [`${'x'.repeat(320)}@example.org`]])(
    'refuses %j with 400 on the email field',
    async (email) => {
      const response = await t.http.post('/api/newsletter').send({ email, consent: true }).expect(400);
      expect(response.body.fields.email).toBe('Enter a valid e-mail address');
    },
  );
});
