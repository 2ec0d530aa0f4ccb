import { Type, type Static } from 'typebox';
import { Closed, NoBody, OneOf, Query, Text } from './fields';
import { FEE_CURRENCY_CODES, FEE_PAYMENT_TYPES, MAX_FEE_FIXED, MAX_GATEWAY_ROWS } from './values';

export { BANK_STATEMENT_TYPES, BANK_TRANSFER_METHODS, MAX_BANK_STATEMENT_BYTES, FEE_CURRENCIES, FEE_CURRENCY_CODES, FEE_PAYMENT_TYPES, GATEWAYS, hasStripeSettings, MAX_FEE_FIXED, MAX_GATEWAY_ROWS, PAYMENT_METHODS } from './values';
export type { FeePaymentType, Gateway, PaymentMethodName } from './values';

/**
 * The merchant's payment setup (issue 21; catalogue 7.9 "Payment methods", "Fees", Stripe Connect, bank statement).
 * The catalogue shows no literal paths: the ones below are defined in its style, under `v2/payments/`. Staff and an
 * agency name the merchant with `merchantID` (query) or `merchantId` / `merchant_id` (body); everyone else works on
 * their own merchant, and a follower with the `inheritance` scope reads its master's setup and may not change it.
 */
const Id = Type.String({ pattern: '^[1-9]\\d{0,11}$' });
const merchantID = Type.Optional(Text(64));
const Bool = OneOf(['true', 'false']);

/** GET v2/payments/methods: the methods table and the choices of the set-gateway dialog (`all`: standby rows too). */
export const PaymentMethodsQuery = Query({ merchantID, all: Type.Optional(Bool) });
export type PaymentMethodsQuery = Static<typeof PaymentMethodsQuery>;

/** POST v2/payments/merchant-setup (JSON): the gateways of one method; the one marked current serves it. */
export const MerchantGatewayBody = Closed({
  merchantId: Type.Optional(Type.Integer({ minimum: 1 })),
  methodId: Type.Integer({ minimum: 1 }),
  paymentProviders: Type.Array(Closed({ paymentProviderId: Type.Integer({ minimum: 1 }), current: Type.Boolean() }), { minItems: 1, maxItems: MAX_GATEWAY_ROWS }),
});
export type MerchantGatewayBody = Static<typeof MerchantGatewayBody>;

/** DELETE v2/payments/methods/{id} and the fee routes: an account payment provider (a method's row). */
export const MethodParams = Closed({ id: Id });
export type MethodParams = Static<typeof MethodParams>;

/** POST v2/payments/providers?merchantID: connect a gateway to the merchant, so its methods can use it. */
export const PaymentProviderQuery = Query({ merchantID });
export const CreatePaymentProviderBody = Closed({ name: Text(64, 1) });
export type CreatePaymentProviderBody = Static<typeof CreatePaymentProviderBody>;

/** GET v2/payments/fees/{id}: the account payment provider's fees and the defaults. */
export const FeeParams = MethodParams;

/** POST v2/payments/fees and PUT v2/payments/fees/{id} (JSON): one fee of one payment type (subscription or ppv). */
export const FeeBody = Closed({
  merchant_id: Type.Optional(Type.Integer({ minimum: 1 })),
  account_payment_provider_id: Type.Integer({ minimum: 1 }),
  payment_type: OneOf(FEE_PAYMENT_TYPES),
  fixed_fee: Type.Number({ minimum: 0, maximum: MAX_FEE_FIXED }),
  share_percent: Type.Number({ minimum: 0, maximum: 100 }),
  fixed_fee_currency: Type.Integer({ enum: [...FEE_CURRENCY_CODES] }),
});
export type FeeBody = Static<typeof FeeBody>;

/** POST v2/payments/stripe/connect: the code Stripe's OAuth page handed back to the callback. */
export const StripeConnectBody = Closed({ authorization_code: Text(200, 1) });
export type StripeConnectBody = Static<typeof StripeConnectBody>;

/** POST v2/payments/stripe/request (no payload) and POST v2/payments/stripe/disconnect/{id} (the Stripe method row). */
export const StripeRequestBody = NoBody;
export const DisconnectParams = MethodParams;

/** POST v2/payments/bank-statement (multipart `bank_statement`, `merchant_id`) and DELETE with `merchant_id`. */
export const BankStatementQuery = Query({ merchant_id: Type.Optional(Text(64)) });
export type BankStatementQuery = Static<typeof BankStatementQuery>;

/** The sandbox's stand-in for Stripe's OAuth page (GET shows it, POST answers it). */
export const StripeOAuthQuery = Closed({ client_id: Text(100, 1), redirect_uri: Text(500, 1), state: Text(200, 1), response_type: Type.Optional(OneOf(['code'])), scope: Type.Optional(Text(50)) });
export type StripeOAuthQuery = Static<typeof StripeOAuthQuery>;
export const StripeOAuthDecision = Closed({ client_id: Text(100, 1), redirect_uri: Text(500, 1), state: Text(200, 1), decision: OneOf(['connect', 'deny']) });
export type StripeOAuthDecision = Static<typeof StripeOAuthDecision>;
