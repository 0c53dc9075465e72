import { createHmac } from 'node:crypto';
import {
  isValidPaymentSignature,
  isValidSubscriptionPaymentSignature,
  isValidWebhookSignature,
  signatureMatches,
} from './signatures.js';

const hmac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

describe('signatures', () => {
  it('accepts Razorpay\u2019s payment signature over "{order}|{payment}" with the key secret', () => {
    const signature = hmac('key-secret', 'order_A|pay_B');
    expect(isValidPaymentSignature('key-secret', 'order_A', 'pay_B', signature)).toBe(true);
    expect(isValidPaymentSignature('key-secret', 'order_A', 'pay_B', signature.toUpperCase())).toBe(true);
    expect(isValidPaymentSignature('other-secret', 'order_A', 'pay_B', signature)).toBe(false);
    expect(isValidPaymentSignature('key-secret', 'order_X', 'pay_B', signature)).toBe(false);
  });

  it('accepts a subscription authorisation signed over "{payment}|{subscription}", never the other order', () => {
    const signature = hmac('key-secret', 'pay_B|sub_A');
    expect(isValidSubscriptionPaymentSignature('key-secret', 'sub_A', 'pay_B', signature)).toBe(true);
    expect(isValidSubscriptionPaymentSignature('other-secret', 'sub_A', 'pay_B', signature)).toBe(false);
    expect(isValidSubscriptionPaymentSignature('key-secret', 'sub_X', 'pay_B', signature)).toBe(false);
    expect(
      isValidSubscriptionPaymentSignature('key-secret', 'sub_A', 'pay_B', hmac('key-secret', 'sub_A|pay_B')),
    ).toBe(false);
  });

  it('refuses anything that is not 64 hex characters without throwing', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'abc',
      'g'.repeat(64),
      'a'.repeat(63),
      'a'.repeat(65),
      ['a'],
    ]) {
      expect(signatureMatches('a'.repeat(64), bad)).toBe(false);
    }
  });

  it('checks webhooks over the exact raw bytes', () => {
    const body = Buffer.from('{"event":"payment.captured"}');
    const signature = hmac('hook', body);
    expect(isValidWebhookSignature('hook', body, signature)).toBe(true);
    expect(isValidWebhookSignature('hook', Buffer.from('{"event":"payment.captureD"}'), signature)).toBe(
      false,
    );
  });
});
