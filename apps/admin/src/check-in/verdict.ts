/**
 * What the door decides for a scanned ticket, WITHOUT the network: the signature (the snapshot's public
 * key), the event, the booking's state in the snapshot and the check-ins known so far (the snapshot's plus
 * the scans recorded on this phone since it was made). docs/product.md describes the screen.
 */
import {
  verifyTicketToken,
  type CheckInScanInput,
  type CheckInSnapshot,
  type CheckInSnapshotBooking,
  type CheckInVerdict,
} from '@foundation/shared';

/** A scan recorded on this phone (kept in IndexedDB until, and after, it is synced). */
export type LocalScan = CheckInScanInput & {
  /** The device's name when it was recorded (for "already checked in … on Gate 2"). */
  deviceName: string;
  /** When the server took it (this phone's clock), null while it waits to sync. */
  syncedAt: string | null;
};

/** An event's snapshot as this phone keeps it. */
export interface StoredSnapshot {
  snapshot: CheckInSnapshot;
  /** When it arrived (this phone's clock, ISO). */
  takenAt: string;
}

export interface BookingProgress {
  booking: CheckInSnapshotBooking;
  /** Admissions checked in: the snapshot's plus this phone's admits not undone, never above admissions. */
  checkedIn: number;
  /** Admissions that may still enter. */
  remaining: number;
  /** The latest check-in known (this phone's own, else the snapshot's). */
  lastCheckIn: { at: string; device: string } | null;
}

export interface ScanDecision {
  verdict: CheckInVerdict;
  /** For every verdict about a known booking of this event. */
  progress: BookingProgress | null;
}

/** The admits on this phone that no later undo cancelled, oldest first. */
export function activeAdmits(scans: LocalScan[], bookingId?: string): LocalScan[] {
  const undone = new Set(scans.flatMap((scan) => (scan.kind === 'undo' ? [scan.undoes] : [])));
  return scans.filter(
    (scan) =>
      scan.kind === 'admit' &&
      !undone.has(scan.clientScanId) &&
      (bookingId === undefined || scan.bookingId === bookingId),
  );
}

/** Whether the server already had this scan when the snapshot downloaded at `takenAt` was made. */
const inSnapshot = (scan: LocalScan, takenAt: string) => scan.syncedAt !== null && scan.syncedAt <= takenAt;

/**
 * Scans already in the snapshot must not count twice: the snapshot counts every scan the server had when
 * it was made, so only this phone's scans that were synced after it was downloaded (or still wait to sync)
 * add to it. Both times are this phone's clock (`takenAt`: when the snapshot arrived), so a phone whose
 * clock is wrong still counts right.
 */
export function bookingProgress(
  booking: CheckInSnapshotBooking,
  scans: LocalScan[],
  takenAt: string,
): BookingProgress {
  const mine = scans.filter((scan) => scan.bookingId === booking.id);
  const fresh = mine.filter((scan) => !inSnapshot(scan, takenAt));
  const admits = activeAdmits(fresh, booking.id);
  // An undo after the snapshot of an admit the snapshot already counted takes that admit back out.
  const undoneBefore = fresh
    .filter((scan) => scan.kind === 'undo')
    .map((undo) => mine.find((scan) => scan.clientScanId === (undo.kind === 'undo' ? undo.undoes : '')))
    .filter(
      (admit): admit is LocalScan & { kind: 'admit' } =>
        admit?.kind === 'admit' && inSnapshot(admit, takenAt),
    )
    .reduce((sum, admit) => sum + admit.admissions, 0);
  const added = admits.reduce((sum, scan) => sum + (scan.kind === 'admit' ? scan.admissions : 0), 0);
  const checkedIn = Math.min(booking.admissions, Math.max(0, booking.checkedIn + added - undoneBefore));
  const latest = admits.at(-1);
  return {
    booking,
    checkedIn,
    remaining: booking.admissions - checkedIn,
    lastCheckIn: latest ? { at: latest.scannedAt, device: latest.deviceName } : booking.lastCheckIn,
  };
}

/**
 * The verdict for a scanned QR text. 'admitted' means the ticket may enter now (`progress.remaining` of
 * its admissions); the screen then records the admit. A forged, truncated or garbled token is 'forged'
 * (shown as "not valid"); a genuine ticket of another event is 'not-for-this-event' (checked before the
 * snapshot, which only holds this event's bookings).
 */
export async function decideScan(
  token: string,
  { snapshot, takenAt }: StoredSnapshot,
  scans: LocalScan[],
): Promise<ScanDecision> {
  const claims = await verifyTicketToken(token.trim(), snapshot.publicKey);
  if (!claims) return { verdict: 'forged', progress: null };
  if (claims.eventId !== snapshot.event.id) return { verdict: 'not-for-this-event', progress: null };
  const booking = snapshot.bookings.find((entry) => entry.id === claims.bookingId);
  if (!booking) return { verdict: 'unknown-booking', progress: null };
  return decideBooking(booking, takenAt, scans);
}

/** The verdict for a booking picked by search (name, phone or booking id) rather than by its QR code. */
export function decideBooking(
  booking: CheckInSnapshotBooking,
  takenAt: string,
  scans: LocalScan[],
): ScanDecision {
  const progress = bookingProgress(booking, scans, takenAt);
  if (booking.state !== 'valid') return { verdict: 'cancelled', progress };
  if (progress.remaining <= 0) return { verdict: 'already-checked-in', progress };
  return { verdict: 'admitted', progress };
}

/** Checked in / expected for the whole event, with this phone's scans since the snapshot. */
export function eventCounts(
  { snapshot, takenAt }: StoredSnapshot,
  scans: LocalScan[],
): { expected: number; checkedIn: number } {
  const checkedIn = snapshot.bookings
    .filter((booking) => booking.state === 'valid')
    .reduce((sum, booking) => sum + bookingProgress(booking, scans, takenAt).checkedIn, 0);
  return { expected: snapshot.expected, checkedIn };
}

/** Bookings whose name, phone (digits only) or id match what the volunteer typed; at most `limit`. */
export function searchBookings(
  snapshot: CheckInSnapshot,
  query: string,
  limit = 20,
): CheckInSnapshotBooking[] {
  const text = query.trim().toLowerCase();
  if (text.length < 2) return [];
  const digits = text.replace(/\D/g, '');
  return snapshot.bookings
    .filter(
      (booking) =>
        booking.name.toLowerCase().includes(text) ||
        booking.id.toLowerCase().startsWith(text) ||
        (digits.length >= 4 && booking.phone.replace(/\D/g, '').includes(digits)),
    )
    .slice(0, limit);
}
