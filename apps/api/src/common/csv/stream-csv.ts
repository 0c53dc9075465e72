import { Transform, pipeline } from 'node:stream';
import type { Response } from 'express';
import { type AppLogger } from '../logging/app-logger.js';
import { csvLine, type CsvValue } from './csv.js';
import { type RowCursor } from './row-cursor.js';

export interface CsvFile<Row> {
  /** The header record. */
  columns: string[];
  /** One row's cells, in the order of the columns. */
  cells(row: Row): CsvValue[];
  /** `contact-messages-2030-01-31.csv` */
  fileName: string;
  /** Start with the UTF-8 byte order mark, so that Excel reads the file as UTF-8 (Devanagari names). */
  bom?: boolean;
}

/**
 * Writes a CSV download to the response, row by row from a database cursor (a repository opens it): memory
 * stays flat whatever the number of rows. Validate the query before calling: once this starts, the status
 * and headers are sent. The cursor is closed when the download ends, fails or is abandoned.
 */
export async function streamCsvRows<Row>(
  response: Response,
  logger: AppLogger,
  cursor: RowCursor<Row>,
  file: CsvFile<Row>,
): Promise<void> {
  let header = true;
  const headerLine = () => (file.bom ? '\uFEFF' : '') + csvLine(file.columns);
  const toCsv = new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done) {
      const line = csvLine(file.cells(row));
      if (header) {
        header = false;
        done(null, headerLine() + line);
      } else done(null, line);
    },
    flush(done) {
      done(null, header ? headerLine() : undefined);
    },
  });
  response.status(200);
  response.setHeader('Content-Type', 'text/csv; charset=utf-8');
  response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  response.setHeader('Cache-Control', 'no-store');
  await new Promise<void>((resolve) => {
    pipeline(cursor.rows, toCsv, response, (error) => {
      // A failed or abandoned cursor leaves the connection in an unknown state: close it instead of reusing it.
      cursor.close(error ?? undefined);
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
        logger.error({ err: error, file: file.fileName }, 'CSV export failed while streaming');
      }
      resolve();
    });
  });
}
