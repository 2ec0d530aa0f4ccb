import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { badRequest, fieldError, HttpError, type FieldErrors } from './errors';
import { passwordWeakness } from './passwords';

/**
 * The mapping of schema failures to `{ code: 400, message, errors }`. The schemas themselves are the API's contracts
 * (src/contracts), shared with the console.
 */
/** `/metadata/company` → `metadata[company]`, the name the field has in the form. */
export function fieldName(instancePath: string, property?: string): string {
  const segments = instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (property !== undefined) segments.push(property);
  if (segments.length === 0) return '';
  return segments[0] + segments.slice(1).map((s) => `[${s}]`).join('');
}

const AGGREGATE_KEYWORDS = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

/** Where an unknown field was sent, as the message names it. */
const PLACES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' };

function describe(error: FastifySchemaValidationError, field: string, subject: string, context: string): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'type': {
      const type = String(params.type);
      return `${field || subject} must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}.`;
    }
    case 'minLength':
      return params.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters.`;
    case 'format':
      return params.format === 'email' ? `${field} must be a valid email address.` : `${field} must be a valid ${String(params.format)}.`;
    case 'enum':
      return `${field} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'const':
      return `${field} must be ${String(params.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'greater than'} ${String(params.limit)}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${field} must be ${error.keyword === 'maximum' ? 'at most' : 'less than'} ${String(params.limit)}.`;
    case 'minProperties':
      return field ? `${field} must not be empty.` : `${subject} must contain at least one field.`;
    case 'maxProperties':
      return `${field || subject} has too many entries.`;
    case 'additionalProperties':
      return `Unknown field "${field}" in the ${PLACES[context] ?? 'request'}.`;
    case 'pattern':
    case 'propertyNames': {
      const key = (error as { propertyName?: string }).propertyName ?? params.propertyName;
      return key === undefined ? `${field} has an invalid format.` : `${field} has an invalid key: ${String(key)}.`;
    }
    default:
      return `${field || subject} is invalid.`;
  }
}

const SUBJECTS: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path',
  headers: 'Headers',
};

/** Turns ajv's errors into the contract's 400: the first problem as message, one text per field. */
export function validationError(errors: readonly FastifySchemaValidationError[], context: string): HttpError {
  const subject = SUBJECTS[context] ?? 'Request';
  const specific = errors.filter((error) => !AGGREGATE_KEYWORDS.has(error.keyword));
  const fieldErrors: FieldErrors = {};
  for (const error of specific.length > 0 ? specific : errors) {
    const params = error.params as Record<string, unknown>;
    const property =
      error.keyword === 'required' ? String(params.missingProperty) : error.keyword === 'additionalProperties' ? String(params.additionalProperty) : undefined;
    const field = fieldName(error.instancePath, property);
    const key = field || context;
    fieldErrors[key] ??= describe(error, field, subject, context);
  }
  const messages = Object.values(fieldErrors);
  return badRequest(messages[0] ?? `${subject} is invalid.`, fieldErrors);
}

/** Routes with a body schema validate `{}` rather than a missing body, so each required field is named. */
export function installBodyDefaults(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Checks a new password and its confirmation; throws one 400 naming every failing field. */
export function assertNewPassword(password: string, confirmation: string, field = 'password', confirmationField = 'password_confirmation'): void {
  const errors: FieldErrors = {};
  const weakness = passwordWeakness(password);
  if (weakness) errors[field] = weakness;
  if (password !== confirmation) errors[confirmationField] = 'Passwords do not match.';
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0], errors);
}

/** Trimmed text of at least `minLength` characters, or a 400 naming the field. */
/** C0 and C1 controls (NUL among them) and the bidirectional overrides and isolates that disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Refuses control characters in a value people will read (names, companies). */
export function assertPrintable(value: string, field: string): void {
  if (CONTROL_CHARACTERS.test(value)) throw fieldError(field, `${field} must not contain control characters.`);
}

export function requireText(value: string, field: string, minLength: number): string {
  assertPrintable(value, field);
  const trimmed = value.trim();
  if (trimmed.length < minLength) {
    const text = minLength <= 1 ? `${field} must not be empty.` : `${field} must be at least ${minLength} characters.`;
    throw fieldError(field, text);
  }
  return trimmed;
}

/** Texts a merchant types are printable: no control or direction-override characters (absent fields are skipped). */
export function assertPrintableFields(fields: Readonly<Record<string, string | undefined>>): void {
  for (const [field, value] of Object.entries(fields)) if (value !== undefined) assertPrintable(value, field);
}

/** An ISO 8601 date and time in Unix seconds; null when absent or blank, a 400 on `field` when unreadable. */
export function isoSeconds(value: string | undefined, field: string): number | null {
  if (value === undefined || value.trim() === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw fieldError(field, 'Enter a date and time in ISO 8601, such as 2026-05-01T18:00:00Z.');
  return Math.floor(time / 1000);
}
