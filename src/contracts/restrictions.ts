import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { AGE_VERIFICATION_TYPES, COUNTRY_SET_TYPES, DOMAIN_PATTERN, DOMAIN_RESTRICTION_TYPES, MIN_AGE_LIMIT, ORIGIN_PATTERN } from './values';

/** Restrictions (catalogue 7.8): country sets, an asset's country set, domains and minimum age, the age settings. */
const Id = Type.Integer({ minimum: 1 });
const IsoCode = Type.String({ pattern: '^[A-Z]{2}$' });
const Place = Text(100, 1);

export const CountrySetParams = Closed({ country_set_id: Id });
export const ItemRestrictionParams = Closed({ item_id: Id });
export const TenantParams = Closed({ tenant_uuid: Text(64, 1) });
export const MerchantParams = Closed({ merchant_uuid: Text(64, 1) });
export const DomainTypeParams = Closed({ type: OneOf(DOMAIN_RESTRICTION_TYPES) });

/** A form flag: '1'/'0' or 'true'/'false' as the form encoding sends it. */
const Flag = OneOf(['0', '1', 'true', 'false']);

const countrySetFields = {
  type: OneOf(COUNTRY_SET_TYPES),
  global: Type.Optional(Flag),
  countries: Type.Optional(Type.Array(IsoCode, { maxItems: 250 })),
  regions: Type.Optional(Type.Array(Place, { maxItems: 200 })),
  cities: Type.Optional(Type.Array(Place, { maxItems: 500 })),
};

export const CountrySetBody = Closed({ name: Text(100, 1), ...countrySetFields });
export type CountrySetBody = Static<typeof CountrySetBody>;

export const ItemCountrySetBody = Closed({ country_set_id: Type.String({ pattern: '^\\d{1,12}$' }) });
export type ItemCountrySetBody = Static<typeof ItemCountrySetBody>;

export const DomainBody = Closed({ domain: Type.String({ minLength: 1, maxLength: 253 }) });
export type DomainBody = Static<typeof DomainBody>;
export const DomainDeleteQuery = Closed({ domain: Type.String({ minLength: 1, maxLength: 253 }) });

export const ItemDomainsBody = Closed({
  type: OneOf(['whitelist']),
  domains: Type.Array(Type.String({ maxLength: 253, pattern: DOMAIN_PATTERN }), { minItems: 1, maxItems: 100 }),
});
export type ItemDomainsBody = Static<typeof ItemDomainsBody>;

export const AgeBody = Closed({ min_age: Type.String({ pattern: `^(-1|\\d{1,3})$` }) });
export type AgeBody = Static<typeof AgeBody>;

export const AgeSettingsBody = Closed(
  { age_verification_enabled: Type.Optional(Flag), age_verification_type: Type.Optional(OneOf(AGE_VERIFICATION_TYPES)), merchant_uuid: Type.Optional(Text(64)) },
  { minProperties: 1 },
);
export type AgeSettingsBody = Static<typeof AgeSettingsBody>;

/**
 * POST accounts/age-verification: a customer on the paywall proves their age as the merchant's settings ask, with the
 * PIN code of their registration mail (`pin_code`) or their date of birth (`date_of_birth`, YYYY-MM-DD); one of them.
 */
export const AgeVerificationBody = Closed(
  { pin_code: Type.Optional(Type.String({ pattern: '^[0-9]{6}$' })), date_of_birth: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })) },
  { minProperties: 1, maxProperties: 1 },
);
export type AgeVerificationBody = Static<typeof AgeVerificationBody>;

/** The impact preview: a country rule (type and countries) and/or a minimum age, merchant-wide or for one item. */
export const RestrictionImpactQuery = Query({
  country_set_type: Type.Optional(OneOf(COUNTRY_SET_TYPES)),
  countries: Type.Optional(Type.String({ maxLength: 1000, pattern: '^([A-Z]{2}(,[A-Z]{2})*)?$' })),
  min_age: Type.Optional(Type.String({ pattern: '^(-1|\\d{1,3})$' })),
  /** A domain rule: domain_rule=1 and the whitelist it would leave (comma-separated; none = no restriction). */
  domain_rule: Type.Optional(OneOf(['1'])),
  domains: Type.Optional(Type.String({ maxLength: 4000 })),
  item_id: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })),
});
export type RestrictionImpactQuery = Static<typeof RestrictionImpactQuery>;

export { DOMAIN_PATTERN, MIN_AGE_LIMIT, ORIGIN_PATTERN };
