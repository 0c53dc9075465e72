import { answerTo } from '../testing/error-answer.js';
import {
  invalidPaymentSignature,
  paymentError,
  PaymentErrorCode,
  WEBHOOK_MESSAGES,
} from './payments.errors.js';

// The answers payments gave before their errors were declared here, byte for byte.
describe('payment errors keep their answers', () => {
  it.each(Object.values(WEBHOOK_MESSAGES))('webhook refused: 400 webhook_invalid "%s"', (message) => {
    const webhookInvalid = paymentError(PaymentErrorCode.WebhookInvalid, { message });
    expect(answerTo(webhookInvalid)).toEqual({
      status: 400,
      headers: {},
      body: { statusCode: 400, error: 'Bad Request', message, code: 'webhook_invalid' },
    });
  });

  it('a Checkout result with a wrong signature: 400 invalid_signature naming the field', () => {
    expect(answerTo(invalidPaymentSignature())).toEqual({
      status: 400,
      headers: {},
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'The payment signature is not valid',
        code: 'invalid_signature',
        fields: { razorpay_signature: 'is not valid for this payment' },
      },
    });
  });

  it('the provider refused (502) or cannot be reached (503, Retry-After)', () => {
    expect(answerTo(paymentError(PaymentErrorCode.ProviderError))).toEqual({
      status: 502,
      headers: {},
      body: {
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The payment provider could not create the order. Please try again later.',
        code: 'payment_provider_error',
      },
    });
    expect(answerTo(paymentError(PaymentErrorCode.ProviderUnavailable))).toEqual({
      status: 503,
      headers: { 'Retry-After': '5' },
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The payment provider cannot be reached right now. Please try again in a few minutes.',
        code: 'payment_provider_unavailable',
      },
    });
  });

  it("the sandbox's Pay button for an unknown order: 404 not_found", () => {
    expect(answerTo(paymentError(PaymentErrorCode.OrderNotFound)).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Order not found',
      code: 'not_found',
    });
  });
});
