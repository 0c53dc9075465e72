import { tooManyRequestsMessage, waitText } from './messages.js';

describe('tooManyRequestsMessage', () => {
  it('names what was done too often and how long to wait, rounded up to minutes', () => {
    expect(tooManyRequestsMessage('registration', 420)).toBe(
      'Too many registrations from your network. Please try again in 7 minutes.',
    );
    expect(tooManyRequestsMessage('contact', 1)).toBe(
      'Too many messages from your network. Please try again in 1 minute.',
    );
    expect(tooManyRequestsMessage('newsletter', 3600)).toMatch(
      /^Too many newsletter sign-ups .* in 60 minutes\.$/,
    );
    expect(tooManyRequestsMessage('donationOrder', 61)).toMatch(
      /^Too many donation attempts .* in 2 minutes\.$/,
    );
  });

  it('switches to hours for long waits', () => {
    expect(waitText(90 * 60)).toBe('90 minutes');
    expect(waitText(90 * 60 + 1)).toBe('2 hours');
    expect(waitText(24 * 3600)).toBe('24 hours');
    expect(waitText(0)).toBe('1 minute');
  });
});
