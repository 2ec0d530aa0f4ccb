import * as yup from 'yup';
import { amountText, dateTextSchema, parseAmount } from '../../components/form';
import { MAX_DISCOUNT_DURATION, RANDOM_CODE_LENGTH } from '../../contracts/values';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';

/** The voucher fields the create dialog and the edit screen share, checked as the sandbox checks them. */
const percent = yup
  .string()
  .trim()
  // A decimal comma is read as a point ("12,5" is 12.5), as every amount of the console.
  .test('percent', VOUCHERS_UI.discountRange, (value) => {
    if (!value) return true;
    const read = parseAmount(value, 3);
    return read !== null && Number(read) <= 100;
  });

/** A details field's text as the platform takes it: a percentage with a decimal point, any other text trimmed. */
export const detailsWireValue = (field: keyof DetailsValues, value: string): string =>
  field === 'discount' || field === 'rebill_discount' ? amountText(value) : value.trim();

export const detailsSchema = {
  discount: percent.required(VOUCHERS_UI.discountRange),
  rebill_discount: percent,
  discount_period: yup.string().required(),
  discount_duration: yup
    .string()
    .trim()
    .when('discount_period', {
      is: 'repeating',
      then: (field) => field.required(VOUCHERS_UI.durationRange).test('months', VOUCHERS_UI.durationRange, (value) => Number(value) >= 1 && Number(value) <= MAX_DISCOUNT_DURATION),
    }),
  start_date: dateTextSchema(),
  end_date: dateTextSchema(),
  usage_limit: yup
    .string()
    .trim()
    .test('limit', VOUCHERS_UI.usageLimitMin, (value) => !value || (/^\d{1,7}$/.test(value) && Number(value) >= 1)),
  acc_duration: yup.string().trim().matches(/^([1-9]\d{0,2}[hdwmy])?$/, VOUCHERS_UI.accDurationFormat),
};

export const createSchema = yup.object({
  name: yup.string().trim().required(VOUCHERS_UI.nameRequired).max(100),
  code: yup.string().trim().matches(/^([A-Za-z0-9_-]{3,50})?$/, VOUCHERS_UI.codeFormat),
  length: yup
    .string()
    .trim()
    .when('code', {
      is: (code: string | undefined) => !code?.trim(),
      then: (field) => field.required(VOUCHERS_UI.lengthRange).test('length', VOUCHERS_UI.lengthRange, (value) => Number(value) >= RANDOM_CODE_LENGTH.min && Number(value) <= RANDOM_CODE_LENGTH.max),
    }),
  ...detailsSchema,
});

export interface DetailsValues {
  discount: string;
  rebill_discount: string;
  discount_period: string;
  discount_duration: string;
  start_date: string;
  end_date: string;
  usage_limit: string;
  acc_duration: string;
}

export const PERIOD_OPTIONS = (['once', 'forever', 'repeating'] as const).map((value) => ({ value, label: VOUCHERS_UI.periods[value] }));
