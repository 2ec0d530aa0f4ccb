// Answers of the admin mailing list and missing transactions calls, shared with the sandbox (import type only).
import type { MissingTransactionSection } from '../contracts/adminReports';

export type { BlacklistedValue, MissingTransactionSection } from '../contracts/adminReports';

/** Spec section 3 "Mailing list record": email, blacklisted; times in Unix seconds. */
export interface MailingListRecord {
  id: number;
  email: string;
  blacklisted: boolean;
  created_at: number;
  updated_at: number;
}

export interface MailingListPage {
  collection: MailingListRecord[];
  total: number;
  page: number;
  limit: number;
}

/** A row of an imported file that matches no payment. */
export interface MissingTransactionRow {
  /** The file's line number (the header is line 1). */
  line: number;
  transaction_token: string;
  amount: string;
  currency: string;
}

/** One imported file (an entry of ListErrorFiles): its rows found among the payments and those missing. */
export interface TransactionsErrorFile {
  id: number;
  file_name: string;
  section: MissingTransactionSection;
  /** The merchant the rows were matched within (merchants.id), or null for every merchant. */
  merchant_id: number | null;
  rows: number;
  found: number;
  missing: number;
  /** The first missing rows; the download lists every row with its status. */
  missing_rows: MissingTransactionRow[];
  created_at: number;
}

/** ListErrorFiles plus total_pages (spec section 3). */
export interface TransactionsErrorFiles {
  collection: TransactionsErrorFile[];
  total: number;
  page: number;
  total_pages: number;
}

export interface TransactionsSignedUpload {
  url: string;
  file_name: string;
  headers: Record<string, string>;
}

/** The catalogue's `:download` answer. */
export interface TransactionsDownload {
  url: string;
}
