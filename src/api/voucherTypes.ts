import type { Currency, DiscountPeriod, VoucherApplication, VoucherRuleType, VoucherType } from '../contracts/values';

/** Shapes of the voucher calls (catalogue 7.6), shared with the sandbox. Dates are YYYY-MM-DD HH:mm:ss (UTC). */
export interface Voucher {
  id: number;
  type: VoucherType;
  /** The voucher's title. */
  name: string;
  code: string;
  isRandomGeneratedCode: boolean;
  /** Percent off the first charge. */
  discount: number;
  /** Percent off later charges of a subscription; null: none. */
  rebill_discount: number | null;
  discount_period: DiscountPeriod;
  /** Months, for a repeating discount (1 to 12). */
  discount_duration: number | null;
  start_date: string | null;
  end_date: string | null;
  usage_limit: number | null;
  usage_counter: number;
  acc_end_date: string | null;
  /** e.g. 7d: the access a voucher grants lasts this long. */
  acc_duration: string | null;
  application: VoucherApplication | null;
  /** 'playstore' or 'apple' for an in-app offer. */
  platform: 'playstore' | 'apple' | null;
  /** How many rules of each kind it has. */
  rules: { access_fees: number; assets: number; packages: number };
  created_at: number;
  updated_at: number;
}

export interface VouchersPage {
  collection: Voucher[];
  total: number;
  page: number;
  limit: number;
}

export interface VoucherRule {
  id: number;
  rule_type: VoucherRuleType;
  value: string;
  excluded: boolean;
  /** What the value names: an item's title, an access fee's or type's description, or the e-mail. */
  label: string;
  /** An access-fee rule's item. */
  item_id: number | null;
}

export interface VoucherRulesPage {
  collection: VoucherRule[];
  total: number;
  /** From 0. */
  page: number;
  limit: number;
}

/** An access type a voucher can be limited to, with its rule when it is. */
export interface VoucherAccessType {
  id: number;
  name: string;
  quantity: number;
  period: string;
  rule_id: number | null;
}

export interface VoucherEmail {
  id: number;
  email: string;
  created_at: number;
}

export interface VoucherEmailsPage {
  collection: VoucherEmail[];
  total: number;
  page: number;
  limit: number;
}

export interface GiftVoucher {
  id: number;
  code: string;
  item_id: number;
  item_title: string;
  buyer_email: string;
  receiver_email: string;
  is_used: boolean;
  amount: number;
  currency: Currency;
  created_at: number;
}

export interface GiftVouchersPage {
  collection: GiftVoucher[];
  total: number;
  page: number;
  limit: number;
}

/** A file of the e-mails an import refused (catalogue 7.6: the failed list's created_at is read as createdAt). */
export interface FailedVoucherRulesFile {
  file_name: string;
  voucher_id: number;
  rows: number;
  createdAt: number;
}

/** What the bulk e-mail import reports over realtime (bulk.voucher.rules.succeed / .failed). */
export interface VoucherRulesImportOutcome {
  code: number;
  voucher_id: number;
  file_name: string;
  created: number;
  failed: number;
  failed_file?: string;
  message?: string;
}
