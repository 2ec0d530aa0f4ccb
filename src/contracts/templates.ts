import { Type, type Static } from 'typebox';
import { Closed, Metadata, OneOf, Text } from './fields';
import { ASSET_TYPES, EVENT_TYPES, RESTRICTION_CATEGORIES } from './values';

/** Asset templates (catalogue 7.3). Prices take the access fee's fields (contracts/items.ts AccessFeeBody). */
export const TemplateParams = Closed({ template_id: Type.Integer({ minimum: 1 }) });
export const TemplatePriceParams = Closed({ template_id: Type.Integer({ minimum: 1 }), price_id: Type.Integer({ minimum: 1 }) });
export const TemplateRestrictionParams = Closed({ template_id: Type.Integer({ minimum: 1 }), restriction_id: Type.Integer({ minimum: 1 }) });

const fields = {
  access_control_type_id: Type.Optional(Text(12)),
  preview_text: Type.Optional(Text(2000)),
  metadata: Type.Optional(Metadata()),
  event_type: Type.Optional(OneOf(EVENT_TYPES)),
  preview_id: Type.Optional(Text(12)),
};

export const TemplateBody = Closed({ name: Text(200, 1), item_type_name: OneOf(ASSET_TYPES), ...fields });
export type TemplateBody = Static<typeof TemplateBody>;

export const UpdateTemplateBody = Closed({ name: Type.Optional(Text(200, 1)), item_type_name: Type.Optional(OneOf(ASSET_TYPES)), ...fields }, { minProperties: 1 });
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

/** One restriction: age (minimum age), geo (a country set) or domain (a whitelisted domain). */
export const TemplateRestrictionBody = Closed({
  category: OneOf(RESTRICTION_CATEGORIES),
  additional_data: Closed({
    age: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
    country_set_id: Type.Optional(Type.String({ pattern: '^\\d{1,12}$' })),
    domain: Type.Optional(Type.String({ maxLength: 253, pattern: '^[A-Za-z0-9.*-]+$' })),
    type: Type.Optional(OneOf(['whitelist'])),
  }),
});
export type TemplateRestrictionBody = Static<typeof TemplateRestrictionBody>;

export const DeleteTemplateMetadataBody = Closed({ keys: Type.Array(Text(64, 1), { minItems: 1, maxItems: 30 }) });
