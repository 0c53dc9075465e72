import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The database round trip of the health check. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
