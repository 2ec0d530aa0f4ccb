import { api, type CallContext, type RequestOptions } from './client';
import { expectAnswer, isPageAnswer } from './errors';
import type { Payment } from './types';
import type { TransactionsFilterQuery, TransactionsQuery } from '../contracts/payments';

export type { Payment } from './types';

/**
 * The list's filter, as the sandbox's contract declares it; `search` holds `field:value` terms, sent as `search[]`.
 * `type` is read from the page's URL, so it stays open text here: the sandbox answers an unknown one with a 400.
 */
export type PaymentsFilter = Pick<TransactionsFilterQuery, 'start_date' | 'end_date' | 'search'> & { type?: string };

export type PaymentsQuery = PaymentsFilter & Pick<TransactionsQuery, 'page' | 'size'>;

export interface PaymentsPage {
  collection: Payment[];
  total: number;
}

/** A CSV file and the number of rows it holds. */
export interface CsvExport {
  blob: Blob;
  filename: string;
  rows: number;
}

/** GET v2/accounting/transactions */
export const listPayments = (query: PaymentsQuery, ctx?: CallContext): Promise<PaymentsPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/accounting/transactions', query, ...ctx }), isPageAnswer);

/** A call answering a CSV file: the file, its name (from Content-Disposition, else `fallbackName`) and its row count (X-Total-Count). */
export async function csvFile(options: RequestOptions, fallbackName: string): Promise<CsvExport> {
  const response = await api().requestWithHeaders<Blob>({ ...options, responseType: 'blob' });
  const disposition = /filename="([^"]+)"/.exec(response.headers['content-disposition'] ?? '');
  return { blob: response.data, filename: disposition?.[1] ?? fallbackName, rows: Number(response.headers['x-total-count'] ?? 0) };
}

/** A CSV export call: a GET of the list's filter. */
export const csvExport = (path: string, query: object, fallbackName: string, ctx?: CallContext): Promise<CsvExport> => csvFile({ method: 'GET', path, query, ...ctx }, fallbackName);

/** GET v2/accounting/transactions/export: exactly the payments the filter selects, as CSV. */
export const exportPayments = (filter: PaymentsFilter, ctx?: CallContext): Promise<CsvExport> => csvExport('v2/accounting/transactions/export', filter, 'payments.csv', ctx);
