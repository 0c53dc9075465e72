/**
 * The phone's check-in storage in IndexedDB (through `idb`): each event's snapshot and every scan recorded
 * here, in the order they were made, with what the server answered once synced. Survives reloads and
 * closing the browser, so a volunteer who loses the signal (or the battery) loses no scan.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckInScanResult, CheckInWalkInRequest, CheckInWalkInResponse } from '@foundation/shared';
import type { LocalScan, StoredSnapshot } from './verdict';

/** A scan as stored: `seq` orders the scans of this phone; `result` is the server's answer once synced. */
export type StoredScan = LocalScan & { seq?: number; result: CheckInScanResult | null };

/**
 * A walk-in registered on this phone (cash or free: queued like the scans, sent when online). `result` is
 * the server's answer once synced; `refusal` what the server refused it with (no seats left...), for the
 * volunteer to see: a refused walk-in is not registered.
 */
export interface StoredWalkIn {
  request: CheckInWalkInRequest;
  eventId: string;
  createdAt: string;
  syncedAt: string | null;
  result: CheckInWalkInResponse | null;
  refusal: string | null;
}

interface CheckInSchema extends DBSchema {
  walkIns: { key: string; value: StoredWalkIn & { clientWalkInId: string }; indexes: { byEvent: string } };
  snapshots: { key: string; value: StoredSnapshot & { eventId: string } };
  scans: {
    key: number;
    value: StoredScan;
    indexes: { byClientScanId: string; byEvent: string };
  };
}

export const CHECK_IN_DB_NAME = 'foundation-check-in';

export interface CheckInStore {
  saveSnapshot(stored: StoredSnapshot): Promise<void>;
  snapshot(eventId: string): Promise<StoredSnapshot | null>;
  addScan(scan: LocalScan): Promise<StoredScan>;
  /** The event's scans, oldest first. */
  scans(eventId: string): Promise<StoredScan[]>;
  /** The event's scans not yet taken by the server, oldest first, at most `limit`. */
  unsynced(eventId: string, limit: number): Promise<StoredScan[]>;
  /** Records the server's answers (a batch's results or conflicts revealed later). */
  saveResults(results: CheckInScanResult[], syncedAt: string): Promise<void>;
  addWalkIn(walkIn: StoredWalkIn): Promise<void>;
  /** The event's walk-ins made on this phone, oldest first. */
  walkIns(eventId: string): Promise<StoredWalkIn[]>;
  /** Records the server's answer to a walk-in (taken, or refused with its words). */
  saveWalkIn(walkIn: StoredWalkIn): Promise<void>;
  close(): void;
}

export async function openCheckInStore(name = CHECK_IN_DB_NAME): Promise<CheckInStore> {
  // Version 2 adds the walk-ins; a phone that opened version 1 keeps its snapshots and scans.
  const db: IDBPDatabase<CheckInSchema> = await openDB<CheckInSchema>(name, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('snapshots', { keyPath: 'eventId' });
        const scans = database.createObjectStore('scans', { keyPath: 'seq', autoIncrement: true });
        scans.createIndex('byClientScanId', 'clientScanId', { unique: true });
        scans.createIndex('byEvent', 'eventId');
      }
      if (oldVersion < 2) {
        const walkIns = database.createObjectStore('walkIns', { keyPath: 'clientWalkInId' });
        walkIns.createIndex('byEvent', 'eventId');
      }
    },
  });
  const withKey = (walkIn: StoredWalkIn) => ({ ...walkIn, clientWalkInId: walkIn.request.clientWalkInId });
  const withoutKey = ({ clientWalkInId: _key, ...walkIn }: StoredWalkIn & { clientWalkInId: string }) =>
    walkIn;
  return {
    async saveSnapshot(stored) {
      await db.put('snapshots', { ...stored, eventId: stored.snapshot.event.id });
    },
    async snapshot(eventId) {
      const stored = await db.get('snapshots', eventId);
      return stored ? { snapshot: stored.snapshot, takenAt: stored.takenAt } : null;
    },
    async addScan(scan) {
      const stored: StoredScan = { ...scan, result: null };
      const seq = await db.add('scans', stored);
      return { ...stored, seq };
    },
    async scans(eventId) {
      const rows = await db.getAllFromIndex('scans', 'byEvent', eventId);
      return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async unsynced(eventId, limit) {
      const rows: StoredScan[] = [];
      let cursor = await db.transaction('scans').store.openCursor();
      while (cursor && rows.length < limit) {
        if (cursor.value.syncedAt === null && cursor.value.eventId === eventId) rows.push(cursor.value);
        cursor = await cursor.continue();
      }
      return rows;
    },
    async saveResults(results, syncedAt) {
      const tx = db.transaction('scans', 'readwrite');
      for (const result of results) {
        const scan = await tx.store.index('byClientScanId').get(result.clientScanId);
        if (scan) await tx.store.put({ ...scan, result, syncedAt: scan.syncedAt ?? syncedAt });
      }
      await tx.done;
    },
    async addWalkIn(walkIn) {
      await db.add('walkIns', withKey(walkIn));
    },
    async walkIns(eventId) {
      const rows = await db.getAllFromIndex('walkIns', 'byEvent', eventId);
      return rows.map(withoutKey).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    async saveWalkIn(walkIn) {
      await db.put('walkIns', withKey(walkIn));
    },
    close() {
      db.close();
    },
  };
}
