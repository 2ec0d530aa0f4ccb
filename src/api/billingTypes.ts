import type { FeePaymentType } from '../contracts/values';

// The payment setup's answers (catalogue 7.9), shared by the console and the sandbox. No runtime code: the sandbox
// compiles this file without the console's client.

/** A gateway able to serve a method, among the merchant's connected providers; `current` when it serves it now. */
export interface MethodProvider {
  id: number;
  name: string;
  current: boolean;
}

/** A method a customer can pay with, and the merchant's providers able to serve it (the set-gateway choices). */
export interface PaymentMethodOption {
  id: number;
  name: string;
  providers: MethodProvider[];
}

export interface PaymentMethodMetadata {
  /** The statement descriptor customers see. */
  descriptor?: string;
  /** The merchant's own Stripe account, once connected (Stripe Connect). */
  stripeUserId?: string;
  /** The wallet's business name (PayPal). */
  business?: string;
}

/** One row of the methods table: a method served (or on standby) by one of the merchant's gateways. */
export interface MerchantPaymentMethod {
  accountPaymentProviderId: number;
  active: boolean;
  current: boolean;
  /** The merchant's own gateway account is used (Stripe Connect), not the platform's. */
  external: boolean;
  metadata: PaymentMethodMetadata;
  paymentMethod: { id: number; name: string };
  paymentProvider: { id: number; name: string };
}

/** Stripe Connect, as the merchant sees it: requested, then approved or declined by platform staff, then connected. */
export type StripeConnectStatus = 'none' | 'requested' | 'approved' | 'declined';

export interface StripeConnectState {
  status: StripeConnectStatus;
  /** The connected Stripe account, when there is one. */
  account_id: string | null;
  /** The console's OAuth client id for Stripe Connect. */
  client_id: string;
}

export interface BankStatement {
  file_name: string;
  content_type: string;
  size: number;
  uploaded_at: number;
}

/** GET v2/payments/methods */
export interface PaymentMethodsAnswer {
  merchant_id: number;
  /** The setup is the master's (a follower with the inheritance scope): shown read-only. */
  inherited: boolean;
  methods: PaymentMethodOption[];
  collection: MerchantPaymentMethod[];
  stripe_connect: StripeConnectState;
  bank_statement: BankStatement | null;
}

/** A fee (revenue share) of one payment type on one account payment provider; amounts in major units. */
export interface RevenueShare {
  id: number;
  in_account_id: number | null;
  out_account_id: number | null;
  merchant_id: number;
  fixed_fee: number;
  share_percent: number;
  account_payment_provider_id: number;
  payment_type: FeePaymentType;
  fixed_fee_currency: number;
  psp_share: number;
  psp_fixed_fee: number;
  minimum_amount: number;
}

/** The platform's default fee of a payment type (no id: it is not a row of the merchant's). */
export type DefaultRevenueShare = Pick<RevenueShare, 'payment_type' | 'fixed_fee' | 'share_percent' | 'fixed_fee_currency' | 'psp_share' | 'psp_fixed_fee' | 'minimum_amount'>;

/** GET v2/payments/fees/{id} */
export interface FeesAnswer {
  account_revenue_shares: RevenueShare[];
  default_revenue_share: DefaultRevenueShare[];
}

/** GET v2/payments/fees/default */
export interface DefaultFeesAnswer {
  default_revenue_share: DefaultRevenueShare[];
}
