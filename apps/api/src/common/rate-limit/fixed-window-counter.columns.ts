import { Column, PrimaryColumn } from 'typeorm';

/**
 * The columns of a table of fixed-window counters (see FixedWindowCounters): one row a key, the attempts
 * counted in its window and when that window ends. `login_rate_limits` and `rate_limits` share them.
 */
export abstract class FixedWindowCounterColumns {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'timestamptz' })
  resetsAt: Date;
}
