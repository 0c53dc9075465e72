import { eventPriceLabel, showsPrice } from './eventPrice';

describe('eventPriceLabel', () => {
  it("shows 'Free Entry' for free events, whatever the stored price", () => {
    expect(eventPriceLabel({ isPaid: false, price: 0 })).toBe('Free Entry');
    expect(eventPriceLabel({ isPaid: false, price: 500 })).toBe('Free Entry');
  });

  it('shows paid prices in rupees with Indian grouping', () => {
    expect(eventPriceLabel({ isPaid: true, price: 1500 })).toBe('₹1,500');
    expect(eventPriceLabel({ isPaid: true, price: 125000 })).toBe('₹1,25,000');
    expect(eventPriceLabel({ isPaid: true, price: 99.5 })).toBe('₹99.50');
  });
});

describe('eventPriceLabel with ticket types', () => {
  it("shows a paid event with ticket types 'From' its cheapest type's price, whatever its own price", () => {
    expect(eventPriceLabel({ isPaid: true, price: 0, priceFrom: 12500 })).toBe('From ₹12,500');
    expect(eventPriceLabel({ isPaid: true, price: 999, priceFrom: 125000.5 })).toBe('From ₹1,25,000.50');
    expect(showsPrice({ isPaid: true, price: 0, priceFrom: 12500 })).toBe(true);
  });

  it('shows a paid event without ticket types at its own price', () => {
    expect(eventPriceLabel({ isPaid: true, price: 800, priceFrom: null })).toBe('₹800');
  });

  it("never shows '₹0': a lowest price of nothing is 'Free Entry'", () => {
    expect(eventPriceLabel({ isPaid: true, price: 0, priceFrom: null })).toBe('Free Entry');
    expect(eventPriceLabel({ isPaid: true, price: 500, priceFrom: 0 })).toBe('Free Entry');
    expect(showsPrice({ isPaid: true, price: 0, priceFrom: null })).toBe(false);
    expect(eventPriceLabel({ isPaid: false, price: 0, priceFrom: null })).toBe('Free Entry');
  });
});
