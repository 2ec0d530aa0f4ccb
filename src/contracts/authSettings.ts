import { Type, type Static } from 'typebox';
import { Closed, OneOf, Text } from './fields';
import {
  CUSTOM_FIELD_TYPES,
  FIELD_NAME_PATTERN,
  MAX_CONCURRENT_SESSIONS,
  MAX_CUSTOM_FIELD_OPTIONS,
  ORIGIN_PATTERN,
  SOCIAL_NETWORKS,
  SUB_DOMAIN_PATTERN,
} from './values';

/**
 * The Auth settings (catalogue 7.12 applications and domains, 7.13 custom fields, 7.14 social and sessions). The
 * catalogue shows no paths; the sandbox names them in its style (README, "Settings calls the catalogue leaves open").
 */

/** PUT accounts/social: the enabled networks, `social[0]=…`; none is one empty entry. */
export const SocialListBody = Closed({ social: Type.Array(Type.Union([OneOf(SOCIAL_NETWORKS), Type.Literal('')]), { minItems: 1, maxItems: SOCIAL_NETWORKS.length }) });
export type SocialListBody = Static<typeof SocialListBody>;

/** PUT accounts/social/setup: one network's app keys. */
export const SocialSetupBody = Closed({
  social_network: OneOf(SOCIAL_NETWORKS),
  metadata: Closed({ app_id: Text(256, 1), app_secret: Text(256, 1) }),
});
export type SocialSetupBody = Static<typeof SocialSetupBody>;

export const SocialTypeParams = Closed({ type: OneOf(SOCIAL_NETWORKS) });

/** POST accounts/applications is multipart with `name` (read by the handler); PUT accounts/applications/{id}. */
export const ApplicationParams = Closed({ id: Type.String({ pattern: '^[a-f0-9]{32}$' }) });
export const ApplicationName = Text(100, 1);
export const UpdateApplicationBody = Closed(
  { name: Type.Optional(ApplicationName), sso: Type.Optional(OneOf(['0', '1'])) },
  { minProperties: 1 },
);
export type UpdateApplicationBody = Static<typeof UpdateApplicationBody>;

/** PUT accounts/domains: the SSO sub-domain (only when non-empty) and the allowed origins (none: one empty string). */
export const SsoDomainsBody = Closed({
  sub_domain_name: Type.Optional(Type.String({ pattern: SUB_DOMAIN_PATTERN, maxLength: 63 })),
  allowed_origins: Type.Array(Type.Union([Type.String({ pattern: ORIGIN_PATTERN, maxLength: 253 }), Type.Literal('')]), { minItems: 1, maxItems: 50 }),
});
export type SsoDomainsBody = Static<typeof SsoDomainsBody>;

/** PUT accounts/concurrent-sessions: simultaneous logins per customer. */
export const ConcurrentSessionsBody = Closed({ concurrent_sessions: Type.String({ pattern: '^[1-9]\\d{0,2}$' }) });
export type ConcurrentSessionsBody = Static<typeof ConcurrentSessionsBody>;
export { MAX_CONCURRENT_SESSIONS };

const Option = Closed({ key: Text(100, 1), value: Text(200, 1) });

const customFieldFields = {
  name: Type.String({ pattern: FIELD_NAME_PATTERN }),
  label: Text(100, 1),
  placeholder: Type.Optional(Text(200)),
  default_value: Type.Optional(Text(200)),
  type: OneOf(CUSTOM_FIELD_TYPES),
  required: OneOf(['0', '1']),
  options: Type.Optional(Type.Array(Option, { maxItems: MAX_CUSTOM_FIELD_OPTIONS })),
};

/** POST accounts/custom-fields: a merchant field, or `split_full_name=1` (Full name becomes First name and Last name). */
export const CustomFieldBody = Closed(customFieldFields);
export type CustomFieldBody = Static<typeof CustomFieldBody>;
export const SplitFullNameBody = Closed({ split_full_name: OneOf(['1']) });
export type SplitFullNameBody = Static<typeof SplitFullNameBody>;
export const CreateCustomFieldBody = Type.Union([CustomFieldBody, SplitFullNameBody]);
export type CreateCustomFieldBody = Static<typeof CreateCustomFieldBody>;

export const CustomFieldParams = Closed({ id: Type.Integer({ minimum: 1 }) });

export const TenantUuidParams = Closed({ tenant_uuid: Text(64, 1) });
export const RegisterFieldsParams = Closed({ merchant_uuid: Text(64, 1) });
