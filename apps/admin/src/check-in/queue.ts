/**
 * Syncing this phone's scans: batches of at most CHECK_IN_MAX_BATCH, oldest first, to
 * `POST /api/check-in/scans`. The client scan ids make a replayed batch harmless, so a batch whose answer
 * was lost is simply sent again. A failed sync is retried with exponential backoff while the phone is
 * online; going online retries at once.
 */
import {
  CHECK_IN_MAX_BATCH,
  type CheckInScanBatch,
  type CheckInScanBatchResponse,
  type CheckInScanInput,
  type CheckInScanResult,
} from '@foundation/shared';
import type { CheckInStore, StoredScan } from './db';

export type SendBatch = (batch: CheckInScanBatch) => Promise<CheckInScanBatchResponse>;

export interface SyncOutcome {
  sent: number;
  /** Conflicts and refusals the server reported for this phone's scans in this sync. */
  conflicts: CheckInScanResult[];
  counts: CheckInScanBatchResponse['counts'] | null;
}

/** The wire form of a stored scan (no local fields). */
export function toScanInput(scan: StoredScan): CheckInScanInput {
  if (scan.kind === 'admit') {
    const { clientScanId, eventId, bookingId, admissions, scannedAt } = scan;
    return { clientScanId, kind: 'admit', eventId, bookingId, admissions, scannedAt };
  }
  const { clientScanId, eventId, bookingId, undoes, scannedAt } = scan;
  return { clientScanId, kind: 'undo', eventId, bookingId, undoes, scannedAt };
}

const REFUSED = new Set(['conflict', 'not-for-this-event', 'cancelled', 'unknown-booking']);

/**
 * Sends the event's waiting scans, batch after batch; throws (nothing marked) when a batch fails. One event
 * at a time: a volunteer's link opens only its own event, so another event's scans wait for their own.
 */
export async function syncOnce(
  eventId: string,
  store: CheckInStore,
  send: SendBatch,
  device: CheckInScanBatch['device'],
  now: () => Date = () => new Date(),
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, conflicts: [], counts: null };
  for (;;) {
    const waiting = await store.unsynced(eventId, CHECK_IN_MAX_BATCH);
    if (waiting.length === 0) return outcome;
    const answer = await send({ device, scans: waiting.map(toScanInput) });
    await store.saveResults([...answer.results, ...answer.conflicts], now().toISOString());
    // A scan the server did not answer stays waiting; stop rather than loop on it.
    const answered = new Set(answer.results.map((result) => result.clientScanId));
    outcome.sent += waiting.filter((scan) => answered.has(scan.clientScanId)).length;
    outcome.conflicts.push(
      ...[...answer.results, ...answer.conflicts].filter((result) => REFUSED.has(result.outcome)),
    );
    outcome.counts = answer.counts;
    if (!waiting.every((scan) => answered.has(scan.clientScanId))) return outcome;
  }
}

export interface SyncLoopOptions {
  sync: () => Promise<unknown>;
  isOnline: () => boolean;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** First retry delay; doubles after each failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  onError?: (error: unknown) => void;
}

/**
 * Runs `sync` when asked (`kick`: a new scan, the network came back) and retries a failed one after 2 s,
 * 4 s, 8 s… (at most a minute). One sync at a time; a kick during a sync runs another one after it.
 * Offline, nothing is tried until `kick` is called again.
 */
export function createSyncLoop({
  sync,
  isOnline,
  setTimer,
  clearTimer,
  baseDelayMs = 2000,
  maxDelayMs = 60_000,
  onError,
}: SyncLoopOptions) {
  let failures = 0;
  let timer: unknown = null;
  let running = false;
  let again = false;
  let stopped = false;

  const schedule = () => {
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - 1));
    timer = setTimer(() => {
      timer = null;
      void kick();
    }, delay);
  };

  async function kick(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (!isOnline()) return;
    running = true;
    try {
      await sync();
      failures = 0;
    } catch (error) {
      failures += 1;
      onError?.(error);
      if (!stopped) schedule();
    } finally {
      running = false;
    }
    if (again && !stopped) {
      again = false;
      await kick();
    }
  }

  return {
    kick,
    /** Failed attempts since the last success (0 when all is well). */
    failures: () => failures,
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
    },
  };
}
