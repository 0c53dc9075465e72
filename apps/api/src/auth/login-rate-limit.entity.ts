import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A fixed-window counter of sign-in attempts for one key (`ip:...` or `email:...`). Kept in PostgreSQL so
 * the limit holds across every API process.
 */
@Entity('login_rate_limits')
@Index('ix_login_rate_limits_resets_at', ['resetsAt'])
export class LoginRateLimitEntity {
  @PrimaryColumn({ type: 'varchar', length: 400 })
  key: string;

  @Column({ type: 'integer' })
  attempts: number;

  @Column({ type: 'timestamptz' })
  resetsAt: Date;
}
