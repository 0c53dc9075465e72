import {
  ACCESS_TOKEN_HEADER,
  type BookingResponse,
  type CorrectBookingRequest,
  type ErasureReport,
  type MyDataExport,
} from '@foundation/shared';
import { fetchJson, postJson } from '../../lib/api';

const bookingPath = (token: string, step = '') => `/api/bookings/${encodeURIComponent(token)}${step}`;
const donorHeaders = (token: string) => ({ [ACCESS_TOKEN_HEADER]: token });

/** GET /api/bookings/{token}/my-data: everything held about the booking's e-mail address. */
export const fetchBookingData = (token: string) => fetchJson<MyDataExport>(bookingPath(token, '/my-data'));

/** PATCH /api/bookings/{token}: corrects name, phone or address (400 with field messages otherwise). */
export function correctBooking(token: string, details: CorrectBookingRequest): Promise<BookingResponse> {
  return fetchJson<BookingResponse>(bookingPath(token), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(details),
  });
}

/** POST /api/bookings/{token}/erase: erases what no law keeps; says what was kept. */
export const eraseBookingData = (token: string) => postJson<ErasureReport>(bookingPath(token, '/erase'), {});

/** GET /api/my-giving/my-data, the donor's token in its header. */
export const fetchDonorData = (token: string) =>
  fetchJson<MyDataExport>('/api/my-giving/my-data', { headers: donorHeaders(token) });

/** POST /api/my-giving/erase, the donor's token in its header. */
export const eraseDonorData = (token: string) =>
  postJson<ErasureReport>('/api/my-giving/erase', {}, donorHeaders(token));

/** Saves the export as a JSON file in the browser (`my-data-YYYY-MM-DD.json`). */
export function saveDataFile(data: MyDataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.madeAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
