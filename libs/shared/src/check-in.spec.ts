import { checkInLinkLastDay } from './check-in.js';

describe('checkInLinkLastDay', () => {
  it('is the India day before the midnight a link expires at', () => {
    // Midnight in India starting 8 December is 18:30 UTC on the 7th.
    expect(checkInLinkLastDay('2026-12-07T18:30:00.000Z')).toBe('2026-12-07');
    expect(checkInLinkLastDay('2026-12-07T18:30:00.001Z')).toBe('2026-12-08');
  });
});
