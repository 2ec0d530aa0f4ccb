// A merchant's commercials and the commercial reports, for platform staff (catalogue 7.9, 7.10). Every call is made
// with the admin session. The share fields travel as `{product}_share_*` (the configured platform key); the console
// works with neutral names.
import { config } from '../config';
import { api, type CallContext } from './client';
import { csvFile, type CsvExport } from './payments';
import type { MessageResponse } from './types';
import type { AccessFeeType, NonRecurringFee, RevenueSetup, RevenueSetupFields, RevenueShareFields } from './adminCommercialTypes';

export type { AccessFeeType, NonRecurringFee, RevenueSetup, RevenueSetupFields, RevenueShareFields } from './adminCommercialTypes';
import type { AccessFeeTypeBody, NonRecurringFeeBody, RecurringFees } from '../contracts/adminCommercials';
import type { CommercialReportType } from '../contracts/values';

export type { RecurringFees } from '../contracts/adminCommercials';

const admin = (ctx?: CallContext): CallContext => ({ ...ctx, session: 'admin' });
const shareNames = () => ({ percent: `${config.platformKey}_share_percent`, minimum: `${config.platformKey}_share_minimum_amount` });




type WireSetup = Omit<RevenueSetup, 'share_percent' | 'share_minimum_amount'> & Record<string, unknown>;

const fromWire = (wire: WireSetup): RevenueSetup => {
  const names = shareNames();
  const { [names.percent]: percent, [names.minimum]: minimum, ...rest } = wire;
  return { ...(rest as Omit<RevenueSetup, 'share_percent' | 'share_minimum_amount'>), share_percent: Number(percent), share_minimum_amount: Number(minimum) };
};

/** GET v2/accounting/revenue-setup */
export const getRevenueSetup = async ({ merchantId }: { merchantId: number }, ctx?: CallContext): Promise<RevenueSetup> =>
  fromWire(await api().request<WireSetup>({ method: 'GET', path: 'v2/accounting/revenue-setup', query: { merchant_id: merchantId }, ...admin(ctx) }));

/** The PATCH sends one group: the setup fields or the share fields. */
export type RevenueSetupUpdate = { merchantId: number } & ({ setup: RevenueSetupFields; share?: never } | { share: RevenueShareFields; setup?: never });

/** PATCH v2/accounting/revenue-setup/{merchant_id} */
export async function updateRevenueSetup({ merchantId, setup, share }: RevenueSetupUpdate, ctx?: CallContext): Promise<RevenueSetup> {
  const names = shareNames();
  const body = share
    ? {
        [names.percent]: share.share_percent,
        [names.minimum]: share.share_minimum_amount,
        payment_provider_fee_percent: share.payment_provider_fee_percent,
        payment_provider_fixed_fee: share.payment_provider_fixed_fee,
      }
    : setup;
  return fromWire(await api().request<WireSetup>({ method: 'PATCH', path: 'v2/accounting/revenue-setup/{merchant_id}', pathVars: { merchant_id: merchantId }, body, ...admin(ctx) }));
}

/** GET v2/accounting/recurring-fees */
export const getRecurringFees = ({ merchantId }: { merchantId: number }, ctx?: CallContext): Promise<RecurringFees> =>
  api().request({ method: 'GET', path: 'v2/accounting/recurring-fees', query: { merchant_id: merchantId }, ...admin(ctx) });

/** POST v2/accounting/recurring-fees: the fees as one JSON string of `streaming` and `hosting_page`. */
export const saveRecurringFees = ({ merchantId, fees }: { merchantId: number; fees: RecurringFees }, ctx?: CallContext): Promise<RecurringFees> =>
  api().request({
    method: 'POST',
    path: 'v2/accounting/recurring-fees',
    body: { merchant_id: merchantId, recurring_fees: JSON.stringify({ streaming: fees.streaming, hosting_page: fees.hosting_page }) },
    ...admin(ctx),
  });


