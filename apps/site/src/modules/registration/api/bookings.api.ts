import { type BookingResendResponse, type BookingResponse } from '@foundation/shared';
import { apiUrl, fetchJson, postJson } from '../../../lib/api';

const path = (token: string, step = '') => `/api/bookings/${encodeURIComponent(token)}${step}`;

/** GET /api/bookings/{token}: the booking its link's holder may see. */
export function fetchBooking(token: string): Promise<BookingResponse> {
  return fetchJson<BookingResponse>(path(token));
}

/** POST /api/bookings/{token}/resend: the confirmation e-mail again, to the booking's own address. */
export function resendBookingEmail(token: string): Promise<BookingResendResponse> {
  return postJson<BookingResendResponse>(path(token, '/resend'), {});
}

/** POST /api/bookings/{token}/cancel: cancels the booking as the event's rule allows (the cancelled booking). */
export function cancelBooking(token: string): Promise<BookingResponse> {
  return postJson<BookingResponse>(path(token, '/cancel'), {});
}

/** Where the browser downloads the ticket (the API answers it as an attachment). */
export const ticketPdfUrl = (token: string) => apiUrl(path(token, '/ticket.pdf'));

/** Where the browser downloads the event as an .ics file. */
export const calendarFileUrl = (token: string) => apiUrl(path(token, '/calendar.ics'));
