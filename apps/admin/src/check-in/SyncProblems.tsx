/** What the last syncs could not do: walk-ins the server refused, and scans that conflicted. */
import type { CheckInScanResult } from '@foundation/shared';
import type { StoredScan, StoredWalkIn } from './db';
import { conflictInWords } from './words';

export interface SyncProblemsProps {
  refusedWalkIns: StoredWalkIn[];
  conflicts: CheckInScanResult[];
  scans: StoredScan[];
  bookingName: (id: string | undefined) => string;
}

export function SyncProblems({ refusedWalkIns, conflicts, scans, bookingName }: SyncProblemsProps) {
  const ownScanIds = new Set(scans.map((scan) => scan.clientScanId));
  return (
    <>
      {refusedWalkIns.length > 0 && (
        <section className="conflicts" aria-labelledby="walk-in-refusals-title" role="alert">
          <h2 id="walk-in-refusals-title">Walk-ins not registered when syncing</h2>
          <ul>
            {refusedWalkIns.map((walkIn) => (
              <li key={walkIn.request.clientWalkInId}>
                {walkIn.request.name} ({walkIn.request.numberOfTickets}): {walkIn.refusal}
              </li>
            ))}
          </ul>
        </section>
      )}

      {conflicts.length > 0 && (
        <section className="conflicts" aria-labelledby="conflicts-title">
          <h2 id="conflicts-title">Conflicts found when syncing</h2>
          <ul>
            {conflicts.map((conflict) => (
              <li key={`${conflict.clientScanId}-${conflict.outcome}`}>
                {bookingName(conflict.booking?.id)}: {conflictInWords(conflict, ownScanIds)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
