import { Entity, Index } from 'typeorm';
import { FixedWindowCounterColumns } from '../common/rate-limit/fixed-window-counter.columns.js';

/**
 * A fixed-window counter of sign-in attempts for one key (`ip:...` or `email:...`). Kept in PostgreSQL so
 * the limit holds across every API process.
 */
@Entity('login_rate_limits')
@Index('ix_login_rate_limits_resets_at', ['resetsAt'])
export class LoginRateLimitEntity extends FixedWindowCounterColumns {}
