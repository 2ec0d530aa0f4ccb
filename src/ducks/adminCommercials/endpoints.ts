import * as commercials from '../../api/adminCommercials';
import { STAFF_ACTIVITY_TAG } from '../../constants/staffActivity';
import type {
  AccessFeeType,
  CommercialReportFile,
  CommercialReportRequest,
  NonRecurringFee,
  NonRecurringFeesQuery,
  RecurringFees,
  RevenueSetup,
  RevenueSetupUpdate,
} from '../../api/adminCommercials';
import type { MessageResponse } from '../../api/types';
import { COMMERCIAL_REPORTS_UI, COMMERCIALS_UI } from '../../constants/messages/adminCommercials';
import type { AccessFeeTypeBody, NonRecurringFeeBody } from '../../contracts/adminCommercials';
import { savedExport, type ExportedFile } from '../payments/fileSaver';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';
import type { Tag } from '../requests/tags';

type ByMerchant = { merchantId: number };
const merchantKey = ({ merchantId }: ByMerchant): string => String(merchantId);
const tag =
  (type: string) =>
  ({ merchantId }: ByMerchant): Tag[] => [{ type, id: merchantId }];

const setupOf = tag('RevenueSetup');
const recurringOf = tag('RecurringFees');
const feesOf = tag('NonRecurringFees');
const typesOf = tag('AccessFeeTypes');
const REPORTS: Tag[] = ['CommercialReports'];
const byFeeMerchant = ({ merchant_id }: { merchant_id: number }): ByMerchant => ({ merchantId: merchant_id });

// Reads: the newest wins, failures stay on screen with Retry. Submits: the leading click. Row actions: every.
export const fetchRevenueSetup = defineEndpoint<ByMerchant, RevenueSetup>('adminCommercials/fetchRevenueSetup', commercials.getRevenueSetup, storedRead(merchantKey, setupOf));
export const updateRevenueSetup = defineEndpoint<RevenueSetupUpdate, RevenueSetup>('adminCommercials/updateRevenueSetup', commercials.updateRevenueSetup, {
  strategy: 'leading',
  key: (req) => `${req.merchantId}/${req.share ? 'share' : 'setup'}`,
  successNotice: (_res, req) => (req.share ? COMMERCIALS_UI.shareSaved : COMMERCIALS_UI.saved),
  invalidates: (req) => [...setupOf(req), STAFF_ACTIVITY_TAG],
});

export const fetchRecurringFees = defineEndpoint<ByMerchant, RecurringFees>('adminCommercials/fetchRecurringFees', commercials.getRecurringFees, storedRead(merchantKey, recurringOf));
export const saveRecurringFees = defineEndpoint<ByMerchant & { fees: RecurringFees }, RecurringFees>('adminCommercials/saveRecurringFees', commercials.saveRecurringFees, {
  strategy: 'leading',
  key: merchantKey,
  successNotice: COMMERCIALS_UI.recurringSaved,
  invalidates: (req) => [...recurringOf(req), STAFF_ACTIVITY_TAG],
});

type FeesPage = { collection: NonRecurringFee[]; total: number };
export const fetchNonRecurringFees = defineEndpoint<NonRecurringFeesQuery, FeesPage>(
  'adminCommercials/fetchNonRecurringFees',
  commercials.listNonRecurringFees,
  pagedRead<NonRecurringFeesQuery, FeesPage>(feesOf),
);
export const addNonRecurringFee = defineEndpoint<NonRecurringFeeBody, NonRecurringFee>('adminCommercials/addNonRecurringFee', commercials.addNonRecurringFee, {
  strategy: 'leading',
  successNotice: COMMERCIALS_UI.feeAdded,
  invalidates: (req) => [...feesOf(byFeeMerchant(req)), STAFF_ACTIVITY_TAG],
});
export const deleteNonRecurringFee = defineEndpoint<{ id: number; merchantId: number }, MessageResponse>('adminCommercials/deleteNonRecurringFee', commercials.deleteNonRecurringFee, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: COMMERCIALS_UI.feeDeleted,
  invalidates: (req) => [...feesOf(req), STAFF_ACTIVITY_TAG],
});

export const fetchAccessFeeTypes = defineEndpoint<ByMerchant, { collection: AccessFeeType[]; total: number }>(
  'adminCommercials/fetchAccessFeeTypes',
  commercials.listAccessFeeTypes,
  storedRead(merchantKey, typesOf),
);
export const addAccessFeeType = defineEndpoint<AccessFeeTypeBody, AccessFeeType>('adminCommercials/addAccessFeeType', commercials.addAccessFeeType, {
  strategy: 'leading',
  successNotice: COMMERCIALS_UI.typeAdded,
  invalidates: (req) => [...typesOf(byFeeMerchant(req)), STAFF_ACTIVITY_TAG],
});

export const fetchCommercialReports = defineEndpoint<void, { collection: CommercialReportFile[]; total: number }>(
  'adminCommercials/fetchReports',
  commercials.listCommercialReports,
  storedRead(undefined, () => REPORTS),
);
export const generateCommercialReport = defineEndpoint<CommercialReportRequest, CommercialReportFile>('adminCommercials/generateReport', commercials.generateCommercialReport, {
  strategy: 'leading',
  successNotice: COMMERCIAL_REPORTS_UI.generated,
  errorNotice: COMMERCIAL_REPORTS_UI.unknownError,
  invalidates: () => [...REPORTS, STAFF_ACTIVITY_TAG],
});
/** The MAU file is handed to the browser as soon as it arrives (no list entry). */
export const downloadMauReport = defineEndpoint<{ date: string }, ExportedFile>('adminCommercials/downloadMau', savedExport(commercials.downloadMauReport), {
  strategy: 'leading',
  successNotice: (res) => COMMERCIAL_REPORTS_UI.downloaded(res.filename),
  errorNotice: COMMERCIAL_REPORTS_UI.unknownError,
  // The sandbox records the download in the staff activity log.
  invalidates: () => [STAFF_ACTIVITY_TAG],
});
export const downloadCommercialReport = defineEndpoint<{ id: number; filename: string }, ExportedFile>(
  'adminCommercials/downloadReport',
  savedExport(commercials.downloadCommercialReport),
  { strategy: 'every', key: ({ id }) => String(id) },
);
export const deleteCommercialReport = defineEndpoint<{ id: number; filename: string }, MessageResponse>('adminCommercials/deleteReport', commercials.deleteCommercialReport, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: COMMERCIAL_REPORTS_UI.deleted,
  errorNotice: COMMERCIAL_REPORTS_UI.unknownError,
  invalidates: () => [...REPORTS, STAFF_ACTIVITY_TAG],
});

export const adminCommercialsEndpoints: readonly AnyEndpoint[] = [
  fetchRevenueSetup,
  updateRevenueSetup,
  fetchRecurringFees,
  saveRecurringFees,
  fetchNonRecurringFees,
  addNonRecurringFee,
  deleteNonRecurringFee,
  fetchAccessFeeTypes,
  addAccessFeeType,
  fetchCommercialReports,
  generateCommercialReport,
  downloadMauReport,
  downloadCommercialReport,
  deleteCommercialReport,
];
