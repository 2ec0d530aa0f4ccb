import type { Currency, PlatformFeeCycle } from '../contracts/values';

/** The commercials' answers, apart from the calls so the sandbox can share them without the browser client. */
export interface RevenueSetupFields {
  contract_currency: Currency;
  platform_fee: number;
  platform_fee_cycle: PlatformFeeCycle;
  /** 0: none chosen, shown as 'Select'. */
  platform_fee_rebill_month: number;
  mau_fee: number;
}

export interface RevenueShareFields {
  share_percent: number;
  share_minimum_amount: number;
  payment_provider_fee_percent: number;
  payment_provider_fixed_fee: number;
}

export interface RevenueSetup extends RevenueSetupFields, RevenueShareFields {
  merchant_id: number;
}

export interface NonRecurringFee {
  id: number;
  merchant_id: number;
  revenue_stream_id: number;
  amount: number;
  currency: Currency;
  /** YYYY-MM-DD. */
  date: string;
  created_at: number;
}

export interface AccessFeeType {
  id: number;
  merchant_id: number;
  name: string;
  quantity: number;
  period: string;
  created_at: number;
}
