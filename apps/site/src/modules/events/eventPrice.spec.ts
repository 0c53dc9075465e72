import { eventPriceLabel } from './eventPrice';

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
