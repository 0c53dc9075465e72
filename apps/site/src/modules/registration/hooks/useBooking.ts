import useSWR from 'swr';
import { type Booking } from '@foundation/shared';
import { currentLocale } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api';
import { SWR_OPTIONS } from '../../../lib/swr';
import { fetchBooking } from '../api/bookings.api';

const REFUND_REFRESH_MS = 10_000;

/** A booking by its link's secret, with a not-found state (wrong link) distinct from a failed load. */
export function useBooking(token: string | undefined) {
  // The API writes the page's sentences in the page's language: each language is its own answer.
  const locale = currentLocale();
  const { data, error, mutate } = useSWR<Booking, Error, readonly ['booking', string, string] | null>(
    token ? (['booking', token, locale] as const) : null,
    async ([, value]) => (await fetchBooking(value)).booking,
    {
      ...SWR_OPTIONS,
      // A requested refund becomes processed (or failed) by the provider's webhook: the page follows it.
      refreshInterval: (latest) => (latest?.refund?.status === 'pending' ? REFUND_REFRESH_MS : 0),
    },
  );
  const notFound = !token || (error instanceof ApiError && error.status === 404);
  return {
    booking: data,
    error: notFound ? undefined : error,
    notFound,
    reload: () => mutate(),
    /** Shows a booking the server answered (after cancelling) without loading it again. */
    replace: (booking: Booking) => mutate(booking, { revalidate: false }),
  };
}
