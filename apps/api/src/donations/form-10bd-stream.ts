import { Transform } from 'node:stream';
import {
  aggregateForm10bd,
  normalizePan,
  RECEIPT_MODE_OF_GIFT,
  type Form10bdDonation,
  type Form10bdRow,
} from '@foundation/shared';
import { type RowCursor } from '../common/csv/row-cursor.js';
import { type Form10bdSourceRow } from './donations.repository.js';

/**
 * Form 10BD's rows from donations ordered by PAN, one donor at a time: the donations of one PAN are held
 * until the next PAN begins, then aggregated by the shared rule (aggregateForm10bd: one row per PAN, type
 * and mode, latest name and address) and numbered on from the rows before. Memory holds one donor's
 * donations, never the year's: the export streams with flat memory. The result is the same as the shared
 * rule applied to all the year's donations at once, since that orders its rows by PAN first too.
 */
export function form10bdRows(cursor: RowCursor<Form10bdSourceRow>): RowCursor<Form10bdRow> {
  let donor: Form10bdDonation[] = [];
  let donorPan: string | null = null;
  let serial = 0;
  const flush = (push: (row: Form10bdRow) => void) => {
    for (const row of aggregateForm10bd(donor)) push({ ...row, serialNumber: (serial += 1) });
    donor = [];
  };
  const grouper = new Transform({
    objectMode: true,
    transform(source: Form10bdSourceRow, _encoding, done) {
      try {
        const pan = normalizePan(source.pan);
        if (donorPan !== null && pan !== donorPan) flush((row) => this.push(row));
        donorPan = pan;
        const { giftMode, ...donation } = source;
        donor.push({ ...donation, mode: RECEIPT_MODE_OF_GIFT[giftMode] ?? 'electronic' });
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        flush((row) => this.push(row));
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
  cursor.rows.on('error', (error) => grouper.destroy(error));
  cursor.rows.pipe(grouper);
  return {
    rows: grouper as unknown as RowCursor<Form10bdRow>['rows'],
    close: (error) => {
      if (error) cursor.rows.destroy();
      cursor.close(error);
    },
  };
}
