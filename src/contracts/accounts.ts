import { Type, type Static } from 'typebox';
import { Closed, Email, Metadata, OneOf, OptionalUuid, Password, Text } from './fields';
import { MAX_EMAIL_LENGTH } from './values';

/** Sign-in, registration, activation, passwords and the caller's own account (catalogue: accounts). */

const grantRequires = (grant: string, fields: string[]) => ({
  if: { properties: { grant_type: { const: grant } }, required: ['grant_type'] },
  then: { required: fields },
});

/** POST accounts/authenticate: the password grant needs username and password, the refresh grant its token. */
export const AuthenticateBody = Closed(
  {
    grant_type: OneOf(['password', 'refresh_token']),
    client_id: Text(200, 1),
    username: Type.Optional(Text(MAX_EMAIL_LENGTH, 1)),
    password: Type.Optional(Password),
    refresh_token: Type.Optional(Text(4096, 1)),
  },
  { allOf: [grantRequires('password', ['username', 'password']), grantRequires('refresh_token', ['refresh_token'])] },
);
export type AuthenticateBody = Static<typeof AuthenticateBody>;

/** POST accounts: a merchant's sign-up, from the console. */
const MerchantRegisterBody = Closed({
  full_name: Text(100, 2),
  email: Email,
  password: Password,
  password_confirmation: Password,
  type: OneOf(['merchant']),
  /** The captcha answer: a reCAPTCHA response, or the sandbox challenge's `token.answer`. */
  response_token: Text(4096, 1),
  merchant_uuid: Type.Optional(OptionalUuid),
  metadata: Metadata({ services_question: 500, interest_question: 500, company: 200, country: 100 }),
});
/** The console's merchant sign-up. */
export type RegisterBody = Static<typeof MerchantRegisterBody>;

/**
 * POST accounts: a customer registering on the merchant's paywall (GUIDE section 3): `type=consumer`, the merchant's
 * uuid as `merchant_uuid` and `client_id`, the page it came from as `referrer`. The name is `full_name`, or
 * `first_name` and `surname` once the merchant split it; the merchant's custom fields are `metadata[name]`.
 */
const CustomerRegisterBody = Closed({
  full_name: Type.Optional(Text(100, 2)),
  first_name: Type.Optional(Text(100, 1)),
  surname: Type.Optional(Text(100, 1)),
  email: Email,
  email_confirmation: Type.Optional(Email),
  password: Password,
  password_confirmation: Password,
  type: OneOf(['consumer']),
  merchant_uuid: Text(64, 1),
  client_id: Text(200, 1),
  referrer: Type.Optional(Text(2000, 1)),
  metadata: Type.Optional(Metadata()),
});
export type CustomerRegisterBody = Static<typeof CustomerRegisterBody>;

/** POST accounts reads either kind by its `type`; each kind refuses the other's fields. */
export const RegistrationBody = Type.Unsafe<RegisterBody | CustomerRegisterBody>({
  type: 'object',
  required: ['type'],
  properties: { type: OneOf(['merchant', 'consumer']) },
  if: { properties: { type: { const: 'consumer' } }, required: ['type'] },
  then: CustomerRegisterBody,
  else: MerchantRegisterBody,
});

/** PUT accounts: the name and metadata; an empty metadata value removes that key. */
export const UpdateAccountBody = Closed(
  { full_name: Type.Optional(Text(100, 2)), metadata: Type.Optional(Metadata()) },
  { minProperties: 1 },
);
export type UpdateAccountBody = Static<typeof UpdateAccountBody>;

/** POST accounts/activate (resend the code) and POST accounts/forgot-password. */
export const EmailBody = Closed({ email: Email, merchant_uuid: Type.Optional(OptionalUuid) });
export type EmailBody = Static<typeof EmailBody>;

/** PUT accounts/activate/{code} */
export const ActivationParams = Closed({ code: Text(64, 1) });

/** PUT accounts/forgot-password/{token} */
export const ResetTokenParams = Closed({ token: Text(256, 1) });
export const NewPasswordBody = Closed({ password: Password, password_confirmation: Password, branding_id: Type.Optional(Text(64)) });
export type NewPasswordBody = Static<typeof NewPasswordBody>;

/** POST accounts/change-password */
export const ChangePasswordBody = Closed({ old_password: Password, password: Password, password_confirmation: Password });
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
