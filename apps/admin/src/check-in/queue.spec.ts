import 'fake-indexeddb/auto';
import type { CheckInScanBatch, CheckInScanBatchResponse, CheckInScanResult } from '@foundation/shared';
import { CHECK_IN_MAX_BATCH } from '@foundation/shared';
import { openCheckInStore, type CheckInStore } from './db';
import { createSyncLoop, syncOnce } from './queue';
import type { LocalScan } from './verdict';

const EVENT = '6f1c2a9e-1111-4a5b-9c3d-000000000001';
const DEVICE = { id: 'device-1', name: 'Gate 2' };
let dbCount = 0;
let store: CheckInStore;

beforeEach(async () => {
  store = await openCheckInStore(`check-in-test-${(dbCount += 1)}`);
});
afterEach(() => store.close());

const admit = (n: number, bookingId = `booking-${n}`): LocalScan => ({
  clientScanId: `scan-${n}`,
  kind: 'admit',
  eventId: EVENT,
  bookingId,
  admissions: 1,
  scannedAt: new Date(Date.UTC(2026, 11, 1, 4, 0, n)).toISOString(),
  deviceName: 'Gate 2',
  syncedAt: null,
});

const result = (clientScanId: string, outcome: CheckInScanResult['outcome'] = 'admitted') =>
  ({
    clientScanId,
    outcome,
    admitted: outcome === 'admitted' ? 1 : 0,
    booking: null,
    firstScan: outcome === 'conflict' ? { at: '2026-12-01T03:59:00.000Z', device: 'Main gate' } : null,
    scan: { at: '2026-12-01T04:00:00.000Z', device: 'Gate 2' },
  }) as CheckInScanResult;

/** A server that answers every scan, with `outcomeOf` deciding each one. */
function server(outcomeOf: (id: string) => CheckInScanResult['outcome'] = () => 'admitted') {
  const batches: CheckInScanBatch[] = [];
  const send = async (batch: CheckInScanBatch): Promise<CheckInScanBatchResponse> => {
    batches.push(batch);
    return {
      results: batch.scans.map((scan) => result(scan.clientScanId, outcomeOf(scan.clientScanId))),
      conflicts: [],
      counts: { expected: 10, checkedIn: batch.scans.length },
    };
  };
  return { batches, send };
}

