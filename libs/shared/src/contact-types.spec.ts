import { isValidWhatsappNumber } from './contact-types.js';

describe('isValidWhatsappNumber', () => {
  it.each(['+91 98765 43210', '9876543210', '+1 (415) 555-0100', '022.2345.6789'])('accepts %j', (value) => {
    expect(isValidWhatsappNumber(value)).toBe(true);
  });

  it.each([
    '',
    '12345',
    'call me',
    '+91 98765 4321x',
    '1234567890123456',
    '++919876543210',
    '98765-43210-',
    '-1+1',
    '98765\n43210',
    // 10 digits but longer than the 32 characters a phone column holds
    '9 8 7 6 5 4 3 2 1 0 . . . . . . . . . .',
  ])('refuses %j', (value) => {
    expect(isValidWhatsappNumber(value)).toBe(false);
  });
});
