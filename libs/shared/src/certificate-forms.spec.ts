import { certificateFormOf } from './tax-receipts.js';

describe('the certificate of donation’s form by year', () => {
  it('is Form 10BE up to 2025-26 and Form 114 from 2026-27, when the Income-tax Act, 2025 applies', () => {
    expect(certificateFormOf('2024-25')).toBe('Form 10BE');
    expect(certificateFormOf('2025-26')).toBe('Form 10BE');
    expect(certificateFormOf('2026-27')).toBe('Form 114');
    expect(certificateFormOf('2031-32')).toBe('Form 114');
  });
});
