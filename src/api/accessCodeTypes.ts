import type { AccessCodeType } from '../contracts/values';

/** Shapes of the access code calls (catalogue 7.4), shared with the sandbox. Dates are `YYYY-MM-DD HH:mm:ss` UTC. */
export interface AccessCode {
  id: number;
  item_id: number;
  code: string;
  type: AccessCodeType;
  start_date: string | null;
  end_date: string | null;
  concurrent_sessions: number;
  /** Sessions open now. */
  in_use: number;
  created_at: number;
  updated_at: number;
}

export interface AccessCodesPage {
  collection: AccessCode[];
  total: number;
  page: number;
  limit: number;
}

/** One browser using a code. */
export interface CodeSession {
  code_id: number;
  browser_fingerprint: string;
  ip_address: string;
  user_agent: string;
  created_at: number;
  last_seen_at: number;
}

export interface BulkCodesResult {
  updated: number;
}

export interface DownloadLink {
  download_url: string;
}

/** Where the browser puts a file, and what it is called on the server. */
export interface SignedUpload {
  url: string;
  file_name: string;
  headers: Record<string, string>;
}

export interface UploadAccepted {
  file_name: string;
  status: 'uploading';
}

/** A file of the rows a bulk upload refused, each with its reason. */
export interface FailedCodesFile {
  file_name: string;
  item_id: number;
  rows: number;
  created_at: number;
}

export interface FailedFileLink {
  merchant_id: number;
  download_url: string;
}

/** The realtime message's resource when a bulk upload ends. */
export interface CodesImportOutcome {
  code: number;
  item_id: number;
  file_name: string;
  created: number;
  failed: number;
  failed_file?: string;
  message?: string;
}

/** A generated access codes report of an asset. */
export interface CodesReport {
  filename: string;
  item_id: number;
  rows: number;
  created_at: number;
}

export interface ReportLink {
  redirect_url: string;
}
