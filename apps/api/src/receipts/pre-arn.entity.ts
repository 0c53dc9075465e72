import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A pre-acknowledgement number (Pre-ARN) the income-tax portal generated for a tax year's statement of
 * donations, pasted by staff. Receipts of that year quote them in the order they were pasted (the id), one
 * each; a used number stays with its receipt, cancelled or not, like the receipt's own number.
 */
@Entity('pre_arns')
@Index('uq_pre_arns_number', ['number'], { unique: true })
@Index('ix_pre_arns_unused', ['financialYear', 'id'], { where: '"used_at" IS NULL' })
export class PreArnEntity {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_pre_arns' })
  id: number;

  @Column({ type: 'varchar', length: 21 })
  number: string;

  /** '2026-27': the tax year the portal generated it for. */
  @Column({ type: 'varchar', length: 7 })
  financialYear: string;

  /** The receipt that quotes it, and when it was taken; null while unused. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  receiptNumber: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  addedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
