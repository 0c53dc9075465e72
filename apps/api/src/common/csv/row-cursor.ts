import { type Readable } from 'node:stream';
import type { Pool, PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { type DataSource } from 'typeorm';

/**
 * The rows of one SELECT, read through a database cursor (pg-query-stream) in batches, never loaded at
 * once. Repositories open them; `close` must be called once the rows are read or abandoned.
 */
export interface RowCursor<Row> {
  rows: Readable & AsyncIterable<Row>;
  /** Gives the connection back (or, after an error, closes it: its state is unknown). */
  close(error?: Error): void;
}

export async function openRowCursor<Row>(
  dataSource: DataSource,
  sql: string,
  params: unknown[],
): Promise<RowCursor<Row>> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const client: PoolClient = await pool.connect();
  const rows = client.query(new QueryStream(sql, params, { batchSize: 1000 }));
  return {
    rows: rows as unknown as RowCursor<Row>['rows'],
    close: (error) => client.release(error ?? undefined),
  };
}
