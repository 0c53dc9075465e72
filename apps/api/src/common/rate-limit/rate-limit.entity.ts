import { Entity, Index } from 'typeorm';
import { FixedWindowCounterColumns } from './fixed-window-counter.columns.js';

/**
 * A fixed-window counter of public writes for one key (`{action}:{client address}`, e.g.
 * `registration:203.0.113.7`). Kept in PostgreSQL so the limit holds across every API process. Counters,
 * not user data: old ones are deleted now and then. Same shape as `login_rate_limits`.
 */
@Entity('rate_limits')
@Index('ix_rate_limits_resets_at', ['resetsAt'])
export class RateLimitEntity extends FixedWindowCounterColumns {}
