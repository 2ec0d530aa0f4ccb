import type { UniqueAudienceFile } from '../../../src/api/uniqueAudienceTypes';
import { UNIQUE_AUDIENCE_MESSAGE, UNIQUE_AUDIENCE_REPORT_TYPE, type ReachedBy } from '../../../src/constants/uniqueAudience';
import type { PaymentType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import type { ReportStatus } from '../models/reporting';
import type { CustomReport } from './reportingEngine';
import { formatTime, type ReportReader } from './reportingSources';

/**
 * The unique-audience report of one asset and range: every distinct customer of the asset's merchant who bought it
 * (a completed payment for it, or a purchased access) or was granted it (any other access: a grant, a full-discount
 * or access voucher), revoked or not, with how and when they first reached it within the range. Read by customer id
 * in batches, as the report engine reads the typed reports.
 */
export const PURCHASE_PAYMENT_TYPES: readonly PaymentType[] = ['charge', 'recurrent', 'gift-payment', 'store-payment'];

export const UNIQUE_AUDIENCE_HEADER = ['Customer ID', 'Email', 'Full name', 'First reached by', 'First reached at (UTC)'];

export interface UniqueAudienceScope {
  merchantId: number;
  itemId: number;
  /** First and last second of the range, inclusive. */
  from: number;
  to: number;
}

const PURCHASES = PURCHASE_PAYMENT_TYPES.map((type) => `'${type}'`).join(', ');

// Ties on the same second go to the purchase, then to the earlier row.
const FIRST_REACHES = `
  WITH reached AS (
    SELECT p.customer_id, p.created_at AS at, 'purchase' AS how, 0 AS kind, p.id AS row_id
      FROM payments p
     WHERE p.merchant_id = @merchant AND p.item_id = @item AND p.action_type IN (${PURCHASES})
       AND p.created_at BETWEEN @from AND @to AND p.customer_id > @after
    UNION ALL
    SELECT a.customer_id, a.created_at, CASE WHEN a.type = 'purchased' THEN 'purchase' ELSE 'grant' END, 1, a.id
      FROM accesses a
     WHERE a.merchant_id = @merchant AND a.item_id = @item AND a.created_at BETWEEN @from AND @to AND a.customer_id > @after
  ),
  firsts AS (SELECT customer_id, at, how, ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY at, kind, row_id) AS n FROM reached)
  SELECT c.id, c.email, c.full_name, f.how, f.at
    FROM firsts f JOIN customers c ON c.id = f.customer_id AND c.merchant_id = @merchant
   WHERE f.n = 1
   ORDER BY c.id
   LIMIT @limit`;

interface Reach {
  id: number;
  email: string;
  full_name: string;
  how: ReachedBy;
  at: number;
}

export function uniqueAudienceReader(db: Db, scope: UniqueAudienceScope): ReportReader {
  const statement = prepared(db, FIRST_REACHES);
  let after = 0;
  return {
    header: UNIQUE_AUDIENCE_HEADER,
    next(limit) {
      const rows = statement.all({ merchant: scope.merchantId, item: scope.itemId, from: scope.from, to: scope.to, after, limit }) as Reach[];
      if (rows.length > 0) after = rows[rows.length - 1].id;
      return rows.map((row) => [row.id, row.email, row.full_name, row.how, formatTime(row.at)]);
    },
  };
}

/** The engine's job for one report: its rows, and the realtime message naming the file, the asset and the count. */
export function uniqueAudienceReport(db: Db, scope: UniqueAudienceScope): CustomReport {
  return {
    type: UNIQUE_AUDIENCE_REPORT_TYPE,
    read: () => uniqueAudienceReader(db, scope),
    announce: (report, status) => ({
      type: UNIQUE_AUDIENCE_MESSAGE,
      resource: { status, file_name: report.filename, item_id: scope.itemId, customers: report.rows },
    }),
  };
}

interface FileRow {
  filename: string;
  status: ReportStatus;
  rows: number;
  created_at: number;
  params: string;
  title: string | null;
}

interface FileParams {
  item_id: number;
  start_date: string;
  end_date: string;
}

/** The merchant's unique-audience files (of one asset when given), newest first, with the asset's current title. */
export function listUniqueAudienceFiles(db: Db, merchantId: number, itemId: number | null): UniqueAudienceFile[] {
  const rows = prepared(
    db,
    `SELECT r.filename, r.status, r.rows, r.created_at, r.params, i.title
       FROM reports r LEFT JOIN items i ON i.id = json_extract(r.params, '$.item_id') AND i.merchant_id = r.merchant_id
      WHERE r.merchant_id = @merchant AND r.type = @type AND (@item IS NULL OR json_extract(r.params, '$.item_id') = @item)
      ORDER BY r.created_at DESC, r.id DESC`,
  ).all({ merchant: merchantId, type: UNIQUE_AUDIENCE_REPORT_TYPE, item: itemId }) as FileRow[];
  return rows.map((row) => {
    const params = JSON.parse(row.params) as FileParams;
    return {
      file_name: row.filename,
      item_id: params.item_id,
      item_title: row.title,
      start_date: params.start_date,
      end_date: params.end_date,
      status: row.status,
      customers: row.rows,
      created_at: row.created_at,
    };
  });
}
