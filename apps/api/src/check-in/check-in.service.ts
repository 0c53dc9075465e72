import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  indiaCalendarDate,
  tooManyRequestsMessage,
  type CheckInScanBatchResponse,
  type CheckInScanResult,
  type CheckInSessionResponse,
  type CheckInSnapshot,
  type CheckInSnapshotBooking,
  type EventCheckInFigures,
} from '@foundation/shared';
import { type CheckInCaller } from '../auth/index.js';
import { BookingKeys } from '../booking-keys/index.js';
import { commonError, CommonErrorCode, retryAfter } from '../common/errors/common.errors.js';
import { PublicWriteLimiter } from '../common/rate-limit/public-write-limiter.service.js';
import { checkInError, CheckInErrorCode } from './check-in.errors.js';
import { CheckInRepository, type ScanResultRow, type StoredScan } from './check-in.repository.js';
import { rankAdmits } from './rank-admits.js';
import { WalkInsRepository } from './walk-ins.repository.js';
import { parseScanBatch, ScanBatchProblem, type ParsedScan } from './scan-batch.js';

/** What one batch changed that other phones must hear of. */
interface BatchWork {
  /** Scans of this batch, in order (null: refused before storing, never happens for a valid batch). */
  scanIds: string[];
  /** Scans that are (newly) in conflict after this batch. */
  newConflicts: Set<string>;
}

/**
 * Door check-in: what a phone needs (session, snapshot), the sync of its scans, and the figures staff see.
 * Scans are processed in one transaction per batch with each booking's lock held, so concurrent phones and
 * API processes agree; a booking's admissions are shared by `rankAdmits`.
 */
@Injectable()
export class CheckInService {
  constructor(
    private readonly repository: CheckInRepository,
    private readonly keys: BookingKeys,
    private readonly limiter: PublicWriteLimiter,
    private readonly walkIns: WalkInsRepository,
  ) {}

  async session(caller: CheckInCaller, now = new Date()): Promise<CheckInSessionResponse> {
    if (caller.kind === 'link') {
      const event = await this.repository.findEvent(caller.eventId);
      return {
        kind: 'link',
        events: event ? [event] : [],
        link: { label: caller.label, expiresAt: caller.expiresAt.toISOString() },
      };
    }
    return {
      kind: 'admin',
      events: await this.repository.upcomingEvents(indiaCalendarDate(now)),
      link: null,
    };
  }

  /** The event a caller may check in, or 404 (a link learns nothing of other events). */
  private async eventFor(caller: CheckInCaller, eventId: string) {
    if (caller.kind === 'link' && caller.eventId !== eventId)
      throw checkInError(CheckInErrorCode.EventNotFound);
    const event = await this.repository.findEvent(eventId);
    if (!event) throw checkInError(CheckInErrorCode.EventNotFound);
    return event;
  }

  async snapshot(caller: CheckInCaller, eventId: string, now = new Date()): Promise<CheckInSnapshot> {
    const event = await this.eventFor(caller, eventId);
    const rows = await this.repository.snapshotBookings(eventId);
    const bookings: CheckInSnapshotBooking[] = rows
      .filter((row) => row.state !== 'unknown')
      .map((row) => ({
        id: row.id,
        name: row.name,
        phone: row.phone,
        ticketTypeName: row.ticketTypeName,
        admissions: row.admissions,
        state: row.state as CheckInSnapshotBooking['state'],
        checkedIn: Math.min(row.checkedIn, row.admissions),
        lastCheckIn:
          row.lastAt && row.lastDevice
            ? { at: new Date(row.lastAt).toISOString(), device: row.lastDevice }
            : null,
      }));
    const counts = await this.repository.counts(eventId);
    return {
      event,
      generatedAt: now.toISOString(),
      publicKey: this.keys.publicKey().publicKey,
      expected: counts.expected,
      checkedIn: counts.checkedIn,
      bookings,
      walkIn: (await this.walkIns.prices(eventId)) ?? undefined,
    };
  }

