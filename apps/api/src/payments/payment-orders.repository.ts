import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type PayableKind } from './payable.js';
import { type PaymentAccount } from './payment-gateway.js';

/** A provider order and what it pays for. */
export interface PaymentOrderRecord {
  providerOrderId: string;
  payableKind: PayableKind;
  payableId: string;
  amountPaise: number;
  status: string;
  account: PaymentAccount;
  createdAt: Date;
}

const COLUMNS = `provider_order_id AS "providerOrderId", payable_kind AS "payableKind", payable_id AS "payableId",
  amount_paise AS "amountPaise", status, account, created_at AS "createdAt"`;

/** The record of provider orders (payment_orders): which payable each order pays for. */
@Injectable()
export class PaymentOrdersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async record(
    manager: EntityManager,
    order: {
      providerOrderId: string;
      payableKind: PayableKind;
      payableId: string;
      amountPaise: number;
      account: PaymentAccount;
    },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO payment_orders (provider_order_id, payable_kind, payable_id, amount_paise, account)
       VALUES ($1, $2, $3, $4, $5)`,
      [order.providerOrderId, order.payableKind, order.payableId, order.amountPaise, order.account],
    );
  }

  /** The account a payable's orders were created on ('main' when it has none). */
  async accountOfPayable(kind: PayableKind, payableId: string): Promise<PaymentAccount> {
    const [row] = await this.dataSource.query<{ account: PaymentAccount }[]>(
      `SELECT account FROM payment_orders WHERE payable_kind = $1 AND payable_id = $2 AND account = 'fcra' LIMIT 1`,
      [kind, payableId],
    );
    return row?.account ?? 'main';
  }

  async findByOrder(providerOrderId: string): Promise<PaymentOrderRecord | null> {
    const [row] = await this.dataSource.query<PaymentOrderRecord[]>(
      `SELECT ${COLUMNS} FROM payment_orders WHERE provider_order_id = $1`,
      [providerOrderId],
    );
    return row ?? null;
  }

  /** Notes what the lifecycle last did with the payable's orders (completed, failed). */
  async setStatus(kind: PayableKind, payableIds: string[], status: string): Promise<void> {
    if (payableIds.length === 0) return;
    await this.dataSource.query(
      `UPDATE payment_orders SET status = $3 WHERE payable_kind = $1 AND payable_id = ANY($2::uuid[])`,
      [kind, payableIds, status],
    );
  }
}
