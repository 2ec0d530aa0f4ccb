import { Type, type Static } from 'typebox';
import { Closed, Email, NoBody, Password } from './fields';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** POST v2/admin/merchants/{id}/login-as: staff sign in as the merchant ("Login as"). */
export const LoginAsParams = Closed({ id: Id });
export type LoginAsParams = Static<typeof LoginAsParams>;
export const LoginAsBody = NoBody;

/**
 * POST v2/accounts/impersonate (catalogue 7.14, v2 names): sign in as a merchant's customer, confirmed with the
 * caller's own password. Staff name the customer's merchant; a master impersonates its own merchant's customers.
 */
export const ImpersonateCustomerBody = Closed({
  customer_id: Id,
  customer_email: Type.Optional(Email),
  password: Password,
  merchant_id: Type.Optional(Id),
});
export type ImpersonateCustomerBody = Static<typeof ImpersonateCustomerBody>;
