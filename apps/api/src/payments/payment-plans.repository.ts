import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { RecurringPeriod } from '@foundation/shared';

/** Provider plans (payment_plans): one per provider, period and amount, reused by every subscription. */
@Injectable()
export class PaymentPlansRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async find(provider: string, period: RecurringPeriod, amountPaise: number): Promise<string | null> {
    const [row] = await this.dataSource.query<{ providerPlanId: string }[]>(
      `SELECT provider_plan_id AS "providerPlanId" FROM payment_plans
        WHERE provider = $1 AND period = $2 AND amount_paise = $3`,
      [provider, period, amountPaise],
    );
    return row?.providerPlanId ?? null;
  }

  /**
   * Records a plan the provider created, unless another process recorded one for the same period and amount
   * first; answers the plan id to use (the first one recorded, so every subscription shares it).
   */
  async recordOrFind(
    provider: string,
    period: RecurringPeriod,
    amountPaise: number,
    providerPlanId: string,
  ): Promise<string> {
    await this.dataSource.query(
      `INSERT INTO payment_plans (provider, period, amount_paise, provider_plan_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT uq_payment_plans_provider_period_amount DO NOTHING`,
      [provider, period, amountPaise, providerPlanId],
    );
    return (await this.find(provider, period, amountPaise)) as string;
  }
}
