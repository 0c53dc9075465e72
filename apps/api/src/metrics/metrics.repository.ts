import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The counts the metrics gauges read from the database. */
@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Registrations by payment status (statuses without any are absent). */
  countRegistrationsByStatus(): Promise<{ status: string; n: number }[]> {
    return this.dataSource.query(
      `SELECT payment_status AS status, count(*)::int AS n FROM event_registrations GROUP BY payment_status`,
    );
  }

  /** Pending registrations whose seat hold has not expired, and the seats they hold. */
  async countLiveHolds(): Promise<{ n: number; seats: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*)::int AS n, COALESCE(SUM(number_of_tickets), 0)::int AS seats
       FROM event_registrations WHERE payment_status = 'pending' AND hold_expires_at > now()`,
    );
    return row;
  }
}