export interface NonRecurringFeesQuery {
  merchantId: number;
  page: number;
}

export const NON_RECURRING_FEES_PAGE_SIZE = 15;

/** GET v2/accounting/non-recurring-fees */
export const listNonRecurringFees = ({ merchantId, page }: NonRecurringFeesQuery, ctx?: CallContext): Promise<{ collection: NonRecurringFee[]; total: number }> =>
  api().request({ method: 'GET', path: 'v2/accounting/non-recurring-fees', query: { merchant_id: merchantId, page, size: NON_RECURRING_FEES_PAGE_SIZE }, ...admin(ctx) });

/** POST v2/accounting/non-recurring-fees */
export const addNonRecurringFee = (fee: NonRecurringFeeBody, ctx?: CallContext): Promise<NonRecurringFee> =>
  api().request({ method: 'POST', path: 'v2/accounting/non-recurring-fees', body: fee, ...admin(ctx) });

/** DELETE v2/accounting/non-recurring-fees/{id} */
export const deleteNonRecurringFee = ({ id }: { id: number; merchantId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/accounting/non-recurring-fees/{id}', pathVars: { id }, ...admin(ctx) });


/** GET v2/accounting/access-fee-types */
export const listAccessFeeTypes = ({ merchantId }: { merchantId: number }, ctx?: CallContext): Promise<{ collection: AccessFeeType[]; total: number }> =>
  api().request({ method: 'GET', path: 'v2/accounting/access-fee-types', query: { merchant_id: merchantId }, ...admin(ctx) });

/** POST v2/accounting/access-fee-types */
export const addAccessFeeType = (type: AccessFeeTypeBody, ctx?: CallContext): Promise<AccessFeeType> =>
  api().request({ method: 'POST', path: 'v2/accounting/access-fee-types', body: type, ...admin(ctx) });

export interface CommercialReportFile {
  id: number;
  filename: string;
  report_type: CommercialReportType;
  /** Unix seconds. */
  created_at: number;
}

export interface CommercialReportRequest {
  type: CommercialReportType;
  /** `{year}-{month}-01`. */
  date: string;
}

/** POST v2/reporting/commercial-reports/{type} for a kept report (commercial setup, merchant analytics). */
export const generateCommercialReport = ({ type, date }: CommercialReportRequest, ctx?: CallContext): Promise<CommercialReportFile> =>
  api().request({ method: 'POST', path: 'v2/reporting/commercial-reports/{type}', pathVars: { type }, body: { date }, ...admin(ctx) });

/** POST v2/reporting/commercial-reports/monthly_active_users: the MAU CSV itself, `mau_{year}_{month}.csv`. */
export const downloadMauReport = ({ date }: { date: string }, ctx?: CallContext): Promise<CsvExport> => {
  const [year, month] = date.split('-');
  return csvFile({ method: 'POST', path: 'v2/reporting/commercial-reports/{type}', pathVars: { type: 'monthly_active_users' }, body: { date }, ...admin(ctx) }, `mau_${year}_${month}.csv`);
};

/** GET v2/reporting/commercial-reports */
export const listCommercialReports = (_req: void, ctx?: CallContext): Promise<{ collection: CommercialReportFile[]; total: number }> =>
  api().request({ method: 'GET', path: 'v2/reporting/commercial-reports', ...admin(ctx) });

/** GET v2/reporting/commercial-reports/{id}/download */
export const downloadCommercialReport = ({ id, filename }: { id: number; filename: string }, ctx?: CallContext): Promise<CsvExport> =>
  csvFile({ method: 'GET', path: 'v2/reporting/commercial-reports/{id}/download', pathVars: { id }, ...admin(ctx) }, filename);

/** DELETE v2/reporting/commercial-reports/{id} */
export const deleteCommercialReport = ({ id }: { id: number; filename: string }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/reporting/commercial-reports/{id}', pathVars: { id }, ...admin(ctx) });
