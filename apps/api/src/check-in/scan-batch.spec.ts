import { randomUUID } from 'node:crypto';
import { parseScanBatch, ScanBatchProblem } from './scan-batch.js';

const NOW = new Date('2030-01-10T09:00:00Z');
const admit = () => ({
  clientScanId: 'scan-0001-abcd',
  kind: 'admit',
  eventId: randomUUID(),
  bookingId: randomUUID(),
  scannedAt: '2030-01-10T08:30:00.000Z',
  admissions: 2,
});
const batch = (extra: Record<string, unknown> = {}) => ({
  device: { id: 'phone-0001-abcd', name: 'Gate 2' },
  scans: [admit()],
  ...extra,
});

describe('parseScanBatch (POST /api/check-in/scans)', () => {
  it('reads a well-formed batch', () => {
    const parsed = parseScanBatch(batch(), NOW);
    expect(parsed.device).toEqual({ id: 'phone-0001-abcd', name: 'Gate 2' });
    expect(parsed.scans.map((scan) => scan.input.kind)).toEqual(['admit']);
  });

  it.each([
    ['the batch', batch({ priority: 'high' }), 'priority is not a field of a scan batch'],
    [
      'the device',
      batch({ device: { id: 'phone-0001-abcd', name: 'Gate 2', owner: 'Ravi' } }),
      'device.owner is not a field of a scan batch',
    ],
    [
      'a scan',
      batch({ scans: [{ ...admit(), verified: true }] }),
      'scans[0].verified is not a field of a scan batch',
    ],
  ])('refuses a field it does not define in %s', (_where, body, message) => {
    expect(() => parseScanBatch(body, NOW)).toThrow(new ScanBatchProblem(message));
  });
});
