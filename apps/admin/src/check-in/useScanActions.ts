/**
 * What the check-in screen records and shows for a scan, a photo, a pick from the search and an undo:
 * decided offline against the stored snapshot (verdict.ts), stored on the phone, then synced (queue.ts).
 */
import { useCallback, type Dispatch } from 'react';
import type { CheckInSnapshotBooking, CheckInVerdict } from '@foundation/shared';
import type { CheckInAction, CheckInState } from './checkInReducer';
import type { CheckInStore } from './db';
import { readQr } from './scanner';
import { activeAdmits, decideBooking, decideScan, type BookingProgress } from './verdict';

export interface ScanActionsOptions {
  state: CheckInState;
  dispatch: Dispatch<CheckInAction>;
  store: CheckInStore;
  newId: () => string;
  /** Reads the open event's scans and walk-ins from the phone again. */
  reloadScans: () => Promise<void>;
  /** Asks the sync loop to run now. */
  kick: () => void;
}

export function useScanActions({ state, dispatch, store, newId, reloadScans, kick }: ScanActionsOptions) {
  const { stored, scans, device } = state;
  const record = useCallback(
    async (progress: BookingProgress, admissions: number) => {
      if (!stored) return;
      await store.addScan({
        clientScanId: newId(),
        kind: 'admit',
        eventId: stored.snapshot.event.id,
        bookingId: progress.booking.id,
        admissions,
        scannedAt: new Date().toISOString(),
        deviceName: device.name,
        syncedAt: null,
      });
      const all = await store.scans(stored.snapshot.event.id);
      dispatch({ type: 'records', scans: all });
      const after = decideBooking(progress.booking, stored.takenAt, all).progress;
      dispatch({
        type: 'show',
        shown: { kind: 'verdict', verdict: 'admitted', progress: after, admittedNow: admissions },
      });
      kick();
    },
    [stored, store, newId, device.name, kick, dispatch],
  );

  const show = useCallback(
    async (decision: { verdict: CheckInVerdict; progress: BookingProgress | null }) => {
      if (decision.verdict === 'admitted' && decision.progress) {
        if (decision.progress.remaining === 1) await record(decision.progress, 1);
        else dispatch({ type: 'show', shown: { kind: 'choose', progress: decision.progress } });
        return;
      }
      dispatch({ type: 'show', shown: { kind: 'verdict', ...decision, admittedNow: 0 } });
    },
    [record, dispatch],
  );

  const onToken = useCallback(
    async (text: string) => {
      if (!stored) return;
      await show(await decideScan(text, stored, scans));
    },
    [stored, scans, show],
  );

  const onBooking = useCallback(
    async (booking: CheckInSnapshotBooking) => {
      if (!stored) return;
      dispatch({ type: 'query', query: '' });
      await show(decideBooking(booking, stored.takenAt, scans));
    },
    [stored, scans, show, dispatch],
  );

  const undoLast = useCallback(async () => {
    if (!stored) return;
    const last = activeAdmits(scans).at(-1);
    if (!last || last.kind !== 'admit') return;
    await store.addScan({
      clientScanId: newId(),
      kind: 'undo',
      eventId: last.eventId,
      bookingId: last.bookingId,
      undoes: last.clientScanId,
      scannedAt: new Date().toISOString(),
      deviceName: device.name,
      syncedAt: null,
    });
    await reloadScans();
    const booking = stored.snapshot.bookings.find((entry) => entry.id === last.bookingId);
    dispatch({
      type: 'show',
      shown: { kind: 'undone', name: booking?.name ?? 'the booking', admissions: last.admissions },
    });
    kick();
  }, [stored, scans, store, newId, device.name, reloadScans, kick, dispatch]);

  const onPhoto = useCallback(
    async (file: File) => {
      dispatch({ type: 'busy', busy: true });
      try {
        const bitmap = await createImageBitmap(file);
        const text = await readQr(bitmap);
        bitmap.close();
        if (text === null)
          dispatch({
            type: 'show',
            shown: { kind: 'message', text: 'No QR code found in that photo. Try again.' },
          });
        else await onToken(text);
      } catch {
        dispatch({
          type: 'show',
          shown: { kind: 'message', text: 'That photo could not be read. Try again.' },
        });
      } finally {
        dispatch({ type: 'busy', busy: false });
      }
    },
    [onToken, dispatch],
  );

  return { record, onToken, onBooking, undoLast, onPhoto };
}
