import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { utcTableDate } from '../../../src/constants/payments';
import { nowSeconds } from '../lib/time';
import { csvRow, type CsvCell } from './reportingCsv';

/**
 * The answer of a list's Export CSV: `{name}-{YYYY-MM-DD}.csv` as an attachment, `X-Total-Count` saying how many rows,
 * the header row, then every row streamed as it is read (an export of a million rows stays small in memory).
 */
export function sendCsvExport<T>(reply: FastifyReply, name: string, header: readonly CsvCell[], total: number, rows: Iterable<T>, cells: (row: T) => readonly CsvCell[]): FastifyReply {
  const day = utcTableDate(nowSeconds()).slice(0, 10).replace(/\//g, '-');
  function* lines(): Generator<string> {
    yield csvRow(header);
    for (const row of rows) yield csvRow(cells(row));
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('X-Total-Count', String(total))
    .send(Readable.from(lines()));
}
