import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A certificate of donation (Form 114, formerly Form 10BE) as the income-tax portal generated it, uploaded
 * by staff for a tax year and matched to a donor (by a PAN in it, its file name, or staff by hand). The PDF
 * is kept here, never in public storage: it carries the donor's PAN. One file per year and content.
 */
@Entity('donation_certificates')
@Check('ck_donation_certificates_matched_by', `"matched_by" IN ('pan', 'file-name', 'staff')`)
@Index('uq_donation_certificates_year_sha256', ['financialYear', 'sha256'], { unique: true })
@Index('ix_donation_certificates_donor_email', ['donorEmail'])
export class DonationCertificateEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_donation_certificates' })
  id: string;

  /** '2026-27'. */
  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'bytea' })
  pdf: Buffer;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  /** What the file names: `{ pans: [...], aadhaars: [...] }`, for staff assigning it. */
  @Column({ type: 'jsonb', default: () => "'{}'" })
  identifiers: { pans?: string[]; aadhaars?: string[] };

  /** The donor it belongs to (their e-mail, as My giving knows them), or null while unmatched. */
  @Column({ type: 'varchar', length: 320, nullable: true })
  donorEmail: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  donorPan: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  matchedBy: 'pan' | 'file-name' | 'staff' | null;

  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
