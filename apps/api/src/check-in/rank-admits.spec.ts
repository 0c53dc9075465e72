import { rankAdmits, type RankedAdmit } from './rank-admits.js';

const admit = (id: string, requested: number, at: string, seq: number): RankedAdmit => ({
  id,
  requested,
  scannedAt: new Date(at),
  seq: BigInt(seq),
});

describe('rankAdmits', () => {
  it('lets the earliest scan in and makes the later ones conflicts, whatever order they arrived in', () => {
    const late = admit('late', 2, '2026-11-23T10:05:00Z', 1);
    const early = admit('early', 2, '2026-11-23T10:00:00Z', 2);
    const ranks = rankAdmits(2, [late, early]);
    expect(ranks).toEqual([
      { id: 'early', admitted: 2, outcome: 'admitted', firstScanId: null },
      { id: 'late', admitted: 0, outcome: 'conflict', firstScanId: 'early' },
    ]);
  });

  it('shares a group between phones and says how many of a late scan still counted', () => {
    const ranks = rankAdmits(3, [
      admit('a', 1, '2026-11-23T10:00:00Z', 1),
      admit('b', 1, '2026-11-23T10:01:00Z', 2),
      admit('c', 3, '2026-11-23T10:02:00Z', 3),
    ]);
    expect(ranks.map((rank) => [rank.id, rank.admitted, rank.outcome])).toEqual([
      ['a', 1, 'admitted'],
      ['b', 1, 'admitted'],
      ['c', 1, 'conflict'],
    ]);
    expect(ranks[2].firstScanId).toBe('a');
  });

  it('breaks a tie of the same instant by the order of arrival', () => {
    const ranks = rankAdmits(1, [
      admit('second', 1, '2026-11-23T10:00:00Z', 9),
      admit('first', 1, '2026-11-23T10:00:00Z', 3),
    ]);
    expect(ranks.map((rank) => rank.id)).toEqual(['first', 'second']);
    expect(ranks[1].outcome).toBe('conflict');
  });

  it('never checks in more than the booking admits', () => {
    const ranks = rankAdmits(2, [admit('x', 5, '2026-11-23T10:00:00Z', 1)]);
    expect(ranks[0]).toMatchObject({ admitted: 2, outcome: 'conflict' });
  });
});
