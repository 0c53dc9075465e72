import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, SortPayload } from 'ra-core';
import type {
  AdminDashboard,
  AdminDonation,
  CorrectReceiptRequest,
  PreArnSummary,
  StatementSummary,
  AdminOutboxMessage,
  AdminRecurringGift,
  AdminRegistration,
  StaffRefundChoice,
  CheckInLink,
  EventCheckInFigures,
  EventMessageAudience,
  EventMessageRecipientCount,
  EventMessageRecord,
  EventReminderSettings,
  EventCancellationProgress,
  CancelEventRequest,
  SendEventMessageRequest,
  AdminWaitlistEntry,
  StaffInvitation,
  CertificateUploadResult,
  UnmatchedCertificate,
  ErasureReport,
  MyDataExport,
  RetentionOverview,
} from '@foundation/shared';
import { toHttpError, type ApiClient } from './httpClient';
import {
  uploadCertificates,
  uploadImage,
  type UploadOptions,
  type UploadTarget,
  type UploadedImage,
} from './uploads';

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
  /** GET /api/admin/donations/statement-summary?year=: what the year's statement will file and cannot. */
  statementSummary(year: string): Promise<StatementSummary>;
  /** POST /api/admin/donations/pre-arns: adds pre-acknowledgement numbers pasted from the portal. */
  addPreArns(
    year: string,
    numbers: string,
  ): Promise<{ added: number; skipped: number; summary: PreArnSummary }>;
  /** POST /api/admin/donations/:id/cancel-receipt: cancels the latest receipt (idempotent). */
  cancelReceipt(donationId: string, reason: string): Promise<AdminDonation>;
  /** POST /api/admin/donations/:id/refund: refunds the whole gift (again, when the last attempt failed). */
  refundDonation(donationId: string, reason: string): Promise<AdminDonation>;
  /** POST /api/admin/donations/:id/correct-receipt: cancels the receipt and issues a corrected one. */
  correctReceipt(donationId: string, correction: CorrectReceiptRequest): Promise<AdminDonation>;
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
  /** `GET /api/admin/retention` (owners): the periods, what is due now and the last runs of the job. */
  retention(): Promise<RetentionOverview>;
  /** `GET /api/admin/data-requests/:id/my-data`: everything held about the request's e-mail (audited). */
  dataRequestExport(id: string): Promise<MyDataExport>;
  /** `POST /api/admin/data-requests/:id/erase`: erases what no law keeps; says what was kept. */
  dataRequestErase(id: string): Promise<ErasureReport>;
  /** `GET /api/admin/events/:id/check-in`: the event's door figures. */
  checkInFigures(eventId: string): Promise<EventCheckInFigures>;
  /** The event's check-in links, newest first (`GET /api/admin/check-in-links?filter={"eventId":...}`). */
  checkInLinks(eventId: string): Promise<CheckInLink[]>;
  /** `POST /api/admin/check-in-links`: a new link for a volunteer. */
  createCheckInLink(eventId: string, label: string): Promise<CheckInLink>;
  /** `DELETE /api/admin/check-in-links/:id`: the link stops working (kept for the figures). */
  revokeCheckInLink(id: string): Promise<CheckInLink>;
  /** `GET /api/admin/events/:id/reminders`: the event's reminder settings and when the reminder is due. */
  eventReminders(eventId: string): Promise<EventReminderSettings>;
  /** `PUT /api/admin/events/:id/reminders`. */
  saveEventReminders(
    eventId: string,
    settings: Pick<EventReminderSettings, 'remindersEnabled' | 'startTime' | 'joinUrl'>,
  ): Promise<EventReminderSettings>;
  /** `GET /api/admin/events/:id/cancellation`: how far the event's cancellation got (`none`: not cancelled). */
  eventCancellation(eventId: string): Promise<EventCancellationProgress>;
  /** `POST /api/admin/events/:id/cancel`: cancels the event (a job); a second call continues it. */
  cancelEvent(eventId: string, request: CancelEventRequest): Promise<EventCancellationProgress>;
  /** `GET /api/admin/events/:id/messages/recipients`: how many an audience reaches now, by language. */
  eventMessageRecipients(
    eventId: string,
    audience: EventMessageAudience,
  ): Promise<EventMessageRecipientCount>;
  /** `GET /api/admin/events/:id/messages`: the messages sent, newest first, with their delivery. */
  eventMessages(eventId: string): Promise<EventMessageRecord[]>;
  /** `POST /api/admin/events/:id/messages`: queues the message; answers how many it went to. */
  sendEventMessage(eventId: string, message: SendEventMessageRequest): Promise<{ recipients: number }>;
  /** `POST /api/admin/waitlist-entries/:id/offer`: holds seats for a waiting entry now and e-mails the offer. */
  offerWaitlistEntry(id: string): Promise<{ data: AdminWaitlistEntry }>;
  /** `POST /api/admin/staff/:id/invite`: a new one-time link for an invited member, e-mailed. */
  reinviteStaff(id: string): Promise<StaffInvitation>;
  /** `POST /api/admin/donation-certificates`: a tax year's certificates (PDFs or ZIPs), with progress. */
  uploadCertificates(files: File[], year: string, options?: UploadOptions): Promise<CertificateUploadResult>;
  /** `GET /api/admin/donation-certificates/unmatched?year=`: the year's certificates no donor was found for. */
  unmatchedCertificates(year: string): Promise<UnmatchedCertificate[]>;
  /** `POST /api/admin/donation-certificates/:id/assign`: the certificate is the donor's; it is e-mailed. */
  assignCertificate(id: string, email: string): Promise<{ id: string; donorEmail: string }>;
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
    uploadCertificates: (files, year, options) => uploadCertificates(client, files, year, options),
    async unmatchedCertificates(year) {
      const query = new URLSearchParams({ year });
      const url = `${client.apiUrl}/api/admin/donation-certificates/unmatched?${query}`;
      const { json } = await client.fetchJson(url);
      return json as UnmatchedCertificate[];
    },
    async assignCertificate(id, email) {
      const url = `${client.apiUrl}/api/admin/donation-certificates/${encodeURIComponent(id)}/assign`;
      const { json } = await client.fetchJson(url, {
        method: 'POST',
        body: JSON.stringify({ email }),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as { id: string; donorEmail: string };
    },
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
    async statementSummary(year) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/statement-summary?year=${encodeURIComponent(year)}`,
      );
      return json as StatementSummary;
    },
    async addPreArns(year, numbers) {
      const { json } = await client.fetchJson(`${client.apiUrl}/api/admin/donations/pre-arns`, {
        method: 'POST',
        body: JSON.stringify({ year, numbers }),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as { added: number; skipped: number; summary: PreArnSummary };
    },
    async cancelReceipt(donationId, reason) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/${encodeURIComponent(donationId)}/cancel-receipt`,
        {
          method: 'POST',
          body: JSON.stringify({ reason }),
          headers: new Headers({ 'Content-Type': 'application/json' }),
        },
      );
      return json as AdminDonation;
    },
    async refundDonation(donationId, reason) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/${encodeURIComponent(donationId)}/refund`,
        {
          method: 'POST',
          body: JSON.stringify({ reason }),
          headers: new Headers({ 'Content-Type': 'application/json' }),
        },
      );
      return json as AdminDonation;
    },
    async correctReceipt(donationId, correction) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/${encodeURIComponent(donationId)}/correct-receipt`,
        {
          method: 'POST',
          body: JSON.stringify(correction),
          headers: new Headers({ 'Content-Type': 'application/json' }),
        },
      );
      return json as AdminDonation;
    },
    async resendReceipt(donationId) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/donations/${encodeURIComponent(donationId)}/resend-receipt`,
        { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) },
      );
      return json as { queued: boolean };
    },
    async dataRequestExport(id) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/data-requests/${encodeURIComponent(id)}/my-data`,
      );
      return json as MyDataExport;
    },
    async dataRequestErase(id) {
      const { json } = await client.fetchJson(
        `${client.apiUrl}/api/admin/data-requests/${encodeURIComponent(id)}/erase`,
        { method: 'POST', body: '{}', headers: new Headers({ 'Content-Type': 'application/json' }) },
      );
      return json as ErasureReport;
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
    async reinviteStaff(id) {
      const url = `${client.apiUrl}/api/admin/staff/${encodeURIComponent(id)}/invite`;
      const { json } = await client.fetchJson(url, { method: 'POST' });
      return json as StaffInvitation;
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
    async retention() {
      const { json } = await client.fetchJson(`${client.apiUrl}/api/admin/retention`);
      return json as RetentionOverview;
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
    async eventReminders(eventId) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/reminders`;
      const { json } = await client.fetchJson(url);
      return json as EventReminderSettings;
    },
    async saveEventReminders(eventId, settings) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/reminders`;
      const { json } = await client.fetchJson(url, {
        method: 'PUT',
        body: JSON.stringify(settings),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as EventReminderSettings;
    },
    async eventCancellation(eventId) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/cancellation`;
      const { json } = await client.fetchJson(url);
      return json as EventCancellationProgress;
    },
    async cancelEvent(eventId, request) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/cancel`;
      const { json } = await client.fetchJson(url, {
        method: 'POST',
        body: JSON.stringify(request),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as EventCancellationProgress;
    },
    async eventMessageRecipients(eventId, audience) {
      const query = new URLSearchParams({ audience });
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/messages/recipients?${query}`;
      const { json } = await client.fetchJson(url);
      return json as EventMessageRecipientCount;
    },
    async eventMessages(eventId) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/messages`;
      const { json } = await client.fetchJson(url);
      return json as EventMessageRecord[];
    },
    async sendEventMessage(eventId, message) {
      const url = `${client.apiUrl}/api/admin/events/${encodeURIComponent(eventId)}/messages`;
      const { json } = await client.fetchJson(url, {
        method: 'POST',
        body: JSON.stringify(message),
        headers: new Headers({ 'Content-Type': 'application/json' }),
      });
      return json as { recipients: number };
    },
    async revokeCheckInLink(id) {
      const url = `${client.apiUrl}/api/admin/check-in-links/${encodeURIComponent(id)}`;
      const { json } = await client.fetchJson(url, { method: 'DELETE' });
      return json as CheckInLink;
    },
  };
}
