import { HttpError } from 'ra-core';
import { MESSAGES, type CertificateUploadResult } from '@foundation/shared';
import { SIGN_IN_ENDED_MESSAGE, toHttpError, type ApiClient } from './httpClient';

/** Where an uploaded image will be used (the API keeps them in separate folders). */
export type UploadTarget =
  | 'event-cover'
  | 'event-gallery'
  | 'program-featured'
  | 'program-gallery'
  | 'project-image'
  | 'slide-desktop'
  | 'slide-mobile';

/** What `POST /api/admin/uploads` answers. */
export interface UploadedImage {
  id?: string;
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

/** docs/product.md §5's check before an image is sent: the message to show, or null when it may be uploaded. */
export function imageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageWrongType;
  if (file.size > MAX_IMAGE_BYTES) return MESSAGES.imageTooLarge;
  return null;
}

export interface UploadOptions {
  /** Called with the share of the file sent, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests: builds the request object. */
  createRequest?: () => XMLHttpRequest;
}

function send(
  url: string,
  form: FormData,
  token: string,
  options: UploadOptions,
): Promise<{ status: number; statusText: string; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = options.createRequest ? options.createRequest() : new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let json: unknown;
      try {
        json = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        json = undefined;
      }
      resolve({ status: request.status, statusText: request.statusText, json });
    };
    request.onerror = () => reject(new Error('The upload could not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        request.abort();
        return;
      }
      options.signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(form);
  });
}

/**
 * Sends a multipart form to `/api/admin/<path>` with XMLHttpRequest (fetch cannot report upload progress) and
 * the admin's access token, refreshing it once when the API answers 401. Rejects with an HttpError carrying
 * the server's message; resolves with the answer's JSON.
 */
async function postForm(
  client: ApiClient,
  path: string,
  form: () => FormData,
  options: UploadOptions,
): Promise<unknown> {
  const url = `${client.apiUrl}/api/admin/${path}`;
  const token = await client.accessToken();
  if (!token) throw new HttpError(SIGN_IN_ENDED_MESSAGE, 401, { message: SIGN_IN_ENDED_MESSAGE });
  let answer = await send(url, form(), token, options);
  if (answer.status === 401) {
    const renewed = await client.refresh(token);
    if (!renewed) throw new HttpError(SIGN_IN_ENDED_MESSAGE, 401, { message: SIGN_IN_ENDED_MESSAGE });
    answer = await send(url, form(), renewed.accessToken, options);
  }
  if (answer.status < 200 || answer.status >= 300)
    throw toHttpError(answer.status, answer.statusText, answer.json);
  return answer.json;
}

/** Uploads one image (`POST /api/admin/uploads`) with its progress. */
export async function uploadImage(
  client: ApiClient,
  file: File,
  target: UploadTarget,
  options: UploadOptions = {},
): Promise<UploadedImage> {
  const form = () => {
    const data = new FormData();
    data.append('target', target);
    data.append('file', file, file.name);
    return data;
  };
  const image = (await postForm(client, 'uploads', form, options)) as UploadedImage | undefined;
  if (!image?.url) throw new Error('The server did not answer with the uploaded image');
  options.onProgress?.(1);
  return image;
}

/** The files a certificates upload accepts: PDFs, or ZIPs of PDFs (the API checks their content). */
export const CERTIFICATE_ACCEPT_ATTRIBUTE = '.pdf,.zip,application/pdf,application/zip';

/**
 * Uploads the certificates of donation of a tax year (`POST /api/admin/donation-certificates`) with their
 * progress: the API answers which were matched (and e-mailed) and which were not.
 */
export async function uploadCertificates(
  client: ApiClient,
  files: File[],
  year: string,
  options: UploadOptions = {},
): Promise<CertificateUploadResult> {
  const form = () => {
    const data = new FormData();
    data.append('year', year);
    for (const file of files) data.append('files', file, file.name);
    return data;
  };
  const result = (await postForm(client, 'donation-certificates', form, options)) as
    CertificateUploadResult | undefined;
  if (!result || !Array.isArray(result.matched) || !Array.isArray(result.unmatched))
    throw new Error('The server did not answer with the certificates');
  options.onProgress?.(1);
  return result;
}
