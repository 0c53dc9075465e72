import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** One published version of the privacy notice; versions are only added, never changed. */
@Entity('privacy_notices')
@Unique('UQ_privacy_notices_version', ['version'])
export class PrivacyNoticeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_privacy_notices' })
  id: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'text', nullable: true })
  bodyHi: string | null;

  @Column({ type: 'varchar', length: 500 })
  grievanceOfficer: string;

  /** The staff member's e-mail at the time. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  publishedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  publishedAt: Date;
}
