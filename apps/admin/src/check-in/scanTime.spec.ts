import type { CheckInScanResult } from '@foundation/shared';
import { conflictInWords, scanTime } from './words';

// 20:00 UTC on 15 January is 1:30 in the night of 16 January in India: the hour, half-hour and day all differ
// from the machine's zone unless it is India's, so a time read in the device's own zone cannot pass.
const LATE_EVENING_UTC = '2026-01-15T20:00:00.000Z';

describe('scan times on the door screen', () => {
  it('are India time, named, whatever the zone of the phone', () => {
    expect(scanTime(LATE_EVENING_UTC)).toBe('1:30 AM IST');
  });

  it('come in Hindi words when a language is given', () => {
    expect(scanTime(LATE_EVENING_UTC, 'hi')).toBe('रात 1:30 बजे (भारतीय समय)');
  });

  it('are what a conflict found when syncing says', () => {
    const conflict: CheckInScanResult = {
      clientScanId: 'own-1',
      outcome: 'conflict',
      admitted: 0,
      booking: { id: 'booking-1', checkedIn: 2, admissions: 2 },
      firstScan: { at: LATE_EVENING_UTC, device: 'Gate 2' },
      scan: { at: '2026-01-15T20:01:00.000Z', device: 'Gate 1' },
    };
    expect(conflictInWords(conflict, new Set(['own-1']))).toBe(
      'admitted first on Gate 2 at 1:30 AM IST; 0 counted from this phone',
    );
    expect(conflictInWords({ ...conflict, clientScanId: 'other' }, new Set(['own-1']))).toBe(
      'also scanned on Gate 1 at 1:31 AM IST; this phone’s scan came first',
    );
  });
});
