import type { CheckInScanResult } from '@foundation/shared';
import { NotAuthorisedError, UnreachableError } from './api';
import {
  checkInReducer,
  initialCheckInState,
  isConnected,
  KEPT_PROBLEMS,
  waitingToSync,
  type CheckInAction,
  type CheckInState,
} from './checkInReducer';
import type { StoredScan, StoredWalkIn } from './db';
import type { StoredSnapshot } from './verdict';

const DEVICE = { id: 'device-1', name: 'Gate 2' };
const start = () => initialCheckInState(DEVICE, true, Date.UTC(2026, 11, 1, 4));
const run = (state: CheckInState, ...actions: CheckInAction[]) => actions.reduce(checkInReducer, state);

const scan = (n: number, syncedAt: string | null = null): StoredScan => ({
  clientScanId: `scan-${n}`,
  kind: 'admit',
  eventId: 'event-1',
  bookingId: `booking-${n}`,
  admissions: 1,
  scannedAt: '2026-12-01T04:00:00.000Z',
  deviceName: DEVICE.name,
  syncedAt,
  result: null,
});
const walkIn = (n: number, syncedAt: string | null = null) =>
  ({ request: { clientWalkInId: `walk-in-${n}` }, syncedAt }) as StoredWalkIn;
const conflict = (n: number) => ({ clientScanId: `scan-${n}`, outcome: 'conflict' }) as CheckInScanResult;
const snapshot = {
  snapshot: { event: { id: 'event-1' } },
  takenAt: '2026-12-01T03:00:00.000Z',
} as StoredSnapshot;

describe('the check-in screen state', () => {
  it('starts loading, reachable, with nothing shown', () => {
    const state = start();
    expect(state.phase).toBe('loading');
    expect(state.reachable).toBe(true);
    expect(state.shown).toEqual({ kind: 'idle' });
    expect(isConnected(state)).toBe(true);
  });

  it('opens an event: the session, its snapshot, then the event phase', () => {
    const state = run(
      start(),
      { type: 'session', events: [], link: null },
      { type: 'choose-event' },
      { type: 'opening' },
      { type: 'snapshot', stored: snapshot },
    );
    expect(state.phase).toBe('choose');
    expect(state.stored).toBe(snapshot);
    expect(checkInReducer(state, { type: 'opened' }).phase).toBe('event');
  });

  it('is refused or fails with the words to show', () => {
    expect(run(start(), { type: 'refused', message: 'Link expired' })).toMatchObject({
      phase: 'refused',
      refusal: 'Link expired',
    });
    expect(run(start(), { type: 'failed', message: 'No network' })).toMatchObject({
      phase: 'error',
      refusal: 'No network',
    });
  });

  it('goes offline on an unreachable server only, and back once a request gets through', () => {
    const other = run(start(), { type: 'request-failed', error: new NotAuthorisedError('no') });
    expect(other.reachable).toBe(true);
    const unreachable = run(start(), { type: 'request-failed', error: new UnreachableError(new Error('x')) });
    expect(unreachable.reachable).toBe(false);
    expect(unreachable.online).toBe(true);
    expect(isConnected(unreachable)).toBe(false);
    expect(run(unreachable, { type: 'reached' }).reachable).toBe(true);
  });

  it('is offline while the phone says so, whatever the server answered', () => {
    const state = run(start(), { type: 'online', online: false });
    expect(isConnected(state)).toBe(false);
    expect(isConnected(run(state, { type: 'online', online: true }))).toBe(true);
  });

  it('counts the scans and walk-ins waiting to sync', () => {
    const state = run(start(), {
      type: 'records',
      scans: [scan(1), scan(2, '2026-12-01T04:01:00.000Z'), scan(3)],
      walkIns: [walkIn(1), walkIn(2, '2026-12-01T04:01:00.000Z')],
    });
    expect(waitingToSync(state)).toBe(3);
    // Scans alone (after a scan is recorded) keep the walk-ins read before.
    expect(waitingToSync(run(state, { type: 'records', scans: [] }))).toBe(1);
  });

  it('clears the sync problem after a sync, and is reachable again only when something was sent', () => {
    const failed = run(
      start(),
      { type: 'request-failed', error: new UnreachableError(null) },
      { type: 'sync-problem', message: 'Sync failed' },
    );
    const nothingSent = run(failed, { type: 'synced', conflicts: [], sent: 0 });
    expect(nothingSent.syncProblem).toBeNull();
    expect(nothingSent.reachable).toBe(false);
    expect(run(failed, { type: 'synced', conflicts: [], sent: 2 }).reachable).toBe(true);
  });

  it('keeps the newest conflicts and refused walk-ins first, at most twenty', () => {
    let state = start();
    for (let n = 1; n <= KEPT_PROBLEMS + 5; n += 1) {
      state = run(
        state,
        { type: 'synced', conflicts: [conflict(n)], sent: 1 },
        { type: 'walk-ins-refused', walkIns: [walkIn(n)] },
      );
    }
    expect(state.conflicts).toHaveLength(KEPT_PROBLEMS);
    expect(state.conflicts[0].clientScanId).toBe(`scan-${KEPT_PROBLEMS + 5}`);
    expect(state.refusedWalkIns).toHaveLength(KEPT_PROBLEMS);
    expect(state.refusedWalkIns[0].request.clientWalkInId).toBe(`walk-in-${KEPT_PROBLEMS + 5}`);
    expect(run(state, { type: 'walk-ins-refused', walkIns: [] })).toBe(state);
  });

  it('shows verdicts, search, camera, busy and a renamed phone', () => {
    const state = run(
      start(),
      { type: 'show', shown: { kind: 'message', text: 'No QR code found in that photo. Try again.' } },
      { type: 'query', query: 'Asha' },
      { type: 'camera', on: true },
      { type: 'busy', busy: true },
      { type: 'device-name', name: 'Main gate' },
      { type: 'tick', now: 42 },
    );
    expect(state).toMatchObject({
      shown: { kind: 'message', text: 'No QR code found in that photo. Try again.' },
      query: 'Asha',
      camera: true,
      busy: true,
      device: { id: 'device-1', name: 'Main gate' },
      now: 42,
    });
    expect(run(state, { type: 'opening' }).shown).toEqual({ kind: 'idle' });
  });
});