  async figures(eventId: string): Promise<EventCheckInFigures> {
    if (!(await this.repository.findEvent(eventId))) throw checkInError(CheckInErrorCode.EventNotFound);
    return { ...(await this.repository.figures(eventId)), walkIns: await this.walkIns.totals(eventId) };
  }

  /**
   * Records a phone's batch of scans. The whole batch is checked first (400, nothing written); a link's batch
   * may name only its event (404, nothing written); the caller's limit is counted (429). Replayed scans
   * (known client scan ids) change nothing and answer as they stand now.
   */
  async sync(caller: CheckInCaller, body: unknown): Promise<CheckInScanBatchResponse> {
    let batch: ReturnType<typeof parseScanBatch>;
    try {
      batch = parseScanBatch(body);
    } catch (error) {
      if (error instanceof ScanBatchProblem)
        throw checkInError(CheckInErrorCode.InvalidBatch, { message: error.message });
      throw error;
    }
    const events = [...new Set(batch.scans.map((scan) => scan.input.eventId))];
    if (caller.kind === 'link' && events.some((eventId) => eventId !== caller.eventId))
      throw checkInError(CheckInErrorCode.OtherEvent);
    const verdict = await this.limiter.consumeFor(
      'checkInScans',
      caller.kind === 'link' ? `link:${caller.linkId}` : `admin:${caller.adminId}`,
    );
    if (!verdict.allowed)
      throw commonError(CommonErrorCode.TooManyRequests, {
        message: tooManyRequestsMessage('checkInScans', verdict.retryAfterSeconds),
        headers: retryAfter(verdict.retryAfterSeconds),
      });

    return this.repository.transaction(async (manager) => {
      // Every booking of the batch is locked up front, in one order, so two batches never deadlock.
      const bookingIds = [...new Set(batch.scans.map((scan) => scan.input.bookingId))].sort();
      for (const bookingId of bookingIds) await this.repository.lockBooking(manager, bookingId);
      const work: BatchWork = { scanIds: [], newConflicts: new Set() };
      const touched = new Set<string>();
      for (const scan of batch.scans) {
        work.scanIds.push(await this.record(manager, caller, batch.device, scan, touched));
      }
      for (const bookingId of touched) await this.rank(manager, bookingId, work.newConflicts);

      const results = await this.repository.scanResults(manager, work.scanIds);
      const byId = new Map(results.map((row) => [row.id, row]));
      // Conflicts this batch revealed go to every phone involved: this one now, the others on their next sync.
      const changed = await this.repository.scanResults(manager, [...work.newConflicts]);
      const notices: { deviceId: string; scanId: string }[] = [];
      const mine = new Set(
        await this.repository.takeNotices(
          manager,
          batch.device.id,
          caller.kind === 'link' ? [caller.eventId] : null,
        ),
      );
      for (const row of changed) {
        for (const deviceId of new Set([row.deviceId, row.firstDeviceId ?? row.deviceId])) {
          if (deviceId === batch.device.id) {
            if (!work.scanIds.includes(row.id)) mine.add(row.id);
          } else notices.push({ deviceId, scanId: row.id });
        }
      }
      await this.repository.addNotices(manager, notices);
      const reported = (await this.repository.scanResults(manager, [...mine])).filter(
        (row) => row.outcome === 'conflict',
      );
      // The counts of the batch's event (a link's own for an empty batch; none for an admin's empty one).
      const countsOf = batch.scans[0]?.input.eventId ?? (caller.kind === 'link' ? caller.eventId : null);
      const counts = countsOf
        ? await this.repository.counts(countsOf, manager)
        : { expected: 0, checkedIn: 0 };
      return {
        results: work.scanIds.map((id) => toResult(byId.get(id) as ScanResultRow)),
        conflicts: reported.map(toResult),
        counts,
      };
    });
  }

