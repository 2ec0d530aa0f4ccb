import * as billing from '../../api/billing';
import type { BankStatement, DefaultFeesAnswer, FeesAnswer, MerchantPaymentMethod, MerchantScope, PaymentMethodsAnswer, RevenueShare } from '../../api/billing';
import type { PaymentProvider } from '../../api/itemTypes';
import type { MessageResponse } from '../../api/types';
import { BILLING, BILLING_UI } from '../../constants/messages/billing';
import type { FeeBody } from '../../contracts/billing';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';
import { saveGateways as saveGatewaysCall, type SaveGatewaysRequest } from './gateways';

// The payment setup (catalogue 7.9). Every write names what it makes stale: the methods table (and its Stripe and
// bank-statement state) or one row's fees.
const METHODS = 'PaymentMethods';
const FEES = 'PaymentFees';
const scopeKey = ({ merchantId }: MerchantScope) => String(merchantId ?? 'own');
const feesTag = (id: number) => ({ type: FEES, id });

export const fetchPaymentMethods = defineEndpoint<MerchantScope, PaymentMethodsAnswer>('billing/fetchMethods', billing.listPaymentMethods, storedRead(scopeKey, () => [METHODS]));

/** The set-gateway dialog's rows, one call per method; a failure names the method and the table is read again. */
export const saveGateways = defineEndpoint<SaveGatewaysRequest, MerchantPaymentMethod[]>('billing/saveGateways', saveGatewaysCall, {
  strategy: 'leading',
  successNotice: BILLING_UI.gatewaysSaved,
  errorNotice: (error) => error.message,
  invalidates: () => [METHODS],
  invalidatesOnFailure: () => [METHODS],
});

export const deletePaymentMethod = defineEndpoint<{ accountPaymentProviderId: number }, MessageResponse>('billing/deleteMethod', billing.deletePaymentMethod, {
  strategy: 'every',
  key: ({ accountPaymentProviderId }) => String(accountPaymentProviderId),
  successNotice: BILLING_UI.methodDeleted,
  invalidates: ({ accountPaymentProviderId }) => [METHODS, feesTag(accountPaymentProviderId)],
});

export const connectGateway = defineEndpoint<{ name: string } & MerchantScope, PaymentProvider>('billing/connectGateway', billing.createPaymentProvider, {
  strategy: 'leading',
  successNotice: (_res, { name }) => BILLING_UI.gatewayConnected(name),
  invalidates: () => [METHODS],
});

export const fetchFees = defineEndpoint<{ accountPaymentProviderId: number }, FeesAnswer>(
  'billing/fetchFees',
  billing.getFees,
  storedRead(({ accountPaymentProviderId }) => String(accountPaymentProviderId), ({ accountPaymentProviderId }) => [feesTag(accountPaymentProviderId)]),
);

export const fetchDefaultFees = defineEndpoint<void, DefaultFeesAnswer>('billing/fetchDefaultFees', billing.getDefaultFees, storedRead());

/** POST when the row has no fee of the payment type yet, PUT when it has: the fees dialog's Update Fees. */
export type SaveFeeRequest = FeeBody & { id?: number };
const saveFeeCall = ({ id, ...body }: SaveFeeRequest, ctx?: Parameters<typeof billing.createFee>[1]): Promise<RevenueShare> =>
  id === undefined ? billing.createFee(body, ctx) : billing.updateFee({ ...body, id }, ctx);

export const saveFee = defineEndpoint<SaveFeeRequest, RevenueShare>('billing/saveFee', saveFeeCall, {
  strategy: 'leading',
  successNotice: BILLING_UI.feesSaved,
  invalidates: ({ account_payment_provider_id }) => [feesTag(account_payment_provider_id)],
});

export const requestStripeConnect = defineEndpoint<void, MessageResponse>('billing/requestConnect', billing.requestStripeConnect, {
  strategy: 'leading',
  successNotice: BILLING.connectRequested,
  invalidates: () => [METHODS],
});

/** The callback's call: whatever Stripe's answer, the spec shows its own text on a failure. */
export const connectStripe = defineEndpoint<{ authorization_code: string }, MessageResponse>('billing/connectStripe', billing.connectStripe, {
  strategy: 'leading',
  successNotice: BILLING_UI.stripeConnected,
  errorNotice: BILLING.stripeConnectError,
  invalidates: () => [METHODS],
});

export const disconnectStripe = defineEndpoint<{ accountPaymentProviderId: number }, MessageResponse>('billing/disconnectStripe', billing.disconnectStripe, {
  strategy: 'leading',
  successNotice: BILLING_UI.stripeDisconnected,
  errorNotice: BILLING.disconnectError,
  invalidates: () => [METHODS],
});

export const uploadBankStatement = defineEndpoint<{ fileId: string; merchantId: number }, BankStatement>('billing/uploadBankStatement', billing.uploadBankStatement, {
  strategy: 'leading',
  successNotice: BILLING_UI.bankUploaded,
  reportsProgress: true,
  invalidates: () => [METHODS],
});

export const deleteBankStatement = defineEndpoint<{ merchantId: number }, MessageResponse>('billing/deleteBankStatement', billing.deleteBankStatement, {
  strategy: 'leading',
  successNotice: BILLING_UI.bankDeleted,
  invalidates: () => [METHODS],
});

export const billingEndpoints: readonly AnyEndpoint[] = [
  fetchPaymentMethods,
  saveGateways,
  deletePaymentMethod,
  connectGateway,
  fetchFees,
  fetchDefaultFees,
  saveFee,
  requestStripeConnect,
  connectStripe,
  disconnectStripe,
  uploadBankStatement,
  deleteBankStatement,
];
