/** An admit of one booking as ranking sees it. */
export interface RankedAdmit {
  id: string;
  requested: number;
  /** ISO instant the phone recorded. */
  scannedAt: Date;
  /** The server's order of arrival (ties of `scannedAt`). */
  seq: bigint;
}

export interface AdmitRank {
  id: string;
  admitted: number;
  outcome: 'admitted' | 'conflict';
  /** For a conflict: the earliest admit that took some of the booking's admissions. */
  firstScanId: string | null;
}

/**
 * Shares a booking's admissions among its live admits (not undone), whatever order the phones synced in:
 * the earliest scan (by the phone's clock, then by arrival) takes what it asked for, each later one what is
 * left. A scan left short is a conflict: another phone (or an earlier scan) let those people in first. So an
 * admission is checked in at most once, and the answer is the same for any order of the batches.
 */
export function rankAdmits(admissions: number, admits: RankedAdmit[]): AdmitRank[] {
  const ordered = [...admits].sort(
    (a, b) => a.scannedAt.getTime() - b.scannedAt.getTime() || (a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0),
  );
  let left = admissions;
  let first: string | null = null;
  return ordered.map((admit) => {
    const admitted = Math.max(0, Math.min(admit.requested, left));
    left -= admitted;
    const conflict = admitted < admit.requested;
    const rank: AdmitRank = {
      id: admit.id,
      admitted,
      outcome: conflict ? 'conflict' : 'admitted',
      firstScanId: conflict ? (first ?? ordered[0].id) : null,
    };
    if (admitted > 0 && first === null) first = admit.id;
    return rank;
  });
}