  /** Stores one scan (or finds it again, for a replay) and returns its id. */
  private async record(
    manager: EntityManager,
    caller: CheckInCaller,
    device: { id: string; name: string },
    { input, scannedAt }: ParsedScan,
    touched: Set<string>,
  ): Promise<string> {
    const existing = await this.repository.findScanByClientId(manager, input.clientScanId);
    // A link never reads another event's scan back, whatever scan id it names (the batch is refused).
    if (existing && caller.kind === 'link' && existing.eventId !== caller.eventId)
      throw checkInError(CheckInErrorCode.OtherEvent);
    if (existing) return existing.id;
    const booking = await this.repository.findBooking(manager, input.bookingId);
    const refusal =
      !booking || booking.state === 'unknown'
        ? 'unknown-booking'
        : booking.eventId !== input.eventId
          ? 'not-for-this-event'
          : booking.state !== 'valid'
            ? 'cancelled'
            : null;
    const base = {
      clientScanId: input.clientScanId,
      eventId: input.eventId,
      bookingId: input.bookingId,
      deviceId: device.id,
      deviceName: device.name,
      linkId: caller.kind === 'link' ? caller.linkId : null,
      adminId: caller.kind === 'admin' ? caller.adminId : null,
      scannedAt,
    };
    let id: string | null;
    if (input.kind === 'admit') {
      const undone =
        !refusal && (await this.repository.undoExistsFor(manager, input.clientScanId, input.bookingId));
      id = await this.repository.insertScan(manager, {
        ...base,
        kind: 'admit',
        // A phone never admits more than the booking holds (the ranking would refuse the rest anyway).
        requested: Math.min(input.admissions, booking?.admissions ?? input.admissions),
        admitted: 0,
        outcome: refusal ?? (undone ? 'undone' : 'admitted'),
        undoes: null,
        undone,
      });
      if (!refusal && !undone) touched.add(input.bookingId);
    } else {
      const target = await this.repository.findScanByClientId(manager, input.undoes);
      const wrongTarget = target && (target.kind !== 'admit' || target.bookingId !== input.bookingId);
      id = await this.repository.insertScan(manager, {
        ...base,
        kind: 'undo',
        requested: 0,
        admitted: 0,
        outcome: refusal ?? (wrongTarget ? 'unknown-booking' : 'undone'),
        undoes: input.undoes,
        undone: false,
      });
      if (!refusal && !wrongTarget && target && (await this.repository.undoAdmit(manager, target.id)))
        touched.add(input.bookingId);
    }
    // The same scan id twice in one batch: the second finds the first.
    return id ?? ((await this.repository.findScanByClientId(manager, input.clientScanId)) as StoredScan).id;
  }

  /** Shares the booking's admissions among its live admits again; notes the scans newly in conflict. */
  private async rank(manager: EntityManager, bookingId: string, newConflicts: Set<string>): Promise<void> {
    const booking = await this.repository.findBooking(manager, bookingId);
    if (!booking) return;
    const admits = await this.repository.liveAdmits(manager, bookingId);
    const before = new Map(admits.map((admit) => [admit.id, admit]));
    for (const rank of rankAdmits(booking.admissions, admits)) {
      const old = before.get(rank.id) as StoredScan;
      if (
        old.admitted === rank.admitted &&
        old.outcome === rank.outcome &&
        old.firstScanId === rank.firstScanId
      )
        continue;
      await this.repository.setRank(manager, rank);
      if (rank.outcome === 'conflict') newConflicts.add(rank.id);
    }
  }
}

function toResult(row: ScanResultRow): CheckInScanResult {
  return {
    clientScanId: row.clientScanId,
    outcome: row.outcome,
    admitted: row.admitted,
    booking:
      row.bookingKnown && row.admissions !== null
        ? {
            id: row.bookingId,
            checkedIn: Math.min(row.checkedIn, row.admissions),
            admissions: row.admissions,
          }
        : null,
    firstScan:
      row.outcome === 'conflict' && row.firstAt && row.firstDevice
        ? { at: new Date(row.firstAt).toISOString(), device: row.firstDevice }
        : null,
    scan: { at: new Date(row.scannedAt).toISOString(), device: row.deviceName },
  };
}
