import {
  ACCESS_TOKEN_HEADER,
  type DonorTaxDetailsRequest,
  type MyGivingResponse,
  type RecurringGiftResponse,
} from '@foundation/shared';
import { ApiError, apiUrl, fetchJson, postJson } from '../../../lib/api';
import { pageLocale } from '../../../i18n/pageLocale';

/*
 * The donor's link token travels only in the X-Access-Token header: never in an API URL (where it would
 * reach access logs and caches) and never in the site's own logs.
 */
const withToken = (token: string) => ({ [ACCESS_TOKEN_HEADER]: token });

/** GET /api/my-giving: the donor's gifts, receipts and recurring gifts. A wrong or old link answers 404. */
export function fetchMyGiving(token: string): Promise<MyGivingResponse> {
  return fetchJson<MyGivingResponse>('/api/my-giving', { headers: withToken(token) });
}

/** POST /api/my-giving/tax-details: PAN and address; the server issues 80G receipts for gifts without one. */
export function addTaxDetails(token: string, details: DonorTaxDetailsRequest): Promise<MyGivingResponse> {
  return postJson<MyGivingResponse>('/api/my-giving/tax-details', details, withToken(token));
}

/** POST /api/my-giving/recurring-gifts/:id/cancel: stops the gift's further debits (idempotent). */
export function cancelMyRecurringGift(
  token: string,
  recurringGiftId: string,
): Promise<RecurringGiftResponse> {
  return postJson<RecurringGiftResponse>(
    `/api/my-giving/recurring-gifts/${encodeURIComponent(recurringGiftId)}/cancel`,
    {},
    withToken(token),
  );
}

/** The file name of a receipt: its number with the slashes a file name cannot hold ('80G-2026-27-000123.pdf'). */
export function receiptFileName(receiptNumber: string): string {
  return `${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

/** GET /api/my-giving/receipts/:id/pdf with the token in its header: the receipt PDF as a Blob. */
export async function fetchReceiptPdf(token: string, receiptId: string): Promise<Blob> {
  const path = `/api/my-giving/receipts/${encodeURIComponent(receiptId)}/pdf`;
  const response = await fetch(apiUrl(path), {
    headers: { ...withToken(token), Accept: 'application/pdf' },
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} failed with ${response.status}`);
  return response.blob();
}

/**
 * GET /api/my-giving/statements/{year}.pdf or /certificates/{id}/pdf with the token in its header (the page's
 * language for the statement): the PDF as a Blob.
 */
export async function fetchDocumentPdf(
  token: string,
  document: { statementYear: string } | { certificateId: string },
): Promise<Blob> {
  const path =
    'statementYear' in document
      ? `/api/my-giving/statements/${encodeURIComponent(document.statementYear)}.pdf`
      : `/api/my-giving/certificates/${encodeURIComponent(document.certificateId)}/pdf`;
  const response = await fetch(apiUrl(path), {
    headers: { ...withToken(token), Accept: 'application/pdf', 'Accept-Language': pageLocale() },
  });
  if (!response.ok) throw new ApiError(response.status, `GET ${path} failed with ${response.status}`);
  return response.blob();
}

/** Saves a Blob under a file name through a temporary link (the PDF never gets a URL with the token). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
