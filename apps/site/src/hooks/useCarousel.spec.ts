/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useCarousel, wrapIndex } from './useCarousel';

describe('wrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, -5, 4)).toBe(0);
    expect(wrapIndex(2, 0, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 5 s and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useCarousel({ count: 4, intervalMs: 5000 }));
    expect(result.current.index).toBe(0);
    act(() => void jest.advanceTimersByTime(4999));
    expect(result.current.index).toBe(0);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => void jest.advanceTimersByTime(15000));
    expect(result.current.index).toBe(0);
    expect(result.current.autoPlaying).toBe(true);
  });

  it.each([
    ['next', 1],
    ['previous', 3],
  ] as const)('stops auto-play for good after a manual %s', (action, expected) => {
    const { result } = renderHook(() => useCarousel({ count: 4, intervalMs: 5000 }));
    act(() => result.current[action]());
    expect(result.current.index).toBe(expected);
    expect(result.current.autoPlaying).toBe(false);
    act(() => void jest.advanceTimersByTime(60000));
    expect(result.current.index).toBe(expected);
  });

  it('stops auto-play after a dot is chosen', () => {
    const { result } = renderHook(() => useCarousel({ count: 4, intervalMs: 5000 }));
    act(() => result.current.goTo(2));
    act(() => void jest.advanceTimersByTime(20000));
    expect(result.current.index).toBe(2);
  });

  it('without an interval never moves by itself and wraps both ways (program carousel)', () => {
    const { result } = renderHook(() => useCarousel({ count: 2 }));
    expect(result.current.autoPlaying).toBe(false);
    act(() => void jest.advanceTimersByTime(60000));
    expect(result.current.index).toBe(0);
    act(() => result.current.previous());
    expect(result.current.index).toBe(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('keeps the index inside the slides when their number shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useCarousel({ count }), {
      initialProps: { count: 3 },
    });
    act(() => result.current.goTo(2));
    rerender({ count: 1 });
    expect(result.current.index).toBe(0);
  });
});
