import { CHECK_IN_MAX_BATCH, type CheckInScanBatch, type CheckInScanInput } from '@foundation/shared';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A phone's ids (device, scan): printable ASCII without spaces, as the screen makes them (random UUIDs). */
const CLIENT_ID = /^[A-Za-z0-9_.:-]{8,100}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;
/** A scan recorded more than this far in the future (by the phone's clock) is refused: its clock is wrong. */
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;
/** Tickets are for events; a scan dated before this is nonsense. */
const EARLIEST = Date.UTC(2020, 0, 1);

/** Whether text holds a control character (a line break, a NUL...): never in a name shown at the door. */
export const hasControlCharacters = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20);

/** Why a batch is refused: the first problem found, naming the scan and field. */
export class ScanBatchProblem extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a scan: an admit's admissions, an undo's undoes. */
const SCAN_FIELDS = ['clientScanId', 'kind', 'eventId', 'bookingId', 'scannedAt', 'admissions', 'undoes'];

/** Refuses fields the batch does not define, as the API's validation refuses them in every other body. */
function onlyFields(record: Record<string, unknown>, allowed: readonly string[], what: string): void {
  const unknown = Object.keys(record).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw new ScanBatchProblem(`${what}${unknown} is not a field of a scan batch`);
}

function text(value: unknown, what: string, pattern: RegExp): string {
  if (typeof value !== 'string' || !pattern.test(value)) throw new ScanBatchProblem(`${what} is not valid`);
  return value;
}

function instant(value: unknown, what: string, now: Date): Date {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value))
    throw new ScanBatchProblem(`${what} must be an ISO date and time`);
  const at = new Date(value);
  if (
    Number.isNaN(at.getTime()) ||
    at.getTime() < EARLIEST ||
    at.getTime() > now.getTime() + MAX_CLOCK_AHEAD_MS
  )
    throw new ScanBatchProblem(`${what} is not a possible time`);
  return at;
}

export interface ParsedScan {
  input: CheckInScanInput;
  scannedAt: Date;
}

/**
 * Checks a `POST /api/check-in/scans` body completely before anything is written: a device, 1 to
 * CHECK_IN_MAX_BATCH scans, each an admit or an undo with well-formed ids, 1 to 255 admissions, a possible
 * time, and no field it does not define. Throws ScanBatchProblem naming the first problem.
 */
export function parseScanBatch(
  body: unknown,
  now = new Date(),
): { device: CheckInScanBatch['device']; scans: ParsedScan[] } {
  if (!isRecord(body)) throw new ScanBatchProblem('Send the scans as a JSON object');
  onlyFields(body, ['device', 'scans'], '');
  const device = body.device;
  if (!isRecord(device)) throw new ScanBatchProblem('device is required');
  onlyFields(device, ['id', 'name'], 'device.');
  const deviceId = text(device.id, 'device.id', CLIENT_ID);
  if (
    typeof device.name !== 'string' ||
    device.name.trim() === '' ||
    device.name.length > 100 ||
    hasControlCharacters(device.name)
  )
    throw new ScanBatchProblem('device.name must be 1 to 100 characters');
  const scans = body.scans;
  // An empty list is a phone asking only for news (conflicts other phones revealed, the counts).
  if (!Array.isArray(scans)) throw new ScanBatchProblem('scans must be a list');
  if (scans.length > CHECK_IN_MAX_BATCH)
    throw new ScanBatchProblem(`Send at most ${CHECK_IN_MAX_BATCH} scans at a time`);
  const parsed = scans.map((scan, index): ParsedScan => {
    const at = `scans[${index}]`;
    if (!isRecord(scan)) throw new ScanBatchProblem(`${at} must be an object`);
    onlyFields(scan, SCAN_FIELDS, `${at}.`);
    const common = {
      clientScanId: text(scan.clientScanId, `${at}.clientScanId`, CLIENT_ID),
      eventId: text(scan.eventId, `${at}.eventId`, UUID).toLowerCase(),
      bookingId: text(scan.bookingId, `${at}.bookingId`, UUID).toLowerCase(),
      scannedAt: text(scan.scannedAt, `${at}.scannedAt`, /^.{1,40}$/),
    };
    const scannedAt = instant(scan.scannedAt, `${at}.scannedAt`, now);
    if (scan.kind === 'admit') {
      const admissions = scan.admissions;
      if (
        typeof admissions !== 'number' ||
        !Number.isInteger(admissions) ||
        admissions < 1 ||
        admissions > 255
      )
        throw new ScanBatchProblem(`${at}.admissions must be a whole number from 1 to 255`);
      return { input: { ...common, kind: 'admit', admissions }, scannedAt };
    }
    if (scan.kind === 'undo') {
      return {
        input: { ...common, kind: 'undo', undoes: text(scan.undoes, `${at}.undoes`, CLIENT_ID) },
        scannedAt,
      };
    }
    throw new ScanBatchProblem(`${at}.kind must be admit or undo`);
  });
  return { device: { id: deviceId, name: device.name.trim() }, scans: parsed };
}
