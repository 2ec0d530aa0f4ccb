import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { ACC_DURATION_PATTERN, CODE_DATE_PATTERN, DISCOUNT_PERIODS, VOUCHER_APPLICATIONS, VOUCHER_RULE_TYPES, VOUCHER_TYPES } from './values';

/** Vouchers (catalogue 7.6): form-encoded bodies, so every value arrives as text and the model checks its meaning. */
const Id = Type.Integer({ minimum: 1 });
const Numeric = Type.String({ pattern: '^\\d{1,12}$' });
const Percent = Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,2})?$' });
const VoucherDate = Type.String({ pattern: `(${CODE_DATE_PATTERN.slice(1, -1)})?` });
const Flag = OneOf(['0', '1', 'true', 'false']);

export const VoucherParams = Closed({ id: Id });
export const VoucherRuleParams = Closed({ id: Id, ruleId: Id });
export const VoucherRuleTypeParams = Closed({ id: Id, ruleType: OneOf(VOUCHER_RULE_TYPES) });
export const VoucherItemParams = Closed({ id: Id, itemId: Id });

export const VouchersQuery = Query({
  page: Type.Optional(Numeric),
  limit: Type.Optional(Numeric),
  search: Type.Optional(Text(100)),
  /** Which list: in-app offers, or the rest (web, vip, gift-voucher). */
  type: Type.Optional(OneOf(['in-app', 'other'])),
});
export type VouchersQuery = Static<typeof VouchersQuery>;

const VoucherFields = {
  name: Type.Optional(Text(100)),
  code: Type.Optional(Text(50)),
  discount: Type.Optional(Percent),
  rebill_discount: Type.Optional(Type.Union([Percent, Type.Literal('')])),
  discount_period: Type.Optional(OneOf(DISCOUNT_PERIODS)),
  discount_duration: Type.Optional(Type.String({ pattern: '^\\d{0,2}$' })),
  start_date: Type.Optional(VoucherDate),
  end_date: Type.Optional(VoucherDate),
  usage_limit: Type.Optional(Type.String({ pattern: '^\\d{0,7}$' })),
  acc_end_date: Type.Optional(VoucherDate),
  acc_duration: Type.Optional(Type.String({ pattern: `(${ACC_DURATION_PATTERN.slice(1, -1)})?` })),
};

/** POST vouchers: a given code, or a random one from length, prefix and suffix. */
export const CreateVoucherBody = Closed({
  ...VoucherFields,
  type: OneOf(VOUCHER_TYPES),
  name: Text(100, 1),
  discount: Percent,
  length: Type.Optional(Type.String({ pattern: '^\\d{1,2}$' })),
  prefix: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z0-9_-]*$' })),
  suffix: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z0-9_-]*$' })),
  application: Type.Optional(OneOf(Object.keys(VOUCHER_APPLICATIONS) as (keyof typeof VOUCHER_APPLICATIONS)[])),
});
export type CreateVoucherBody = Static<typeof CreateVoucherBody>;

/** PATCH vouchers/{id}: the name alone, or the discount and date fields (and the usage counter). */
export const UpdateVoucherBody = Closed({ ...VoucherFields, usage_counter: Type.Optional(Type.String({ pattern: '^\\d{1,7}$' })) }, { minProperties: 1 });
export type UpdateVoucherBody = Static<typeof UpdateVoucherBody>;

export const VoucherRulesQuery = Query({
  rule_type: OneOf(VOUCHER_RULE_TYPES),
  excluded: Type.Optional(Flag),
  page: Type.Optional(Numeric),
  limit: Type.Optional(Numeric),
  search: Type.Optional(Text(100)),
});
export type VoucherRulesQuery = Static<typeof VoucherRulesQuery>;

export const VoucherRuleBody = Closed({ value: Text(320, 1), excluded: Type.Optional(Flag) });
export type VoucherRuleBody = Static<typeof VoucherRuleBody>;

export const VoucherEmailsQuery = Query({ page: Type.Optional(Numeric), limit: Type.Optional(Numeric) });

/** PATCH vouchers/{id}/items/{itemId}/access-fees: the chosen subset of the item's fees. */
export const VoucherAccessFeesBody = Closed({ access_fees: Type.Array(Numeric, { minItems: 1, maxItems: 100 }) });
export type VoucherAccessFeesBody = Static<typeof VoucherAccessFeesBody>;

export const GiftVouchersQuery = Query({ page: Type.Optional(Numeric), limit: Type.Optional(Numeric), search: Type.Optional(Text(100)) });


/** The e-mail rule import: its template, the uploaded file's name, and the failed list (action voucher-rules). */
export const VoucherTemplateParams = Closed({ template: OneOf(['voucher-rules-emails']) });
export const VoucherEmailsUploadBody = Closed({ voucher_id: Numeric, file_name: Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_.-]+\\.csv$' }) });
export type VoucherEmailsUploadBody = Static<typeof VoucherEmailsUploadBody>;
export const VoucherFailedListQuery = Query({ action: OneOf(['voucher-rules']), merchant_id: Type.Optional(Text(64)) });
export const VoucherFailedFileParams = Closed({ file_name: Type.String({ maxLength: 120, pattern: '^[A-Za-z0-9_.-]+\\.csv$' }) });
