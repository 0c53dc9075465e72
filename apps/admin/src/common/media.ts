import { config } from '../config';

/** Uploaded images are stored as paths on the API's host (`/uploads/...`) or as absolute URLs (S3). */
export function mediaUrl(url: string | null | undefined, apiUrl: string = config.apiUrl): string {
  if (!url) return '';
  return url.startsWith('/') && !url.startsWith('//') ? `${apiUrl}${url}` : url;
}
