import { Transform, pipeline } from 'node:stream';
import type { Response } from 'express';
import type { Pool, PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { type DataSource } from 'typeorm';
import { type AppLogger } from '../logging/app-logger.js';
import { csvLine, type CsvValue } from './csv.js';

export interface CsvExport<Row> {
  /** The SELECT whose rows become the records (run through a cursor, never loaded at once). */
  sql: string;
  params: unknown[];
  /** The header record. */
  columns: string[];
  /** One row's cells, in the order of the columns. */
  cells(row: Row): CsvValue[];
  /** `contact-messages-2030-01-31.csv` */
  fileName: string;
}

/**
 * Writes a CSV download to the response, row by row from a database cursor (pg-query-stream): memory
 * stays flat whatever the number of rows. Validate the query before calling: once this starts, the status
 * and headers are sent.
 */
export async function streamCsv<Row>(
  dataSource: DataSource,
  response: Response,
  logger: AppLogger,
  file: CsvExport<Row>,
): Promise<void> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const client: PoolClient = await pool.connect();
  const rows = client.query(new QueryStream(file.sql, file.params, { batchSize: 1000 }));
  let header = true;
  const toCsv = new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done) {
      const line = csvLine(file.cells(row));
      if (header) {
        header = false;
        done(null, csvLine(file.columns) + line);
      } else done(null, line);
    },
    flush(done) {
      done(null, header ? csvLine(file.columns) : undefined);
    },
  });
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  await new Promise<void>((resolve) => {
    pipeline(rows, toCsv, response, (error) => {
      // A failed or abandoned cursor leaves the connection in an unknown state: close it instead of reusing it.
      client.release(error ?? undefined);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        logger.error({ err: error, file: file.fileName }, 'CSV export failed while streaming');
      }
      resolve();
    });
  });
}
