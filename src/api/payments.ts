import { api, type CallContext } from './client';
import type { Payment } from './types';

export type { Payment } from './types';

export interface PaymentsFilter {
  /** `field:value` terms, sent as `search[]`. */
  search?: string[];
  type?: string;
  start_date?: string;
  end_date?: string;
}

export interface PaymentsQuery extends PaymentsFilter {
  page: number;
  size: number;
}

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
  api().request({ method: 'GET', path: 'v2/accounting/transactions', query, ...ctx });

/** GET v2/accounting/transactions/export: exactly the payments the filter selects, as CSV. */
export async function exportPayments(filter: PaymentsFilter, ctx?: CallContext): Promise<CsvExport> {
  const response = await api().requestWithHeaders<Blob>({ method: 'GET', path: 'v2/accounting/transactions/export', query: filter, responseType: 'blob', ...ctx });
  const disposition = /filename="([^"]+)"/.exec(response.headers['content-disposition'] ?? '');
  return { blob: response.data, filename: disposition?.[1] ?? 'payments.csv', rows: Number(response.headers['x-total-count'] ?? 0) };
}
