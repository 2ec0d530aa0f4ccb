import { api, type CallContext } from './client';
import { uploadingHeldFile } from './files';
import type { PaymentProvider } from './itemTypes';
import type { BankStatement, DefaultFeesAnswer, FeesAnswer, MerchantPaymentMethod, PaymentMethodsAnswer, RevenueShare } from './billingTypes';
import type { MessageResponse } from './types';
import type { FeeBody, MerchantGatewayBody } from '../contracts/billing';

export type * from './billingTypes';

// The payment setup (catalogue 7.9): methods and gateways, fees, Stripe Connect and the bank statement. Paths are
// defined in the catalogue's style (it shows none); `merchantID` names another merchant for staff and agencies.

/** Which merchant's setup: the signed-in merchant's own unless staff or an agency names one. */
export interface MerchantScope {
  merchantId?: number;
}

const merchantQuery = ({ merchantId }: MerchantScope) => (merchantId === undefined ? {} : { merchantID: String(merchantId) });

/** GET v2/payments/methods?all=true: every row of the methods table (standby gateways too) and the dialog's choices. */
export const listPaymentMethods = (scope: MerchantScope, ctx?: CallContext): Promise<PaymentMethodsAnswer> =>
  api().request({ method: 'GET', path: 'v2/payments/methods', query: { ...merchantQuery(scope), all: 'true' }, ...ctx });

/** POST v2/payments/merchant-setup (JSON): one method's gateways; the one marked current serves the method. */
export const setMerchantGateway = (body: MerchantGatewayBody, ctx?: CallContext): Promise<MerchantPaymentMethod[]> =>
  api().request({ method: 'POST', path: 'v2/payments/merchant-setup', body, bodyType: 'json', ...ctx });

/** DELETE v2/payments/methods/{id}: removes a method's row (its fees go with it). */
export const deletePaymentMethod = ({ accountPaymentProviderId }: { accountPaymentProviderId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/payments/methods/{id}', pathVars: { id: accountPaymentProviderId }, ...ctx });

/** POST v2/payments/providers: connects a gateway to the merchant, so its methods can use it. */
export const createPaymentProvider = ({ name, ...scope }: { name: string } & MerchantScope, ctx?: CallContext): Promise<PaymentProvider> =>
  api().request({ method: 'POST', path: 'v2/payments/providers', query: merchantQuery(scope), body: { name }, ...ctx });

/** GET v2/payments/fees/{id}: an account payment provider's fees and the platform's defaults. */
export const getFees = ({ accountPaymentProviderId }: { accountPaymentProviderId: number }, ctx?: CallContext): Promise<FeesAnswer> =>
  api().request({ method: 'GET', path: 'v2/payments/fees/{id}', pathVars: { id: accountPaymentProviderId }, ...ctx });

/** GET v2/payments/fees/default */
export const getDefaultFees = (_req: void, ctx?: CallContext): Promise<DefaultFeesAnswer> => api().request({ method: 'GET', path: 'v2/payments/fees/default', ...ctx });

/** POST v2/payments/fees (JSON): the first fee of a payment type on a method's row. */
export const createFee = (body: FeeBody, ctx?: CallContext): Promise<RevenueShare> => api().request({ method: 'POST', path: 'v2/payments/fees', body, bodyType: 'json', ...ctx });

/** PUT v2/payments/fees/{id} (JSON) */
export const updateFee = ({ id, ...body }: FeeBody & { id: number }, ctx?: CallContext): Promise<RevenueShare> =>
  api().request({ method: 'PUT', path: 'v2/payments/fees/{id}', pathVars: { id }, body, bodyType: 'json', ...ctx });

/** POST v2/payments/stripe/request: asks platform staff to enable Stripe Connect. */
export const requestStripeConnect = (_req: void, ctx?: CallContext): Promise<MessageResponse> => api().request({ method: 'POST', path: 'v2/payments/stripe/request', ...ctx });

/** POST v2/payments/stripe/connect: the code Stripe's OAuth page gave the callback. */
export const connectStripe = (body: { authorization_code: string }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'v2/payments/stripe/connect', body, ...ctx });

/** POST v2/payments/stripe/disconnect/{id}: the Stripe row goes back to the platform's account. */
export const disconnectStripe = ({ accountPaymentProviderId }: { accountPaymentProviderId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'v2/payments/stripe/disconnect/{id}', pathVars: { id: accountPaymentProviderId }, ...ctx });

/** POST v2/payments/bank-statement (multipart `bank_statement`, `merchant_id`). */
export const uploadBankStatement = ({ fileId, merchantId }: { fileId: string; merchantId: number }, ctx?: CallContext): Promise<BankStatement> =>
  uploadingHeldFile(fileId, (file) =>
    api().request<BankStatement>({ method: 'POST', path: 'v2/payments/bank-statement', body: { bank_statement: file, merchant_id: String(merchantId) }, bodyType: 'multipart', ...ctx }),
  );

/** DELETE v2/payments/bank-statement?merchant_id= */
export const deleteBankStatement = ({ merchantId }: { merchantId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/payments/bank-statement', query: { merchant_id: String(merchantId) }, ...ctx });
