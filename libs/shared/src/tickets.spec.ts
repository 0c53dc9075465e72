import { clampTicketQuantity, isSoldOut, maxTicketsFor, MAX_TICKETS_PER_REGISTRATION } from './tickets.js';

describe('ticket quantity limit', () => {
  it('allows 10 tickets when the type is unlimited or has plenty left', () => {
    expect(maxTicketsFor(null)).toBe(MAX_TICKETS_PER_REGISTRATION);
    expect(maxTicketsFor(undefined)).toBe(10);
    expect(maxTicketsFor(250)).toBe(10);
  });

  it('allows only the seats left when fewer than 10 remain', () => {
    expect(maxTicketsFor(3)).toBe(3);
    expect(maxTicketsFor(0)).toBe(0);
    expect(maxTicketsFor(-2)).toBe(0);
  });

  it('clamps a quantity above availability with documented message', () => {
    expect(clampTicketQuantity(5, 3)).toEqual({
      quantity: 3,
      message: 'Only 3 tickets available for this type.',
    });
  });

  it('clamps to 10 without a message when the type has more than 10 left', () => {
    expect(clampTicketQuantity(14, 40)).toEqual({ quantity: 10 });
    expect(clampTicketQuantity(14, null)).toEqual({ quantity: 10 });
  });

  it('keeps valid quantities and lifts quantities below 1', () => {
    expect(clampTicketQuantity(2, 3)).toEqual({ quantity: 2 });
    expect(clampTicketQuantity(0, 3)).toEqual({ quantity: 1 });
    expect(clampTicketQuantity(Number.NaN, null)).toEqual({ quantity: 1 });
  });

  it('knows a sold-out type', () => {
    expect(isSoldOut(0)).toBe(true);
    expect(isSoldOut(1)).toBe(false);
    expect(isSoldOut(null)).toBe(false);
  });
});
