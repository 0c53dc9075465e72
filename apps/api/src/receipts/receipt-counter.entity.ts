import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The last receipt number given out in each Indian financial year ('2026-27'). Receipt numbers come only
 * from this row, incremented inside the transaction that completes a donation (see
 * ReceiptsRepository.allocateNumber): the row stays locked until that transaction ends, so the numbers are
 * unique, in order and without gaps.
 */
@Entity('receipt_counters')
// Six digits in '80G/2026-27/000123': the update that would go past 999,999 fails instead of wrapping.
@Check('ck_receipt_counters_last_number', '"last_number" BETWEEN 1 AND 999999')
export class ReceiptCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 7 })
  financialYear: string;

  @Column({ type: 'integer' })
  lastNumber: number;
}
