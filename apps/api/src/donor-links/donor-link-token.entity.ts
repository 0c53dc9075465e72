import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A donor's "My giving" link: the SHA-256 of a 256-bit secret that only the donor's e-mails carry, and the
 * e-mail address it opens. A new token is made with each donation e-mail, so a donor may hold several;
 * each opens every gift of that address. The secret itself is never stored.
 */
@Entity('donor_link_tokens')
@Index('ix_donor_link_tokens_email', ['email'])
export class DonorLinkTokenEntity {
  /** Hex SHA-256 of the token. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  tokenHash: string;

  /** The donor's e-mail address, in lower case (how donations are matched to it). */
  @Column({ type: 'varchar', length: 320 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When the link last opened the page (null: never used). */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
