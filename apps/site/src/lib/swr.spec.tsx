/** @jest-environment jsdom */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode } from 'react';
import { ApiError } from './api';
import { SWR_OPTIONS, SWRConfig, useSWR } from './swr';

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

function Reader({ fetcher, name }: { fetcher: () => Promise<string>; name: string }) {
  const { data } = useSWR<string>('greeting', fetcher, { dedupingInterval: 60_000 });
  return <p>{`${name}: ${data ?? 'nothing yet'}`}</p>;
}

describe('useSWR (lib/swr.ts)', () => {
  it('shows the fallback first, then the answer of its read on mount', async () => {
    const fetcher = jest.fn().mockResolvedValue('fresh');
    const { result } = renderHook(() => useSWR<string>('key', fetcher, { fallbackData: 'preloaded' }), {
      wrapper: fresh,
    });
    expect(result.current.data).toBe('preloaded');
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('key');
  });

  it('hands a tuple key to the fetcher and reads nothing for a null key', async () => {
    const fetcher = jest.fn().mockResolvedValue('event');
    const { result, rerender } = renderHook(
      ({ slug }: { slug: string | null }) =>
        useSWR<string, Error, readonly ['event', string] | null>(
          slug ? (['event', slug] as const) : null,
          fetcher,
        ),
      { wrapper: fresh, initialProps: { slug: null as string | null } },
    );
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
    expect(fetcher).not.toHaveBeenCalled();
    rerender({ slug: 'retreat' });
    await waitFor(() => expect(result.current.data).toBe('event'));
    expect(fetcher).toHaveBeenCalledWith(['event', 'retreat']);
  });

  it('reads a key once for every hook of it, and not again within the deduplication interval', async () => {
    const fetcher = jest.fn().mockResolvedValue('hello');
    const { rerender } = render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Reader fetcher={fetcher} name="header" />
        <Reader fetcher={fetcher} name="page" />
      </SWRConfig>,
    );
    expect(await screen.findByText('header: hello')).toBeTruthy();
    expect(screen.getByText('page: hello')).toBeTruthy();
    rerender(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Reader fetcher={fetcher} name="header" />
        <Reader fetcher={fetcher} name="later" />
      </SWRConfig>,
    );
    expect(await screen.findByText('later: hello')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps the last answer beside an error, and retries as onErrorRetry decides', async () => {
    const fetcher = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    const retries: number[] = [];
    const { result } = renderHook(
      () =>
        useSWR<string>('flaky', fetcher, {
          fallbackData: 'preloaded',
          onErrorRetry: (_error, _key, _config, revalidate, { retryCount }) => {
            retries.push(retryCount);
            revalidate({ retryCount });
          },
        }),
      { wrapper: fresh },
    );
    await waitFor(() => expect(result.current.data).toBe('back'));
    expect(retries).toEqual([1]);
    expect(result.current.error).toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('does not retry an answer of 4xx with the site options', async () => {
    const fetcher = jest.fn().mockRejectedValue(new ApiError(404, 'Not found'));
    const { result } = renderHook(() => useSWR<string>('missing', fetcher, SWR_OPTIONS), { wrapper: fresh });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.isLoading).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('mutate replaces the answer (without a read when told so), mutate() reads again', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second');
    const { result } = renderHook(() => useSWR<string>('mutable', fetcher), { wrapper: fresh });
    await waitFor(() => expect(result.current.data).toBe('first'));
    await act(() => result.current.mutate((current) => `${current} edited`, { revalidate: false }));
    expect(result.current.data).toBe('first edited');
    expect(fetcher).toHaveBeenCalledTimes(1);
    await act(() => result.current.mutate());
    expect(result.current.data).toBe('second');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
