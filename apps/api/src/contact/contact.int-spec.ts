import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ContactMessageEntity } from './contact-message.entity.js';

describe('POST /api/contact', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = {
    fullName: '  Asha Verma ',
    whatsappNumber: '+91 98765  43210',
    message: 'Please call me about Seva Day.',
  };

  it('stores the message for the staff and answers 201 without needing a session', async () => {
    const response = await t.http.post('/api/contact').send(valid).expect(201);
    expect(response.body).toEqual({ id: expect.any(String), receivedAt: expect.any(String) });
    const stored = await t.dataSource
      .getRepository(ContactMessageEntity)
      .findOneByOrFail({ id: response.body.id });
    expect(stored).toMatchObject({
      fullName: 'Asha Verma',
      whatsappNumber: '+91 98765 43210',
      message: 'Please call me about Seva Day.',
    });
  });

  it.each([
    ['fullName', { fullName: '   ' }, 'Full Name is required'],
    ['fullName', { fullName: undefined }, 'Full Name is required'],
    ['whatsappNumber', { whatsappNumber: '' }, 'WhatsApp Number is required'],
    ['whatsappNumber', { whatsappNumber: 'call me' }, 'Enter a valid WhatsApp number, e.g. +91 98765 43210'],
    ['whatsappNumber', { whatsappNumber: '12345' }, 'Enter a valid WhatsApp number, e.g. +91 98765 43210'],
    // ten digits, but wider than the column that stores the number: refused, not a database error
    [
      'whatsappNumber',
      { whatsappNumber: '9 8 7 6 5 4 3 2 1 0 . . . . . . . . . .' },
      'Enter a valid WhatsApp number, e.g. +91 98765 43210',
    ],
    ['message', { message: '' }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['fullName', { fullName: 42 }, 'Full Name is required'],
  ])('refuses an invalid %s with 400 naming the field', async (field, change, message) => {
    const response = await t.http
      .post('/api/contact')
      .send({ ...valid, ...change })
      .expect(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('refuses unknown fields', async () => {
    const response = await t.http
      .post('/api/contact')
      .send({ ...valid, isAdmin: true })
      .expect(400);
    expect(response.body.fields).toHaveProperty('isAdmin');
  });
});
