/** The door screen's sentences that carry a scan's time (kept apart from the screen so tests need no camera). */
import { formatIndiaTime, type CheckInScanResult, type Locale } from '@foundation/shared';

/**
 * A scan's time as the door and the organisers know it: India time, named ('7:05 PM IST'), whatever zone the
 * volunteer's phone is set to (a borrowed or travelling phone would otherwise print its own zone's hour).
 * In the shared formatter's words; the screen is English (docs/decisions/0023-admin-panel-in-hindi.md), so
 * English unless a language is given.
 */
export const scanTime = (iso: string, locale: Locale = 'en') => formatIndiaTime(new Date(iso), locale, true);

/** A conflict the server reported: this phone's scan came second, or another phone's lost to this one's. */
export function conflictInWords(conflict: CheckInScanResult, ownScanIds: Set<string>): string {
  if (conflict.outcome !== 'conflict') {
    return `refused by the server (${conflict.outcome.replace(/-/g, ' ')})`;
  }
  if (!ownScanIds.has(conflict.clientScanId)) {
    return `also scanned on ${conflict.scan.device} at ${scanTime(conflict.scan.at)}; this phone’s scan came first`;
  }
  const first = conflict.firstScan
    ? `admitted first on ${conflict.firstScan.device} at ${scanTime(conflict.firstScan.at)}`
    : 'admitted first on another phone';
  return `${first}; ${conflict.admitted} counted from this phone`;
}

/** How old the event's snapshot is, for the status line ('12 min ago'). */
export function ageInWords(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h ${minutes % 60} min ago` : `${Math.floor(hours / 24)} days ago`;
}
