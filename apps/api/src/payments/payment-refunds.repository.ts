import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type PayableKind } from './payable.js';
import { type PaymentRefund, type RefundFailureCode, type RefundStatus } from './payment-refund.js';

const COLUMNS = `id, payable_kind AS "payableKind", payable_id AS "payableId", payment_id AS "paymentId",
  amount_paise AS "amountPaise", status, provider, provider_refund_id AS "providerRefundId",
  idempotency_key AS "idempotencyKey", attempts, reason, requested_by AS "requestedBy",
  failure_code AS "failureCode", failure_reason AS "failureReason", created_at AS "createdAt",
  updated_at AS "updatedAt", processed_at AS "processedAt"`;

export interface NewRefund {
  id: string;
  payableKind: PayableKind;
  payableId: string;
  paymentId: string;
  amountPaise: number;
  provider: string;
  idempotencyKey: string;
  reason: string;
  requestedBy: string;
}

/** The refunds of payables (payment_refunds): one per payable, its state as the provider reports it. */
@Injectable()
export class PaymentRefundsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records a pending refund unless the payable has one already, atomically across processes (the unique
   * payable decides). Returns the new refund, or null when one existed.
   */
  async insertOnce(refund: NewRefund): Promise<PaymentRefund | null> {
    const rows = await this.dataSource.query<PaymentRefund[]>(
      `INSERT INTO payment_refunds (id, payable_kind, payable_id, payment_id, amount_paise, provider,
         idempotency_key, reason, requested_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (payable_kind, payable_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        refund.id,
        refund.payableKind,
        refund.payableId,
        refund.paymentId,
        refund.amountPaise,
        refund.provider,
        refund.idempotencyKey,
        refund.reason,
        refund.requestedBy,
      ],
    );
    return rows[0] ?? null;
  }

  async findByPayable(kind: PayableKind, payableId: string): Promise<PaymentRefund | null> {
    const [row] = await this.dataSource.query<PaymentRefund[]>(
      `SELECT ${COLUMNS} FROM payment_refunds WHERE payable_kind = $1 AND payable_id = $2`,
      [kind, payableId],
    );
    return row ?? null;
  }

  async listByPayable(kind: PayableKind, payableId: string): Promise<PaymentRefund[]> {
    return this.dataSource.query<PaymentRefund[]>(
      `SELECT ${COLUMNS} FROM payment_refunds WHERE payable_kind = $1 AND payable_id = $2 ORDER BY created_at`,
      [kind, payableId],
    );
  }

  /**
   * The refund a webhook names: by the provider's refund id, else (its answer not stored yet) by our id and
   * the attempt's idempotency key from the notes, so a late webhook of an earlier attempt finds nothing.
   */
  async findReported(
    providerRefundId: string,
    refundId: string | null,
    idempotencyKey: string | null,
  ): Promise<PaymentRefund | null> {
    const [byProvider] = await this.dataSource.query<PaymentRefund[]>(
      `SELECT ${COLUMNS} FROM payment_refunds WHERE provider_refund_id = $1`,
      [providerRefundId],
    );
    if (byProvider || !refundId || !idempotencyKey) return byProvider ?? null;
    const [byNotes] = await this.dataSource.query<PaymentRefund[]>(
      `SELECT ${COLUMNS} FROM payment_refunds
        WHERE id = $1::uuid AND idempotency_key = $2 AND provider_refund_id IS NULL`,
      [refundId, idempotencyKey],
    );
    return byNotes ?? null;
  }

  /**
   * Takes a failed refund back to pending for one more attempt; only one concurrent retry wins (null for
   * the others). A refund that may exist at the provider keeps its key; a refused one gets a new key.
   */
  async claimRetry(id: string, newKey: string): Promise<PaymentRefund | null> {
    const rows = await this.dataSource.query<[PaymentRefund[], number]>(
      `UPDATE payment_refunds
          SET status = 'pending', attempts = attempts + 1, failure_code = NULL, failure_reason = NULL,
              idempotency_key = CASE WHEN failure_code = 'provider_unavailable' THEN idempotency_key ELSE $2 END,
              provider_refund_id = CASE WHEN failure_code = 'provider_unavailable' THEN provider_refund_id ELSE NULL END,
              updated_at = now()
        WHERE id = $1 AND status = 'failed'
        RETURNING ${COLUMNS}`,
      [id, newKey],
    );
    return rows[0]?.[0] ?? null;
  }

  /**
   * Applies what the provider said (its answer or a webhook). Processed is final; failed does not undo
   * processed; pending only names the provider's refund. Returns the refund when its status changed.
   */
  async applyProviderState(
    id: string,
    update: {
      providerRefundId: string | null;
      status: RefundStatus;
      failureCode?: RefundFailureCode | null;
      failureReason?: string | null;
    },
  ): Promise<{ refund: PaymentRefund; changed: boolean } | null> {
    const rows = await this.dataSource.query<[(PaymentRefund & { previousStatus: RefundStatus })[], number]>(
      `WITH before AS (SELECT status FROM payment_refunds WHERE id = $1 FOR UPDATE)
       UPDATE payment_refunds r
          SET provider_refund_id = COALESCE(r.provider_refund_id, $2),
              status = CASE
                WHEN r.status = 'processed' THEN r.status
                WHEN $3 = 'processed' THEN 'processed'
                WHEN $3 = 'failed' AND r.status = 'pending' THEN 'failed'
                ELSE r.status END,
              failure_code = CASE WHEN $3 = 'failed' AND r.status = 'pending' THEN $4 ELSE r.failure_code END,
              failure_reason = CASE WHEN $3 = 'failed' AND r.status = 'pending' THEN $5 ELSE r.failure_reason END,
              processed_at = CASE WHEN $3 = 'processed' AND r.status <> 'processed' THEN now() ELSE r.processed_at END,
              updated_at = now()
         FROM before
        WHERE r.id = $1
        RETURNING ${COLUMNS.replace(/(^|,\s*)(\w+)/g, '$1r.$2')}, before.status AS "previousStatus"`,
      [id, update.providerRefundId, update.status, update.failureCode ?? null, update.failureReason ?? null],
    );
    const row = rows[0]?.[0];
    if (!row) return null;
    const { previousStatus, ...refund } = row;
    return { refund, changed: previousStatus !== refund.status };
  }
}
