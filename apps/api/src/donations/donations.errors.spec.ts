import type { DomainError } from '../common/errors/domain-error.js';
import { answerTo } from '../testing/error-answer.js';
import { donationError, DonationErrorCode as Code } from './donations.errors.js';

type Case = [DomainError, 400 | 404 | 409, Record<string, unknown>];

// The answers donations gave before their errors were declared here, byte for byte.
describe('donation errors keep their answers', () => {
  it.each<Case>([
    [donationError(Code.NotFound), 404, { message: 'Donation not found', code: 'not_found' }],
    [
      donationError(Code.AmountTooLarge, { message: 'amount must be at most ₹1,00,000', field: 'amount' }),
      400,
      {
        message: 'amount must be at most ₹1,00,000',
        code: 'invalid_request',
        fields: { amount: 'amount must be at most ₹1,00,000' },
      },
    ],
    [
      donationError(Code.NoPaymentExpected),
      409,
      { message: 'This donation has no payment to confirm', code: 'no_payment_expected' },
    ],
    [
      donationError(Code.PaymentMismatch, { fields: { razorpay_order_id: 'does not match this donation' } }),
      400,
      {
        message: 'The payment does not belong to this donation',
        code: 'payment_mismatch',
        fields: { razorpay_order_id: 'does not match this donation' },
      },
    ],
  ])('%#: %s', (error, status, rest) => {
    const error_ = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' }[status];
    const answer = answerTo(error);
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toBe(JSON.stringify({ statusCode: status, error: error_, ...rest }));
  });
});