describe('the scan queue in IndexedDB and its sync', () => {
  it('keeps scans in order with their local fields, and sends only the wire fields', async () => {
    const undo: LocalScan = {
      clientScanId: 'scan-undo',
      kind: 'undo',
      eventId: EVENT,
      bookingId: 'booking-1',
      undoes: 'scan-1',
      scannedAt: '2026-12-01T04:05:00.000Z',
      deviceName: 'Gate 2',
      syncedAt: null,
    };
    for (const scan of [admit(1), admit(2), undo]) await store.addScan(scan);
    expect((await store.scans(EVENT)).map((scan) => scan.clientScanId)).toEqual([
      'scan-1',
      'scan-2',
      'scan-undo',
    ]);
    const api = server();
    const outcome = await syncOnce(
      EVENT,
      store,
      api.send,
      DEVICE,
      () => new Date('2026-12-01T05:00:00.000Z'),
    );
    expect(outcome).toMatchObject({ sent: 3, conflicts: [], counts: { expected: 10, checkedIn: 3 } });
    expect(api.batches).toHaveLength(1);
    expect(api.batches[0].device).toEqual(DEVICE);
    expect(api.batches[0].scans[0]).toEqual({
      clientScanId: 'scan-1',
      kind: 'admit',
      eventId: EVENT,
      bookingId: 'booking-1',
      admissions: 1,
      scannedAt: '2026-12-01T04:00:01.000Z',
    });
    // The undo as sent: the same, less the phone's own fields (its name goes once per batch, as `device`).
    const { deviceName: _deviceName, syncedAt: _syncedAt, ...undoOnTheWire } = undo;
    expect(api.batches[0].scans[2]).toEqual(undoOnTheWire);
    const after = await store.scans(EVENT);
    expect(after.every((scan) => scan.syncedAt === '2026-12-01T05:00:00.000Z')).toBe(true);
    expect(after[0].result?.outcome).toBe('admitted');
    // nothing left: the next sync sends nothing
    await syncOnce(EVENT, store, api.send, DEVICE);
    expect(api.batches).toHaveLength(1);
  });

  it('sends only the open event’s scans (a link opens one event)', async () => {
    await store.addScan(admit(1));
    await store.addScan({ ...admit(2), eventId: 'another-event' });
    const api = server();
    await syncOnce(EVENT, store, api.send, DEVICE);
    expect(api.batches.flatMap((batch) => batch.scans.map((scan) => scan.clientScanId))).toEqual(['scan-1']);
    expect((await store.unsynced('another-event', 10)).map((scan) => scan.clientScanId)).toEqual(['scan-2']);
  });

  it(`sends more than ${CHECK_IN_MAX_BATCH} waiting scans in batches of at most ${CHECK_IN_MAX_BATCH}`, async () => {
    for (let n = 1; n <= CHECK_IN_MAX_BATCH + 5; n += 1) await store.addScan(admit(n));
    const api = server();
    const outcome = await syncOnce(EVENT, store, api.send, DEVICE);
    expect(api.batches.map((batch) => batch.scans.length)).toEqual([CHECK_IN_MAX_BATCH, 5]);
    expect(outcome.sent).toBe(CHECK_IN_MAX_BATCH + 5);
    expect(await store.unsynced(EVENT, 1000)).toEqual([]);
  });

  it('a failed batch marks nothing: the same scans (same client ids) go again next time', async () => {
    await store.addScan(admit(1));
    await expect(
      syncOnce(EVENT, store, () => Promise.reject(new Error('network down')), DEVICE),
    ).rejects.toThrow('network down');
    expect((await store.unsynced(EVENT, 10)).map((scan) => scan.clientScanId)).toEqual(['scan-1']);
    const api = server();
    await syncOnce(EVENT, store, api.send, DEVICE);
    expect(api.batches[0].scans.map((scan) => scan.clientScanId)).toEqual(['scan-1']);
  });

  it('reports conflicts with their first scan, and other phones’ scans that lost to this phone’s', async () => {
    await store.addScan(admit(1));
    await store.addScan(admit(2));
    const api = server((id) => (id === 'scan-2' ? 'conflict' : 'admitted'));
    const outcome = await syncOnce(EVENT, store, api.send, DEVICE);
    expect(outcome.conflicts.map((entry) => [entry.clientScanId, entry.outcome])).toEqual([
      ['scan-2', 'conflict'],
    ]);
    expect((await store.scans(EVENT))[1].result?.firstScan).toEqual({
      at: '2026-12-01T03:59:00.000Z',
      device: 'Main gate',
    });

    // Another phone synced later and lost to scan-1: the server tells this phone with its next batch.
    await store.addScan(admit(3));
    const later = await syncOnce(
      EVENT,
      store,
      async (batch) => ({
        results: batch.scans.map((scan) => result(scan.clientScanId)),
        conflicts: [{ ...result('other-phone-scan', 'conflict'), scan: { at: 'x', device: 'Gate 5' } }],
        counts: { expected: 10, checkedIn: 3 },
      }),
      DEVICE,
    );
    expect(later.conflicts.map((entry) => entry.clientScanId)).toEqual(['other-phone-scan']);
  });
});

describe('the sync loop', () => {
  function harness(online = true) {
    const timers: { callback: () => void; ms: number }[] = [];
    let state = { online };
    const sync = jest.fn<Promise<void>, []>();
    const loop = createSyncLoop({
      sync,
      isOnline: () => state.online,
      setTimer: (callback, ms) => timers.push({ callback, ms }) - 1,
      clearTimer: (index) => {
        timers[index as number] = { callback: () => undefined, ms: -1 };
      },
    });
    return { timers, sync, loop, setOnline: (value: boolean) => (state = { online: value }) };
  }

  it('retries a failed sync after 2, 4, 8… seconds (at most a minute) and resets after a success', async () => {
    const { timers, sync, loop } = harness();
    sync.mockRejectedValue(new Error('offline'));
    await loop.kick();
    for (let round = 0; round < 7; round += 1) await timers.at(-1)!.callback();
    expect(timers.map((timer) => timer.ms)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    expect(loop.failures()).toBe(8);
    sync.mockResolvedValue(undefined);
    await timers.at(-1)!.callback();
    expect(loop.failures()).toBe(0);
    expect(timers).toHaveLength(8); // no retry after a success
  });

  it('offline, it tries nothing; a kick when the network is back syncs at once', async () => {
    const { sync, loop, setOnline, timers } = harness(false);
    await loop.kick();
    expect(sync).not.toHaveBeenCalled();
    expect(timers).toHaveLength(0);
    setOnline(true);
    sync.mockResolvedValue(undefined);
    await loop.kick();
    expect(sync).toHaveBeenCalledTimes(1);
  });

  it('a kick during a sync runs one more sync after it, never two at once', async () => {
    const { sync, loop } = harness();
    let release: () => void = () => undefined;
    let running = 0;
    let most = 0;
    sync.mockImplementation(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => (release = resolve));
      running -= 1;
    });
    const first = loop.kick();
    void loop.kick();
    void loop.kick();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await first;
    expect(sync).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });
});
