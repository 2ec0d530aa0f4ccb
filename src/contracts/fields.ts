import { Type, type Static, type TObject, type TProperties, type TString } from 'typebox';
import { MAX_EMAIL_LENGTH } from './values';

/**
 * Building blocks of the API's contracts (TypeBox, so each is a JSON schema and a TypeScript type at once).
 * Every string has a length bound and every object is closed: the sandbox answers an unknown field with a 400 that
 * names it, and the JSON body parser bounds nesting depth (sandbox/src/lib/bodyLimits.ts).
 */
export const Text = (maxLength: number, minLength = 0): TString =>
  Type.String(minLength > 0 ? { minLength, maxLength } : { maxLength });

export const Email = Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH });
export const Password = Type.String({ minLength: 1, maxLength: 1024 });
export const OptionalUuid = Text(64);
export const Srkey = Text(128);

/** One of a list of string values (a JSON-schema `enum`, so a failure names the allowed values). */
export const OneOf = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** A closed object; `options` may add keywords such as `minProperties` or `allOf`. */
export const Closed = <T extends TProperties>(properties: T, options: Record<string, unknown> = {}) =>
  Type.Object(properties, { additionalProperties: false, ...options });

/** A GET's query: the console's cache-busting `srkey` plus the call's own parameters. */
export const Query = <T extends TProperties>(properties: T) => Closed({ srkey: Type.Optional(Srkey), ...properties });

export const SrkeyQuery = Query({});

/** Free-form string metadata: at most 30 keys of [A-Za-z0-9_.-], values up to 1000 characters. */
const METADATA_RULES = {
  type: 'object',
  maxProperties: 30,
  propertyNames: { pattern: '^[A-Za-z0-9_.-]{1,64}$' },
  additionalProperties: { type: 'string', maxLength: 1000 },
} as const;

/** Metadata whose `required` keys must be present and non-empty (each with its own length bound). */
export const Metadata = <const K extends string = never>(required: Readonly<Record<K, number>> = {} as Record<K, number>) =>
  Type.Unsafe<Record<string, string> & Record<K, string>>({
    ...METADATA_RULES,
    properties: Object.fromEntries(Object.entries(required).map(([key, max]) => [key, { type: 'string', minLength: 1, maxLength: max }])),
    required: Object.keys(required),
  });

/** The body of a call that may be sent without one: absent (null) or the given object. */
export const OptionalBody = <T extends TObject>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: ['object', 'null'] });

/** The body of a call that takes none: absent, or an empty object. */
export const NoBody = OptionalBody(Closed({}));
