/** The generate-report form: its defaults per report type, its type choices and its validation. */
import moment, { type Moment } from 'moment';
import * as yup from 'yup';
import { dateTextSchema } from '../../components/form/dateSchema';
import type { GenerateReportRequest, ReportStatusFilter, ReportType } from '../../api/reports';
import { FORM } from '../../constants/messages';
import { REPORTS } from '../../constants/messages/reports';
import { isValidPeriod, monthThroughToday, type PeriodPreset } from '../../ducks/reports/periods';
import { PAYMENT_TYPES } from '../../contracts/values';

export interface GenerateFormValues {
  /** A preset, or '' once the dates were edited by hand. */
  preset: PeriodPreset | '';
  startDate: string;
  endDate: string;
  month: string;
  year: string;
  reportFields: string[];
  status: ReportStatusFilter;
  type: string;
  unique: boolean;
}

const SUBSCRIPTION_TYPES = ['recurrent', 'past_due', 'unpaid', 'canceled', 'free-trial', 'ended', 'incomplete', 'incomplete_expired', 'paused'];
const ACCESS_TYPES = ['granted', 'purchased', 'full-discount', 'access-voucher'];

/** The record types each report can be narrowed to, besides 'all'. */
export const TYPE_CHOICES: Readonly<Record<ReportType, readonly string[]>> = {
  audience: [],
  'account-logins': [],
  payments: PAYMENT_TYPES,
  transactions: PAYMENT_TYPES,
  subscriptions: SUBSCRIPTION_TYPES,
  access: ACCESS_TYPES,
  merchants: [],
};

// Spec: the 'store-payment' type shows as 'freemium'.
export const typeLabel = (type: string): string => (type === 'store-payment' ? 'freemium' : type);

/** Only customer reports can count each customer once. */
export const offersUnique = (type: ReportType): boolean => type === 'audience' || type === 'account-logins';

/**
 * Defaults: a month ago through today (a custom range; the "Last month" preset is the previous calendar month), every field, type all, unique false; status active for the audience
 * report (spec "Audience report defaults") and all for the others, so their rows cover every record in the range.
 */
export function generateDefaults(reportType: ReportType, fieldNames: readonly string[], today: Moment = moment()): GenerateFormValues {
  return {
    preset: '',
    ...monthThroughToday(today),
    month: '',
    year: '',
    reportFields: [...fieldNames],
    status: reportType === 'audience' ? 'active' : 'all',
    type: 'all',
    unique: false,
  };
}

const date = dateTextSchema('date').required(FORM.required);

export const generateSchema = (fieldCount: number) =>
  yup.object({
    startDate: date,
    endDate: date.test('range', REPORTS.invalidRange, function check(endDate) {
      const { startDate } = this.parent as GenerateFormValues;
      return !startDate || !endDate || isValidPeriod({ startDate, endDate });
    }),
    reportFields: yup.array(yup.string()).test('fields', REPORTS.chooseField, (value) => fieldCount === 0 || (value?.length ?? 0) > 0),
  });

export const toGenerateRequest = (reportType: ReportType, values: GenerateFormValues): GenerateReportRequest => ({
  reportType,
  startDate: values.startDate,
  endDate: values.endDate,
  reportFields: values.reportFields,
  status: values.status,
  type: values.type,
  unique: offersUnique(reportType) && values.unique,
  export_type: 'csv',
});
