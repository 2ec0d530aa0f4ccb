import type { Db } from '../db/connection';
import { getMeta, SECRET_KEY } from '../db/meta';
import { conflict } from '../lib/errors';
import { deriveKey, hmac, safeEqual } from '../lib/random';
import type { ReportRow } from '../models/reporting';

/**
 * Download links of generated reports, like presigned storage URLs: `/api/v2/reporting/files/<id>.<expiry>.<sig>`,
 * signed with a key derived from the database's secret, usable without a bearer until they expire.
 */
export const REPORT_LINK_TTL_SECONDS = 5 * 60;
export const REPORT_FILES_PATH = '/api/v2/reporting/files';
export const REPORT_NOT_READY_MESSAGE = 'The report is not ready yet.';
export const REPORT_FAILED_MESSAGE = 'The report could not be generated.';

function signingKey(db: Db): Buffer {
  const secret = getMeta(db, SECRET_KEY);
  if (!secret) throw new Error('The sandbox database has no secret.');
  return deriveKey(secret, 'report-files');
}

const signature = (db: Db, payload: string) => hmac(signingKey(db), payload).toString('base64url');

export function signedReportUrl(db: Db, reportId: number, now: number): string {
  const payload = `${reportId}.${now + REPORT_LINK_TTL_SECONDS}`;
  return `${REPORT_FILES_PATH}/${payload}.${signature(db, payload)}`;
}

/** The report id a live, correctly signed link points at; null otherwise. */
export function verifyReportLink(db: Db, token: string, now: number): number | null {
  const match = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, given] = match;
  if (!safeEqual(signature(db, `${id}.${expires}`), given) || Number(expires) <= now) return null;
  return Number(id);
}

/** A generated file's download answer: its signed link, or 409 while it is pending or once it failed. */
export function readyReportLink(db: Db, report: Pick<ReportRow, 'id' | 'status'>, now: number): { redirect_url: string } {
  if (report.status === 'pending') throw conflict(REPORT_NOT_READY_MESSAGE);
  if (report.status === 'failed') throw conflict(REPORT_FAILED_MESSAGE);
  return { redirect_url: signedReportUrl(db, report.id, now) };
}
