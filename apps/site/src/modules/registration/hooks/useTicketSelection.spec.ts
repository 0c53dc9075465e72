/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { type PublicTicketType } from '@foundation/shared';
import { defaultTicketType, useTicketSelection } from './useTicketSelection';

const type = (id: string, price: number, seatsLeft: number | null): PublicTicketType => ({
  id,
  name: id,
  price,
  description: null,
  availableQuantity: seatsLeft,
  seatsLeft,
  soldOut: seatsLeft === 0,
});

const TYPES = [type('cottage', 26000, 0), type('twin', 18500, 3), type('dorm', 12500, null)];

describe('defaultTicketType', () => {
  it('preselects the cheapest type that is not sold out', () => {
    expect(defaultTicketType(TYPES)?.id).toBe('dorm');
    expect(defaultTicketType([type('a', 10, 0), type('b', 20, 5)])?.id).toBe('b');
    expect(defaultTicketType([type('a', 10, 0)])).toBeNull();
    expect(defaultTicketType([])).toBeNull();
  });
});

describe('useTicketSelection', () => {
  it('starts with one ticket of the preselected type and allows up to 10 when unlimited', () => {
    const { result } = renderHook(() => useTicketSelection(TYPES));
    expect(result.current.selection).toEqual({ ticketTypeId: 'dorm', quantity: 1, message: null });
    expect(result.current.max).toBe(10);
    act(() => result.current.setQuantity(25));
    expect(result.current.selection.quantity).toBe(10);
    expect(result.current.selection.message).toBeNull();
  });

  it("clamps a typed number above the seats left with 'Only {n} tickets available for this type.'", () => {
    const { result } = renderHook(() => useTicketSelection(TYPES));
    act(() => result.current.selectType('twin'));
    expect(result.current.max).toBe(3);
    act(() => result.current.setQuantity(5));
    expect(result.current.selection).toEqual({
      ticketTypeId: 'twin',
      quantity: 3,
      message: 'Only 3 tickets available for this type.',
    });
    act(() => result.current.setQuantity(2));
    expect(result.current.selection.message).toBeNull();
  });

  it('re-clamps the quantity when switching to a type with fewer seats', () => {
    const { result } = renderHook(() => useTicketSelection(TYPES));
    act(() => result.current.setQuantity(8));
    act(() => result.current.selectType('twin'));
    expect(result.current.selection.quantity).toBe(3);
    expect(result.current.selection.message).toBe('Only 3 tickets available for this type.');
  });

  it('never lets a sold-out type be chosen', () => {
    const { result } = renderHook(() => useTicketSelection(TYPES));
    act(() => result.current.selectType('cottage'));
    expect(result.current.selection.ticketTypeId).toBe('dorm');
  });

  it('chooses again when fresh data shows the preselected type sold out (the page starts from cached data)', () => {
    const cached = [type('dorm', 12500, null), type('twin', 18500, 3), type('cottage', 26000, null)];
    const { result, rerender } = renderHook(({ types }) => useTicketSelection(types), {
      initialProps: { types: cached },
    });
    expect(result.current.selection.ticketTypeId).toBe('dorm');
    act(() => result.current.setQuantity(5));
    const fresh = [type('dorm', 12500, 0), type('twin', 18500, 3), type('cottage', 26000, null)];
    rerender({ types: fresh });
    expect(result.current.selection).toEqual({
      ticketTypeId: 'twin',
      quantity: 3,
      message: 'Only 3 tickets available for this type.',
    });
    expect(result.current.selectedType?.id).toBe('twin');
    rerender({ types: [type('dorm', 12500, 0)] });
    expect(result.current.selection.ticketTypeId).toBeNull();
    expect(result.current.selectedType).toBeNull();
  });

  it('treats numbers below 1 and non-numbers as 1', () => {
    const { result } = renderHook(() => useTicketSelection([]));
    act(() => result.current.setQuantity(0));
    expect(result.current.selection.quantity).toBe(1);
    act(() => result.current.setQuantity(Number.NaN));
    expect(result.current.selection.quantity).toBe(1);
    expect(result.current.selection.ticketTypeId).toBeNull();
  });
});
