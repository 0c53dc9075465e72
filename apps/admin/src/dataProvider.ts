import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, SortPayload } from 'ra-core';
import type {
  AdminDashboard,
  AdminOutboxMessage,
  AdminRecurringGift,
  AdminRegistration,
  StaffRefundChoice,
  CheckInLink,
  EventCheckInFigures,
  AdminWaitlistEntry,
} from '@foundation/shared';
import { toHttpError, type ApiClient } from './httpClient';
import { uploadImage, type UploadOptions, type UploadTarget, type UploadedImage } from './uploads';

export interface CsvFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header, or the fallback. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

/** The query string of a CSV export: the list's filters and sort, as the list itself sends them. */
export function exportQuery(filter: Record<string, unknown>, sort?: SortPayload): string {
  const params = new URLSearchParams();
  const kept = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
  );
  params.set('filter', JSON.stringify(kept));
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  return params.toString();
}

/** A file the API answered (a CSV export, a receipt PDF), with the file name it chose. */
export type DownloadedFile = CsvFile;

export interface AdminDataProvider extends DataProvider {
  uploadImage(file: File, target: UploadTarget, options?: UploadOptions): Promise<UploadedImage>;
  /** `GET /api/admin/<resource>/export.csv` with the current filters, as a file to save. */
  exportCsv(
    resource: string,
    params: { filter: Record<string, unknown>; sort?: SortPayload },
  ): Promise<CsvFile>;
  /**
   * An authenticated GET of a file under `/api/admin/` (path and query given, e.g.
   * `donations/form-10bd.csv?financialYear=2026-27`), saved under the API's file name or the fallback.
   */
  downloadFile(path: string, fallbackName: string, accept: string): Promise<DownloadedFile>;
  /** POST /api/admin/donations/:id/resend-receipt: queues the receipt e-mail again. */
  resendReceipt(donationId: string): Promise<{ queued: boolean }>;
  /** POST /api/admin/recurring-gifts/:id/cancel: cancels the gift at the provider (idempotent). */
  cancelRecurringGift(recurringGiftId: string): Promise<{ data: AdminRecurringGift }>;
  /** `POST /api/admin/mail-outbox/:id/resend`: the e-mail queued again; answers the new outbox entry. */
  resendMail(id: string): Promise<AdminOutboxMessage>;
  /** `POST /api/admin/registrations/:id/cancel`: cancels a booking for the attendee, with the refund chosen. */
  cancelRegistration(id: string, refund: StaffRefundChoice): Promise<{ data: AdminRegistration }>;
  /** `POST /api/admin/registrations/:id/refund`: "Refund now" / "Retry refund". */
  refundRegistration(id: string): Promise<{ data: AdminRegistration }>;
  /** `GET /api/admin/dashboard`: the Dashboard's figures. */
  dashboard(): Promise<AdminDashboard>;
  /** `GET /api/admin/events/:id/check-in`: the event's door figures. */
  checkInFigures(eventId: string): Promise<EventCheckInFigures>;
  /** The event's check-in links, newest first (`GET /api/admin/check-in-links?filter={"eventId":...}`). */
  checkInLinks(eventId: string): Promise<CheckInLink[]>;
  /** `POST /api/admin/check-in-links`: a new link for a volunteer. */
  createCheckInLink(eventId: string, label: string): Promise<CheckInLink>;
  /** `DELETE /api/admin/check-in-links/:id`: the link stops working (kept for the figures). */
  revokeCheckInLink(id: string): Promise<CheckInLink>;
  /** `POST /api/admin/waitlist-entries/:id/offer`: holds seats for a waiting entry now and e-mails the offer. */
  offerWaitlistEntry(id: string): Promise<{ data: AdminWaitlistEntry }>;
}

/** The answer's error as react-admin's HttpError, with the API's JSON message when it sent one. */
async function responseError(response: Response) {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return toHttpError(response.status, response.statusText, json);
}

/**
 * ra-data-simple-rest on `/api/admin` (the API follows its contract exactly) with the authenticated client,
 * plus the calls that are not CRUD: image uploads, CSV exports, sending an e-mail again and the
 * Dashboard's figures.
 */
export function createDataProvider(client: ApiClient): AdminDataProvider {
  const base = simpleRestProvider(`${client.apiUrl}/api/admin`, client.fetchJson);
  return {
    ...base,
    uploadImage: (file, target, options) => uploadImage(client, file, target, options),
    async exportCsv(resource, { filter, sort }) {
      const url = `${client.apiUrl}/api/admin/${resource}/export.csv?${exportQuery(filter, sort)}`;
      const response = await client.authorizedFetch(url, { headers: { Accept: 'text/csv' } });
      if (!response.ok) throw await responseError(response);
      const fileName = fileNameFromDisposition(
        response.headers.get('Content-Disposition'),
        `${resource}.csv`,
      );
      return { blob: await response.blob(), fileName };
    },
    async downloadFile(path, fallbackName, accept) {
      const response = await client.authorizedFetch(`${client.apiUrl}/api/admin/${path}`, {
        headers: { Accept: accept },
      });
      if (!response.ok) throw await responseError(response);
      const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
      return { blob: await response.blob(), fileName };
    },
    async resendReceipt(donationId) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/${encodeURIComponent(donationId)}/resend-receipt`,
        { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) },
      );
      return json as { queued: boolean };
    },
    async cancelRecurringGift(recurringGiftId) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/recurring-gifts/${encodeURIComponent(recurringGiftId)}/cancel`,
        { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) },
      );
      return { data: json as AdminRecurringGift };
    },
    async cancelRegistration(id, refund) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/registrations/${encodeURIComponent(id)}/cancel`,
        {
          method: 'POST',
          body: JSON.stringify({ refund }),
          headers: new Headers({ 'Content-Type': 'application/json' }),
        },
      );
      return { data: json as AdminRegistration };
    },
    async refundRegistration(id) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/registrations/${encodeURIComponent(id)}/refund`,
        { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) },
      );
      return { data: json as AdminRegistration };
    },
    async offerWaitlistEntry(id) {
      const url = `${client.apiUrl}/api/admin/waitlist-entries/${encodeURIComponent(id)}/offer`;
      const { json } = await client.fetchJson(url, {
        method: 'POST',
        body: '{}',
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return { data: json as AdminWaitlistEntry };
    },
    async resendMail(id) {
      const url = `${client.apiUrl}/api/admin/mail-outbox/${encodeURIComponent(id)}/resend`;
      const { json } = await client.fetchJson(url, { method: 'POST' });
      return json as AdminOutboxMessage;
    },
    async dashboard() {
      const { json } = await client.fetchJson(`${client.apiUrl}/api/admin/dashboard`);
      return json as AdminDashboard;
    },
    async checkInFigures(eventId) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/check-in`;
      const { json } = await client.fetchJson(url);
      return json as EventCheckInFigures;
    },
    async checkInLinks(eventId) {
      const query = new URLSearchParams({ filter: JSON.stringify({ eventId }), range: '[0,99]' });
      const { json } = await client.fetchJson(`${client.apiUrl}/api/admin/check-in-links?${query}`);
      return json as CheckInLink[];
    },
    async createCheckInLink(eventId, label) {
      const { json } = await client.fetchJson(`${client.apiUrl}/api/admin/check-in-links`, {
        method: 'POST',
        body: JSON.stringify({ eventId, label }),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as CheckInLink;
    },
    async revokeCheckInLink(id) {
      const url = `${client.apiUrl}/api/admin/check-in-links/${encodeURIComponent(id)}`;
      const { json } = await client.fetchJson(url, { method: 'DELETE' });
      return json as CheckInLink;
    },
  };
}
